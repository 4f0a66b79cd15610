// The aids the answers give the people around the hero (issue 46): "Her grandma uses a wheelchair", "Grandad,
// who wears hearing aids", "she pushes Grandpa Joe's wheelchair", "la silla de ruedas de su abuelo" put that
// person in the cast in a wheelchair or with hearing aids in every picture they are in, as the hero's own are
// (heroAids.ts). Whose an aid is: the person it belongs to ("Joe's", "de su abuelo"), the one a "who" clause
// is about, or the one the sentence opens with; never the hero (theirs are read by heroAidsOf), never one
// negated ("Grandma doesn't need her wheelchair anymore").
import { HERO_AIDS, type HeroAid } from '../../../shared/heroAids';
import { sanitize } from './plainText';
import { AID_WORDS, NOT_THEIRS } from './heroAids';

/** A cast member as the script has them: a name and a role ("her grandma", "Maya's brother"). */
interface Person {
  name: string;
  role: string;
  isHero: boolean;
  kind?: 'person' | 'animal';
}

/** Family words that name one person, each with the words people use for the same one. */
const SAME_PERSON: readonly (readonly string[])[] = [
  ['grandma', 'gran', 'granny', 'nan', 'nana', 'nanna', 'grandmother', 'abuela', 'mamie', 'grand-mère', 'oma', 'avó'],
  ['grandpa', 'grandad', 'granddad', 'gramps', 'grandfather', 'abuelo', 'papi', 'grand-père', 'opa', 'avô'],
  ['mum', 'mom', 'mam', 'mother', 'mama', 'mommy', 'mummy', 'mamá', 'maman', 'mutter', 'mãe'],
  ['dad', 'father', 'papa', 'daddy', 'papá', 'vater', 'pai'],
  ['brother', 'hermano', 'frère', 'bruder', 'irmão'],
  ['sister', 'hermana', 'sœur', 'schwester', 'irmã'],
  ['husband', 'marido', 'esposo', 'mari', 'mann', 'ehemann'],
  ['wife', 'esposa', 'mujer', 'femme', 'frau', 'ehefrau'],
  ['son', 'hijo', 'fils', 'sohn', 'filho'],
  ['daughter', 'hija', 'fille', 'tochter', 'filha'],
  ['uncle', 'tío', 'oncle', 'onkel', 'tio'],
  ['aunt', 'auntie', 'tía', 'tante', 'tia'],
  ['cousin', 'primo', 'prima', 'cousine', 'vetter', 'cousine'],
  ['partner', 'boyfriend', 'girlfriend', 'fiancé', 'fiancée'],
  ['friend', 'amigo', 'amiga', 'ami', 'amie', 'freund', 'freundin'],
];

const words = (text: string) => text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];

/** The words that point at a person: their names, and their relation with the words for the same one. */
function wordsFor(person: Person, heroNames: ReadonlySet<string>): Set<string> {
  const own = new Set(words(person.name).filter((w) => w.length > 1));
  for (const w of words(person.role)) {
    // The hero's name in a role ("Maya's brother") is the hero, not this person.
    if (heroNames.has(w.replace(/['’]s$/, ''))) continue;
    const same = SAME_PERSON.find((group) => group.includes(w));
    for (const word of same ?? []) own.add(word);
  }
  return own;
}

/** "Joe's wheelchair", "her grandma's hearing aids": the word before "'s" just before the aid. */
const POSSESSIVE = /(\p{L}+)['’]s\s+(?:\p{L}+\s+){0,2}$/u;
/** "de su abuelo", "ihrer Oma", "do seu avô", "de Rosa": the person named after the aid. */
const OWNER_AFTER = new RegExp(
  String.raw`^\s*(?:(?:de|do|da|von)\s+(?:(?:su|sus|mi|sa|son|ma|seu|sua|la|el|der|dem)\s+)?|d['’]` +
    String.raw`|(?:ihrer|ihres|seiner|seines|meiner|meines)\s+)(\p{L}+)`,
  'iu',
);
/** "her grandma, who uses a" / "Grandad who wears": the person a "who" clause just before the aid is about. */
const WHO_CLAUSE = /([\p{L}'’-]+)\s*,?\s+(?:who|que|qui|der|die|que)\s+[^,]*$/iu;
/** The sentence's opening words: "Her grandma uses…", "Grandpa Joe has…", "Su abuela usa…". */
const OPENING = new RegExp(
  String.raw`^\s*(?:(?:her|his|their|my|our|su|sus|mi|sa|son|ma|seu|sua|ihre|ihr|seine|sein|meine|mein)\s+)?` +
    String.raw`((?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+)`,
  'iu',
);

/**
 * The aids each person around the hero uses, by their name in the cast, from every answer. `heroNames`: the
 * hero's names, whose aids are not read here.
 */
export function castAidsOf(
  answers: ReadonlyArray<{ id?: string; answer?: string } | string> | undefined,
  cast: readonly Person[],
  heroNames: readonly string[] = [],
): Record<string, HeroAid[]> {
  const hero = new Set(heroNames.flatMap((n) => words(n)));
  const people = cast
    .filter((p) => !p.isHero && p.kind !== 'animal')
    .map((p) => ({ name: p.name, words: wordsFor(p, hero) }));
  const text = (Array.isArray(answers) ? answers : [])
    .map((a) => sanitize(String((typeof a === 'string' ? a : a?.answer) ?? '')))
    .join('\n');
  const found: Record<string, Set<HeroAid>> = {};
  const whoIs = (phrase: string | undefined) => {
    const said = words(phrase ?? '');
    if (said.some((w) => hero.has(w))) return undefined;
    return people.find((p) => said.some((w) => p.words.has(w)));
  };
  for (const sentence of text.split(/[.;!?\n]+/)) {
    for (const aid of HERO_AIDS) {
      for (const match of sentence.matchAll(new RegExp(`\\b(?:${AID_WORDS[aid]})`, 'giu'))) {
        const before = sentence.slice(0, match.index);
        const after = sentence.slice(match.index + match[0].length, match.index + match[0].length + 30);
        const owned = POSSESSIVE.exec(before)?.[1];
        // Someone's own by name is theirs ("she pushes Joe's wheelchair"; "Maya's" is the hero's, read by
        // heroAidsOf); otherwise a denial is no one's, and the person named after it, the one a "who" clause is
        // about, or the one the sentence opens with.
        const person = owned
          ? whoIs(owned)
          : NOT_THEIRS.test(before)
            ? undefined
            : (whoIs(OWNER_AFTER.exec(after)?.[1]) ??
              whoIs(WHO_CLAUSE.exec(before)?.[1]) ??
              whoIs(OPENING.exec(before)?.[1]));
        if (!person) continue;
        found[person.name] ??= new Set();
        found[person.name].add(aid);
      }
    }
  }
  return Object.fromEntries(Object.entries(found).map(([name, aids]) => [name, HERO_AIDS.filter((a) => aids.has(a))]));
}
