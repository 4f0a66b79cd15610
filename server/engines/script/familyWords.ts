// How the hero's children and grandchildren speak to and of the hero: by the family word the answers give or
// imply ('Abuela', 'Granda', 'Nan', 'Mum'), never by first name. Every line a page writes for one of them
// passes through here: the first name becomes the family word, or, when the answers give no word (nor the
// hero's gender), the line says no name at all ('Can I stay home today? Please?').
import { GRANDCHILD, RELATION_MEANING } from '../answers/nouns';
import { escapeRegExp } from '../answers/phrases';
import { capitalize } from '../answers/wording';
import type { Character } from './cast';
import type { Story } from './story';
import { namesWord } from './tools';

const CHILD = /^(?:son|daughter|kid|kids|child|children|twin|twins|triplets|baby|stepson|stepdaughter|sons|daughters)$/;

/** Whether someone is one of the hero's children or grandchildren (a child hero has none). */
export function kinOf(story: Story, c: Character): 'child' | 'grandchild' | undefined {
  // An animal's family calls it by its name: 'my husband Tom' and 'our kids' are the writer's relations.
  if (c.pet || c === story.cast.hero || story.cast.animal) return undefined;
  if (story.cast.stage === 'child' || story.cast.stage === 'teen') return undefined;
  const relation = c.relation?.toLowerCase() ?? '';
  const meaning = RELATION_MEANING[relation] ?? relation;
  return GRANDCHILD.test(meaning) ? 'grandchild' : CHILD.test(meaning) ? 'child' : undefined;
}

/** What this person calls the hero: the family word for the hero's children and grandchildren, else the hero's name. */
export function heroAs(story: Story, c: Character): string | undefined {
  const kin = kinOf(story, c);
  return kin ? story.cast.address[kin] : story.cast.hero.label;
}

/** A line as this person says it to or of the hero; undefined when it would need a name they do not use. */
export function inTheirWords(story: Story, c: Character, line: string): string | undefined {
  if (!kinOf(story, c) || !story.cast.named || !namesWord(line, story.cast.hero.label)) return line;
  const name = new RegExp(`(?<![\\p{L}])${escapeRegExp(story.cast.hero.label)}(?![\\p{L}])`, 'gu');
  const word = heroAs(story, c);
  if (word) return line.replace(name, word);
  // No family word known: the name goes where it only calls the hero
  // ('…, Rosa?'), and a line that needs it is not said.
  const H = escapeRegExp(story.cast.hero.label);
  const out = line.replace(new RegExp(`,\\s*${H}(?=[.!?,])`, 'gu'), '').replace(new RegExp(`^${H},\\s*`, 'u'), '');
  return new RegExp(name.source, 'u').test(out) ? undefined : capitalize(out);
}
