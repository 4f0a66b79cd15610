// Choosing the three ideas of a set: personal templates first (named details weigh most), no two ideas leaning
// on the same answer when others are available, the genre named at least once, and templates in `avoid`
// (recent sets for the same answers) skipped while enough others fit.
import type { Rng } from '../../lib/seededRandom';
import { DETAIL_WEIGHT, type IdeaTemplate, type Slot } from './template';
import type { Rendered } from './render';

export interface Candidate {
  template: IdeaTemplate;
  rendered: Rendered;
}

/** The answer a slot comes from, so two ideas on the same answer can be told apart: 'hobbyT' -> 'hobby'. */
const GROUPS = ['job', 'quirk', 'hobby', 'dream', 'family', 'friend', 'crew', 'pet', 'thing', 'fear', 'love'];
function groupOf(slot: Slot): string {
  const group = GROUPS.find((g) => slot.startsWith(g)) ?? slot;
  return group === 'crew' ? 'friend' : group;
}

function weightOf(template: IdeaTemplate): number {
  const groups = new Map<string, number>();
  for (const slot of template.needs)
    groups.set(groupOf(slot), Math.max(groups.get(groupOf(slot)) ?? 0, DETAIL_WEIGHT[slot] ?? 0));
  return 1 + [...groups.values()].reduce((sum, w) => sum + w, 0);
}

const isPersonal = (c: Candidate) => c.template.needs.some((slot) => DETAIL_WEIGHT[slot]);

export function pickIdeaSet(
  all: Candidate[],
  genre: string,
  avoid: readonly string[],
  rng: Rng,
  count: number,
): Candidate[] {
  // Recent templates are dropped while enough others fit; when not, the oldest come back first.
  const avoided = new Set(avoid);
  let pool = all.filter((c) => !avoided.has(c.template.key));
  for (const key of avoid) {
    if (pool.length >= count) break;
    const back = all.find((c) => c.template.key === key);
    if (back && !pool.includes(back)) pool.push(back);
  }
  const personal = pool.filter(isPersonal);
  if (personal.length >= count) pool = personal;

  const weights = new Map(pool.map((c) => [c, weightOf(c.template)]));
  const picked: Candidate[] = [];
  while (picked.length < count && weights.size > 0) {
    const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
    let roll = rng() * total;
    let chosen = [...weights.keys()][weights.size - 1];
    for (const [candidate, weight] of weights) {
      roll -= weight;
      if (roll < 0) {
        chosen = candidate;
        break;
      }
    }
    picked.push(chosen);
    weights.delete(chosen);
    const used = new Set(chosen.template.needs.map(groupOf));
    for (const [candidate, weight] of weights) {
      const title = candidate.rendered.title.toLowerCase();
      const clash = picked.some(
        (p) => p.rendered.title.toLowerCase() === title || p.rendered.description === candidate.rendered.description,
      );
      if (clash) weights.delete(candidate);
      else if (candidate.template.needs.some((slot) => used.has(groupOf(slot)))) weights.set(candidate, weight * 0.25);
    }
  }

  // The genre is named at least once in a set when any fitting idea can name it.
  const mentions = (c: Candidate) => c.rendered.description.toLowerCase().includes(genre.toLowerCase());
  if (picked.length === count && !picked.some(mentions)) {
    const swap = pool
      .filter((c) => !picked.includes(c) && mentions(c))
      .sort((x, y) => weightOf(y.template) - weightOf(x.template))[0];
    if (swap && !picked.some((p) => p.rendered.title.toLowerCase() === swap.rendered.title.toLowerCase()))
      picked[count - 1] = swap;
  }
  return picked;
}
