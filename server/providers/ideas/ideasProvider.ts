// The ideas provider interface and the choice between Claude and the embedded local generator.
import type { GenerateIdeasInput } from '../../../shared/schemas';
import type { GeneratedIdeas } from '../../../shared/types';
import type { SpendMeter } from '../spendMeter';

export interface IdeasProvider {
  /** 'anthropic' or 'local': logged at start-up. */
  readonly name: string;
  /** True when a call costs money, so it counts against the per-visitor quota. */
  readonly paid: boolean;
  /**
   * Never throws for provider trouble: AI failures fall back to local ideas (spec section 8), and so does a
   * paid call the `meter` (the site's daily ceiling) has no room for.
   */
  generate(input: GenerateIdeasInput, seed: number, meter?: SpendMeter): Promise<GeneratedIdeas>;
}
