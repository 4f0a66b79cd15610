// Who wrote a comic's story, in the words the comic page shows: "Written with Claude" or "Written by the
// built-in writer", and, when Claude was asked and did not write (all or part of) it, why — in people's words,
// never the service's own error text. The server stores the reason's code with the script.
import type { ScriptWriter } from './script';

export const WRITER_REASONS = [
  'declined',
  'timeout',
  'unreachable',
  'busy',
  'setup',
  'checks',
  'cut',
  'malformed',
  'error',
  'budget',
] as const;
export type WriterReason = (typeof WRITER_REASONS)[number];

const REASON_TEXT: Record<WriterReason, string> = {
  declined: 'Claude declined to write this story.',
  timeout: 'Claude took too long to answer.',
  unreachable: 'Claude could not be reached.',
  busy: 'Claude was too busy to answer.',
  setup: 'Claude is not set up correctly on this server.',
  checks: "Claude's pages did not pass our story checks.",
  cut: "Claude's pages did not fit in one answer.",
  malformed: "Claude's answer was not in the expected form.",
  error: 'Something went wrong while Claude was writing.',
  budget: 'This site has spent its budget for Claude today.',
};

export interface Authorship {
  /** "Written with Claude", "Written with Claude and the built-in writer" or "Written by the built-in writer". */
  headline: string;
  /** Why Claude did not write it (or the rest of it), when it was asked; null otherwise. */
  reason: string | null;
}

export function authorship(writer: ScriptWriter, reason: WriterReason | null): Authorship {
  const why = reason ? REASON_TEXT[reason] : null;
  if (writer === 'ai') return { headline: 'Written with Claude', reason: null };
  if (writer === 'mixed') return { headline: 'Written with Claude and the built-in writer', reason: why };
  return { headline: 'Written by the built-in writer', reason: why };
}

/** A stored code read back: anything unknown (an older or newer server's) reads as no reason. */
export function writerReasonOf(value: string | null | undefined): WriterReason | null {
  return (WRITER_REASONS as readonly string[]).includes(value ?? '') ? (value as WriterReason) : null;
}
