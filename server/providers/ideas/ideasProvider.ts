// The ideas provider interface and the choice between Claude and the embedded local generator.
import type { GenerateIdeasInput } from '../../../shared/schemas';
import type { GeneratedIdeas } from '../../../shared/types';
import type { LanguageCode } from '../../../shared/languages';
import type { SpendMeter } from '../spendMeter';

export interface IdeasProvider {
  /** 'anthropic' or 'local': logged at start-up. */
  readonly name: string;
  /** True when a call costs money, so it counts against the per-visitor quota. */
  readonly paid: boolean;
  /** The languages it writes ideas in (shared/languages.ts). */
  readonly languages: readonly LanguageCode[];
  /**
   * Never throws for provider trouble: AI failures fall back to local ideas (spec section 8), and so does a
   * paid call the `meter` (the site's daily ceiling) has no room for; in a language the local generator does
   * not write, they fail with an Upstream error instead (never English ideas for another language's book).
   */
  generate(input: GenerateIdeasInput, seed: number, meter?: SpendMeter): Promise<GeneratedIdeas>;
}
