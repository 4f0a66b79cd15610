// The script writers behind one interface: Claude when a key is set (act by act, falling back to the
// built-in writer for whatever it could not write), and the built-in writer (no network, seeded).
import type { Script, ScriptWriter } from '../../../shared/script';
import type { WriterReason } from '../../../shared/scriptAuthorship';
import type { LanguageCode } from '../../../shared/languages';
import type { HeroAid } from '../../../shared/heroAids';
import type { SpendMeter } from '../spendMeter';

export interface ScriptRequest {
  author: string;
  type: string;
  /** The book's language (none given is English): every word lettered is in it; panel directions stay English. */
  language?: LanguageCode;
  answers: { id: string; answer: string }[];
  idea: { title: string; description: string };
  pages: number;
  seed: number;
  /** Details of the answers the owner marked as musts: the story must show each. */
  mustUse?: string[];
  /** The aids chosen on the hero's card (the answers may name more): the story keeps the hero with them. */
  heroAids?: HeroAid[];
}

export interface ScriptProgress {
  /** Story pages written so far, out of the total asked for. */
  progress(pagesWritten: number, total: number): void;
  signal: AbortSignal;
  /** Called right before each paid call (a job confirms it still holds its claim; throws when it does not). */
  beforePaidCall?(): Promise<void>;
  /** Holds each paid call to the site's daily ceiling; a call it refuses is written by the built-in writer. */
  meter?: SpendMeter;
}

export interface WrittenScript {
  script: Script;
  writer: ScriptWriter;
  reason: WriterReason | null;
}

export interface ScriptWriterProvider {
  readonly name: string;
  /** True when writing costs money (Claude): a script then counts against the user's hourly quota. */
  readonly paid: boolean;
  /** The languages it writes (shared/languages.ts); a book in another is refused before it is started. */
  readonly languages: readonly LanguageCode[];
  /** `reason`: why Claude did not write (all of) it when it was asked; null when it wrote it all or was not asked. */
  write(request: ScriptRequest, context: ScriptProgress): Promise<WrittenScript>;
}
