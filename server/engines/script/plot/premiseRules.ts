// What an idea's premise rules out. Someone the premise puts beside the hero ('Maeve and Dolores form a
// masked squad', 'Florence joins Ngozi', 'Tadhg trains Siobhán in secret') is in on everything: they never
// learn the hero's secret later ('Maeve?! You're the masked hero?!'), the hero never hides it from them,
// and they are never the hero's rival.
import type { Hero, Person } from '../../answers/facts';
import { escapeRegExp } from '../../answers/phrases';

export type RuledOut =
  /** Someone close learns the hero's secret (or the hero keeps it from them). */
  | 'reveal'
  /** A teammate plays the hero's rival. */
  | 'rivalAlly';

const NAME = String.raw`\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?`;
/** A run of names said together: 'Maeve and Dolores', 'Eilidh, Ruairidh and Isla'. */
const TOGETHER = new RegExp(String.raw`${NAME}(?:\s*,\s*${NAME})*\s*,?\s+and\s+${NAME}`, 'gu');
/** What a run of names does to each other rather than together. */
const AGAINST =
  /^\s*(?:clash|duel|compete|race each other|battle each other|fight over|feud|are rivals|turned rivals|vs\.?)\b/i;
/** One person doing something with or for the hero, so they know the hero's every secret. */
const WITH_HERO =
  '(?:joins|join|trains|train|teaches|teach|drags|drag|helps|help|partners with|teams up with|guides|mentors' +
  '|rescues|saves)';

function keysOf(person: Pick<Person, 'name' | 'label'>): string[] {
  return [person.name, person.label, person.name?.split(' ').pop()].filter((k): k is string =>
    Boolean(k && k.length > 1),
  );
}

function has(text: string, keys: string[]): boolean {
  return keys.some((k) => new RegExp(`(?<![\\p{L}])${escapeRegExp(k)}(?![\\p{L}])`, 'u').test(text));
}

/**
 * Whether the premise puts this person beside the hero: named together with them, or joining, training or helping them.
 */
export function inTeam(
  text: string,
  hero: Pick<Hero, 'call' | 'full'>,
  person: Pick<Person, 'name' | 'label'>,
): boolean {
  const heroKeys = [hero.call, hero.full, hero.full.split(' ')[0]].filter((k) => k.length > 1);
  const keys = keysOf(person);
  if (!heroKeys.length || !keys.length) return false;
  for (const m of text.matchAll(TOGETHER)) {
    if (has(m[0], heroKeys) && has(m[0], keys) && !AGAINST.test(text.slice((m.index ?? 0) + m[0].length))) return true;
  }
  const alt = (list: string[]) => list.map(escapeRegExp).join('|');
  return new RegExp(
    `(?<![\\p{L}])(?:${alt(keys)})\\s+${WITH_HERO}\\s+(?:${alt(heroKeys)})(?![\\p{L}])` +
      `|(?<![\\p{L}])(?:${alt(heroKeys)})\\s+(?:teams up with|joins forces with` +
      `|partners with)\\s+(?:${alt(keys)})(?![\\p{L}])`,
    'u',
  ).test(text);
}

/** The beats a premise rules out, with these teammates and this learner of the secret. */
export function rulesOutFor(team: readonly Person[], learner: string | undefined): ReadonlySet<RuledOut> {
  const out = new Set<RuledOut>();
  // A teammate is in on the secret from the first page, unless the premise is that they learn it.
  if (team.length && !(learner && team.some((p) => keysOf(p).some((k) => learner.includes(k))))) out.add('reveal');
  if (team.length) out.add('rivalAlly');
  return out;
}
