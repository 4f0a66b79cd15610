// The local idea template sets, by the key a style names in the registry (shared/styles.ts `ideaTemplates`).
// Typed by the registry's keys, so a style whose set is missing here does not compile.
import type { IdeaTemplateSetKey } from '../../../shared/styles';
import type { IdeaTemplate } from './template';
import { MANGA_TEMPLATES } from './mangaTemplates';
import { VINTAGE_TEMPLATES } from './vintageTemplates';
import { MANGA_FALLBACKS, VINTAGE_FALLBACKS } from './fallbackTemplates';

/** Personal templates first, then the name-and-genre fallbacks for thin answers. */
export const IDEA_TEMPLATE_SETS: Record<IdeaTemplateSetKey, readonly IdeaTemplate[]> = {
  manga: [...MANGA_TEMPLATES, ...MANGA_FALLBACKS],
  vintage: [...VINTAGE_TEMPLATES, ...VINTAGE_FALLBACKS],
};
