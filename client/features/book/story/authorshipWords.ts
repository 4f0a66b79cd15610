// Who wrote the story, in the page's language: the same facts as shared/scriptAuthorship.ts (which the server
// and its tests keep in English), worded from the writer and the stored reason code.
import type { ScriptWriter } from '../../../../shared/script';
import type { Authorship, WriterReason } from '../../../../shared/scriptAuthorship';
import { m } from '../../../lib/i18n';

const REASON_TEXT: Record<WriterReason, () => string> = {
  declined: () => m.library_writer_declined(),
  timeout: () => m.library_writer_timeout(),
  unreachable: () => m.library_writer_unreachable(),
  busy: () => m.library_writer_busy(),
  setup: () => m.library_writer_setup(),
  checks: () => m.library_writer_checks(),
  cut: () => m.library_writer_cut(),
  malformed: () => m.library_writer_malformed(),
  error: () => m.library_writer_error(),
  budget: () => m.library_writer_budget(),
};

export function authorshipWords(writer: ScriptWriter, reason: WriterReason | null): Authorship {
  const why = reason ? REASON_TEXT[reason]() : null;
  if (writer === 'ai') return { headline: m.library_written_ai(), reason: null };
  if (writer === 'mixed') return { headline: m.library_written_mixed(), reason: why };
  return { headline: m.library_written_local(), reason: why };
}
