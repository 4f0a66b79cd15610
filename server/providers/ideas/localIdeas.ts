// The local story-idea generator (spec section 8): used when no AI key is configured and whenever the AI fails.
// It builds three comic pitches from the author's name, the comic type and the answers. Pure and deterministic:
// the same input and seed always give the same ideas (ids included); another seed gives another set.
// Output is plain text only: answers are stripped of markup and control characters before use.
import type { GenerateIdeasInput, Idea } from '../../../shared/schemas';
import type { BookType } from '../../../shared/bookTypes';
import { IDEAS_PER_SET } from '../../../shared/limits';
import { seededRandom } from '../../lib/seededRandom';
import { MAX_TITLE, cutWords } from './local/textLimits';
import { flavourFor } from './local/flavours';
import type { Template } from './local/template';
import { MANGA_TEMPLATES } from './local/mangaTemplates';
import { VINTAGE_TEMPLATES } from './local/vintageTemplates';
import { readFacts } from './local/facts';
import { renderDescription } from './local/renderDescription';
import { renderTitle } from './local/renderTitle';
import { seededUuid, shuffled } from './local/seeded';
import { pickTemplates } from './local/pickIdeaSet';

const TEMPLATES: Record<BookType, Template[]> = {
  'black-and-white-manga': MANGA_TEMPLATES,
  '30s-50s-style': VINTAGE_TEMPLATES,
};

/**
 * Three locally built story ideas for the author (spec section 8). Deterministic for a given input and seed;
 * never throws on odd input.
 */
export function generateLocalIdeas(input: GenerateIdeasInput, seed: number): Idea[] {
  const rng = seededRandom(seed);
  const type: BookType = input?.type === '30s-50s-style' ? '30s-50s-style' : 'black-and-white-manga';
  const facts = readFacts({ ...input, type });
  const pool = TEMPLATES[type];
  const villainPool = flavourFor(facts.values.genre).villains;
  const shortestVillain = villainPool.reduce((a, b) => (b.length < a.length ? b : a));
  const overflows = pool.map((t) => renderDescription(t, facts, { villain: [shortestVillain] }).endsWith('…'));
  const templates = pickTemplates(pool, facts.given, rng, overflows);
  const villains = shuffled(villainPool, rng);

  const ideas: Idea[] = [];
  const seenTitles = new Set<string>();
  templates.slice(0, IDEAS_PER_SET).forEach((template, i) => {
    const extra = { villain: [villains[i % villains.length], shortestVillain] };
    let title = renderTitle(template, facts);
    if (seenTitles.has(title.toLowerCase())) title = cutWords(`${title} Returns`, MAX_TITLE);
    seenTitles.add(title.toLowerCase());
    ideas.push({ id: seededUuid(rng), title, description: renderDescription(template, facts, extra) });
  });
  return ideas;
}
