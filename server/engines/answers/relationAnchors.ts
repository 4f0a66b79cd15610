// Whose wife, son or grandmother an answer means. A family answer names people by their relation to the hero
// ('my son Staś'), but also to someone else it just named ('her son Staś and his wife Çağla': Çağla is Staś's
// wife, the hero's daughter-in-law), and a family word can name a generation rather than a relation ('Grandma
// Rose' in a grandfather's family is his wife: she is Grandma to the grandchildren). Read as the hero's own,
// those make the hero's daughter-in-law their wife.
import type { Person } from './facts';
import { GRANDFATHER, GRANDMOTHER } from './familyAddress';
import { GRANDCHILD, ONE_OF, RELATION_MEANING } from './nouns';
import type { Pronouns } from './pronouns';
import { escapeRegExp } from './phrases';
import { capitalize } from './wording';

const NAME = String.raw`\p{Lu}[\p{L}'’-]*`;
const NAMES = String.raw`${NAME}(?:\s*,\s*${NAME})*(?:,?\s+and\s+${NAME})?`;
/**
 * 'son Staś and his wife Çağla', 'sister Mia, her husband Tom', 'wife Ann and their kids Mo and Jo': a possessive
 * after a named relative, and whom it names.
 */
const AFTER_A_RELATIVE = new RegExp(
  String.raw`(?:\b([Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+)?\b([\p{Ll}-]+)\s+(${NAME})` +
    String.raw`\s*(,\s*|\s+)(and|with|&|plus)?\s*(his|her|their)\s+(?:twin\s+)?([\p{Ll}-]+)\s+(${NAMES})`,
  'gu',
);

const HIS = new RegExp(
  '^(?:son|stepson|brother|stepbrother|half-brother|dad|father|grandson|nephew|husband|boyfriend|fiance|fiancé' +
    '|uncle|grandpa|cousin)$',
);
const HERS = new RegExp(
  '^(?:daughter|stepdaughter|sister|stepsister|half-sister|mom|mother|granddaughter|niece|wife|girlfriend' +
    '|fiancee|fiancée|aunt|grandma|cousin)$',
);
/** Relations whose word says no gender: a possessive after them may be his or hers. */
const NEUTRAL = /^(?:partner|spouse|cousin|kid|child|baby|sibling|twin|friend|bestie|fiance|fiancé)$/;
const CHILD = /^(?:son|daughter|stepson|stepdaughter|kid|child)$/;
/** The hero's children, each as the answer names them ('kid Sam', 'one of their twins'). */
const CHILDREN = /^(?:son|daughter|stepson|stepdaughter|kid|child|baby|twins?|triplets)$/;
const SIBLING = /^(?:brother|sister|stepbrother|stepsister|half-brother|half-sister)$/;
const SPOUSE = /^(?:wife|husband|spouse)$/;
/** A couple's children ('his wife Ann and their kids'): the couple's own relation to the hero says whose. */
const COUPLE = /^(?:wife|husband|spouse|partner|girlfriend|boyfriend|fiance|fiancé|fiancee|fiancée)$/;
const GRANDCHILDREN: Record<string, string> = {
  son: 'grandson',
  daughter: 'granddaughter',
  kid: 'grandkid',
  child: 'grandchild',
  baby: 'grandchild',
};

/** The anchor's relation to the hero and the other's to the anchor, as one to the hero, when English has one. */
const COMPOSED: Array<[RegExp, Record<string, string>]> = [
  [CHILD, { wife: 'daughter-in-law', husband: 'son-in-law', ...GRANDCHILDREN }],
  [/^(?:daughter|son)-in-law$/, GRANDCHILDREN],
  [SIBLING, { wife: 'sister-in-law', husband: 'brother-in-law', son: 'nephew', daughter: 'niece' }],
  [/^(?:sister|brother)-in-law$/, { son: 'nephew', daughter: 'niece' }],
  [SPOUSE, { mom: 'mother-in-law', dad: 'father-in-law', brother: 'brother-in-law', sister: 'sister-in-law' }],
];

const MOTHERLY: Record<string, string> = { mum: 'mom', mam: 'mom', mummy: 'mom', mother: 'mom', father: 'dad' };
/** What a relation word means in the dialogue's English ('mum' is mom, 'nan' grandma). */
const meaning = (word: string) => MOTHERLY[word] ?? RELATION_MEANING[word] ?? word;
/** "Dev's wife Priya", "Anna's boys Leo and Max": a relation said by the name of someone named before. */
export const BY_NAME = new RegExp(String.raw`\b(${NAME})['’]s\s+(?:twin\s+)?([\p{Ll}-]+)\s+(?=(${NAMES}))`, 'gu');
/** Whether a word is a relation the anchors read ('wife', 'sons', 'girls'). */
const isRelation = (word: string) => {
  const one = ONE_OF[word] ?? meaning(word);
  return HIS.test(one) || HERS.test(one) || NEUTRAL.test(one) || word in ONE_OF;
};
/** The names of a list: 'Maya and Tara', 'Mo, Jo and Flo'. */
export const namesIn = (names: string) => names.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);

export interface Anchor {
  /** The relation to the hero, when one word says it ('daughter-in-law'); else the relation to `of`. */
  relation: string;
  /** Whose relation it is, when not the hero's and no word says it as the hero's: 'Staś' (his girlfriend). */
  of?: string;
}

/**
 * People whose relation in the answer is to someone else it names, by name: 'her son Staś and his wife Çağla'
 * gives Çağla → daughter-in-law. A possessive is the named relative's when it fits them and is not the hero's (the
 * hero is 'her', the word is 'his'; 'my son Tom, his wife'), or is joined to them by 'and'/'with' ('son Tom and his
 * wife'); never when it repeats the relative's own ('her daughter Amy and her son Sam' are both the hero's).
 */
export function anchoredRelations(text: string, hero: Pronouns | undefined): Map<string, Anchor> {
  const anchored = new Map<string, Anchor>();
  // "His son Dev and Dev's wife Priya": Priya is Dev's wife, the hero's daughter-in-law.
  for (const m of text.matchAll(new RegExp(BY_NAME.source, BY_NAME.flags))) {
    const [, anchorName, word, names] = m;
    if (!isRelation(word.toLowerCase())) continue;
    // The anchor's relation to the hero, as the answer said it before ('son Dev').
    const said = new RegExp(String.raw`\b([\p{Ll}-]+)\s+${escapeRegExp(anchorName)}(?![\p{L}])`, 'u').exec(
      text.slice(0, m.index),
    );
    if (!said) continue;
    const anchor = anchored.get(anchorName)?.relation ?? meaning(said[1].toLowerCase());
    const relation = ONE_OF[word.toLowerCase()] ?? meaning(word.toLowerCase());
    const composed = COMPOSED.find(([pattern]) => pattern.test(anchor))?.[1][relation];
    const own = ONE_OF[word.toLowerCase()] ?? word.toLowerCase();
    for (const name of namesIn(names))
      anchored.set(name, composed ? { relation: composed } : { relation: own, of: anchorName });
  }
  const re = new RegExp(AFTER_A_RELATIVE.source, AFTER_A_RELATIVE.flags);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [whole, anchorsPossessive, anchorWord, anchorName, , joined, possessive, word, names] = m;
    // The named ones may anchor the next ('son Tom, his wife Ann and their kids'): look again from them.
    re.lastIndex = m.index + whole.lastIndexOf(`${word} `);
    const given = meaning(anchorWord.toLowerCase());
    // A relative met earlier in the answer stands for their relation to the hero ('wife Ann' is the son's).
    const anchor = anchored.get(anchorName)?.relation ?? given;
    // 'his' fits a son; either fits a partner or a cousin, whose word does not say.
    // 'their' after a couple: theirs when joined to them ('wife Ann and their kids'), or when the couple is not
    // the hero's own ("Dev's wife Priya, their twin daughters": Priya is the hero's daughter-in-law).
    const fits =
      possessive === 'their'
        ? COUPLE.test(given) && (Boolean(joined) || anchored.has(anchorName))
        : NEUTRAL.test(given) ||
          (possessive === 'his' ? HIS.test(anchor) || HIS.test(given) : HERS.test(anchor) || HERS.test(given));
    // 'my son Tom, his wife Ann': the possessive changed, so it is no longer the hero's.
    const notTheHeros =
      (hero !== undefined && hero.possessive !== possessive) ||
      (anchorsPossessive !== undefined && anchorsPossessive.toLowerCase() !== possessive);
    // 'her daughter Amy and her son Sam': the same possessive twice is a list of the hero's own.
    const parallel = anchorsPossessive?.toLowerCase() === possessive;
    if (!fits || parallel || !(notTheHeros || joined || possessive === 'their')) continue;
    const relation = ONE_OF[meaning(word.toLowerCase())] ?? meaning(word.toLowerCase());
    const composed = COMPOSED.find(([pattern]) => pattern.test(anchor))?.[1][relation];
    for (const name of namesIn(names)) {
      // Not composed, the relation keeps the answer's own word ('Alex's mum', not 'mom').
      const own = ONE_OF[word.toLowerCase()] ?? word.toLowerCase();
      anchored.set(name, composed ? { relation: composed } : { relation: own, of: anchorName });
    }
  }
  return anchored;
}

/** The answer without the possessives that belong to someone other than the hero (for reading the hero's gender). */
export function withoutOthersPossessives(text: string, hero: Pronouns | undefined): string {
  const anchored = anchoredRelations(text, hero);
  if (!anchored.size) return text;
  return text.replace(/\b(?:his|her)\s+(?=(?:twin\s+)?[\p{Ll}-]+\s+(\p{Lu}[\p{L}'’-]*))/gu, (whole, name: string) =>
    anchored.has(name) ? '' : whole,
  );
}

/**
 * A grandparent's partner named as the grandchildren call them ('Grandma Rose' in a grandfather's family) is the
 * hero's wife or husband, unless the answer says whose grandma she is ('my grandma Rose'). Only where the hero has
 * grandchildren and a gender the word does not share (a grandmother's 'Grandma Rose' may be her own mother).
 */
export function grandparentAsPartner(people: Person[], familyText: string, hero: Pronouns | undefined): Person[] {
  const grandparent = people.some((p) => GRANDCHILD.test(meaning(p.relation ?? '')));
  if (!grandparent || !hero) return people;
  return people.map((p) => {
    const word = meaning(p.relation ?? '');
    const partner =
      hero.subject === 'he' && GRANDMOTHER.test(word)
        ? 'wife'
        : hero.subject === 'she' && GRANDFATHER.test(word)
          ? 'husband'
          : undefined;
    if (!partner || !p.name) return p;
    return saidAsSomeones(p, familyText) ? p : { ...p, relation: partner };
  });
}

/**
 * A grandparent named as the hero's children call them ('Nan', 'Grandma Rose') in the family of a hero who has
 * children and no grandchildren is the children's grandparent, not the hero's ("Their kids Sam and Ellie, and
 * Nan": Sam and Ellie's nan), unless the answer says whose ('my nan'). The hero is their child or their child's
 * partner, which the answer does not say, so the book says whose grandparent they are.
 */
export function grandparentOfTheChildren(people: Person[], familyText: string): Person[] {
  const children = people.filter((p) => p.name && CHILDREN.test(meaning(p.relation ?? '')));
  if (!children.length || people.some((p) => GRANDCHILD.test(meaning(p.relation ?? '')))) return people;
  const theirs = children.map((c) => c.name as string);
  const of = theirs.length > 2 ? 'the children' : theirs.join(' and ');
  return people.map((p) => {
    const word = meaning(p.relation ?? '');
    if (p.of || !(GRANDMOTHER.test(word) || GRANDFATHER.test(word))) return p;
    if (saidAsSomeones(p, familyText)) return p;
    // Unnamed, they are called as the children call them ('Nan').
    const called = capitalize(p.relation ?? '');
    return p.name ? { ...p, of } : { ...p, of, name: called, label: called };
  });
}

/** Whether the answer says whose relative someone is ('my grandma Rose', 'their nan'), not only their title. */
function saidAsSomeones(p: Person, familyText: string): boolean {
  const named = p.name ? String.raw`\s+${escapeRegExp(p.name)}` : '';
  return new RegExp(
    String.raw`\b(?:my|his|her|their|our)\s+(?:\p{Ll}+\s+)?${escapeRegExp(p.relation ?? '')}${named}\b`,
    'iu',
  ).test(familyText);
}
