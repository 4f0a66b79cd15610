// The aids the answers give the people around the hero (issue 46): "Her grandma uses a wheelchair", "her
// grandma Rose, who wears hearing aids", "she pushes Grandpa Joe's wheelchair", "la silla de ruedas de su
// abuelo", "Opa Heinz trägt Hörgeräte" put that person of the cast in a wheelchair or with hearing aids in every
// picture they are in, as the hero's own are (heroAids.ts). An aid is someone's only when the words say so
// plainly: theirs by name ("Joe's", "Emmas", "de su abuelo"), or they are the one who uses, wears or has it
// ("Dad is on crutches", "Mum and Dad both wear hearing aids"). Never the hero's (heroAidsOf reads those: "Dad
// takes her to wheelchair basketball" is hers if anyone's), never one denied ("Oma braucht keinen Rollstuhl mehr").
import { HERO_AIDS, type HeroAid } from '../../../shared/heroAids';
import { sanitize } from './plainText';
import { AID_WORDS, ALWAYS_WITH, DENIAL, aidPattern } from './aidWords';

/** A cast member as the script has them: a name and a role ("her grandma", "Maya's brother"). */
export interface CastPerson {
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
  ['husband', 'marido', 'esposo', 'ehemann'],
  ['wife', 'esposa', 'ehefrau'],
  ['son', 'hijo', 'fils', 'sohn', 'filho'],
  ['daughter', 'hija', 'fille', 'tochter', 'filha'],
  ['uncle', 'tío', 'oncle', 'onkel', 'tio'],
  ['aunt', 'auntie', 'tía', 'tante', 'tia'],
  ['cousin', 'primo', 'prima', 'cousine', 'vetter'],
  ['partner', 'boyfriend', 'girlfriend', 'fiancé', 'fiancée'],
  ['friend', 'amigo', 'amiga', 'ami', 'amie', 'freund', 'freundin'],
];
/** A role's first word when it says whose ("her grandma", "son grand-père", "ihr Opa"): not the person. */
const WHOSE = new Set(
  'her his their my our su sus mi son sa ses ma mon leur ihr ihre sein seine mein meine seu sua o a os as'.split(' '),
);

const WORD = /[\p{L}'’-]+/gu;
const capitalised = (word: string) => word[0] !== word[0].toLowerCase();
const bare = (word: string) => word.toLowerCase().replace(/['’]s$/, '');

/** Words that name someone: a name's words (written with a capital), and relation words (any case). */
interface Names {
  names: Set<string>;
  relations: Set<string>;
}

function namesOf(person: CastPerson, hero: ReadonlySet<string>): Names {
  const names = new Set((person.name.match(WORD) ?? []).filter((w) => w.length > 1).map((w) => w.toLowerCase()));
  const role = (person.role.toLowerCase().match(WORD) ?? []).filter((w) => !hero.has(bare(w)));
  if (role.length > 1 && WHOSE.has(role[0])) role.shift();
  const relations = new Set<string>();
  for (const word of role)
    for (const same of SAME_PERSON.find((group) => group.includes(word)) ?? []) relations.add(same);
  // A relation word in the name ("Grandma Rose") counts in any case, like the role's.
  for (const word of names)
    for (const same of SAME_PERSON.find((group) => group.includes(word)) ?? []) relations.add(same);
  return { names, relations };
}

/** A person (or the hero) named in the words, where. */
interface Mention {
  who: string | 'hero';
  start: number;
  end: number;
}

/** The people the words name, in order: a name written with a capital, or a relation word of theirs. */
function mentionsIn(text: string, hero: ReadonlySet<string>, people: { name: string; words: Names }[]): Mention[] {
  const out: Mention[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = bare(match[0]);
    const start = match.index;
    const end = start + match[0].length;
    const named = capitalised(match[0]);
    // "a brother", "Mum's sister": not the one of the cast.
    const theirOwn = !NOT_THEIR_OWN.test(text.slice(0, start));
    const who =
      named && hero.has(word)
        ? 'hero'
        : people.find((p) => (named && p.words.names.has(word)) || (theirOwn && p.words.relations.has(word)))?.name;
    if (!who) continue;
    // "Grandma Rose": one mention of one person.
    const last = out.at(-1);
    if (last?.who === who && /^\s*$/.test(text.slice(last.end, start))) last.end = end;
    else out.push({ who, start, end });
  }
  return out;
}

/** Saying someone uses, wears or has something, in the five languages: "uses", "is on", "trägt", "a", "tem". */
const USING =
  String.raw`(?:uses?|wears?|has|have|is\s+(?:in|on)|are\s+(?:in|on)|gets?\s+around\s+(?:in|on|with)` +
  String.raw`|relies\s+on|rely\s+on|needs?|walks?\s+with|usa|usan|lleva|llevan|tiene|tienen|necesita|anda\s+con` +
  String.raw`|va\s+en|porte|portent|utilise|utilisent|a|ont|est\s+en|marche\s+avec|se\s+déplace\s+en|trägt|tragen` +
  String.raw`|benutzt|braucht|hat|haben|sitzt\s+im|ist\s+im|geht\s+mit|läuft\s+mit|usam|tem|têm|anda\s+(?:de|com)` +
  String.raw`|precisa\s+de)`;
/**
 * The little words before the aid: "a", "his new", "des", "einen", "uma". Not a possessive that may be the
 * hero's ("her", "su", "son", "ihren"): "Her dad has her wheelchair" is hers.
 */
const ARTICLES =
  String.raw`(?:(?:a|an|the|his|two|new|electric|own|un|una|unos|unas|des|une|einen|eine|ein|seinen|seine|neuen` +
  String.raw`|neue|um|uma|o|os|as|el|la|los|las|le|les|den|das|de|do|da)\s+){0,3}`;
/** What may stand between someone and their aid: "uses a", ", who wears", "is on", "both wear", "trägt", "a des". */
const USES = new RegExp(
  String.raw`^\s*(?:,?\s*(?:who|que|qui|der|die|which)\s+)?` +
    String.raw`(?:(?:both|also|now|still|always|beide|auch|jetzt|también|ahora|aussi|maintenant|também|agora` +
    String.raw`|ambos|ambas|los\s+dos|las\s+dos|tous\s+les\s+deux|toutes\s+les\s+deux|os\s+dois|as\s+duas)\s+)*` +
    String.raw`${USING}\s+${ARTICLES}$`,
  'iu',
);
/** An aid said just before in the same breath: "uses a wheelchair and" (…wears hearing aids). */
const EARLIER_AID = new RegExp(
  String.raw`${USING}\s+${ARTICLES}(?:${Object.values(AID_WORDS).join('|')})\s*(?:,|and|y|et|und|e)\s+`,
  'giu',
);
/** "both wear": the aid is each of the people named before it. */
const BOTH =
  /^\s*(?:both|beide|ambos|ambas|los\s+dos|las\s+dos|tous\s+les\s+deux|toutes\s+les\s+deux|os\s+dois|as\s+duas)\b/iu;
/** Whose it is, said just before it: "Joe's", "her grandma's", "Emmas" (German, a name's genitive). */
const OWNER_BEFORE = /([\p{L}'’-]+?)(['’]s|s)\s+(?:[\p{L}-]+\s+){0,2}$/u;
/** Whose it is, said after it: "de su abuelo", "de sa grand-mère", "ihrer Oma", "da Ana", "von Emma". */
const OWNER_AFTER = new RegExp(
  String.raw`^\s*(?:(?:de|do|da|von)\s+(?:(?:su|sus|mi|sa|son|ma|mon|seu|sua|la|el|der|dem)\s+)?|d['’]` +
    String.raw`|(?:ihrer|ihres|seiner|seines|meiner|meines)\s+)([\p{L}'’-]+)`,
  'iu',
);
/** A verb between an owner and the aid: "Mum's sister wears" is not Mum's. */
const GAP_VERB = /\b(?:is|are|has|have|got|uses?|wears?|needs?|hat|trägt|tiene|usa|tem|lleva|porte|a)\b/iu;
/** Not someone's own but made, lent or meant for another: "has a wheelchair for her", "a leg he made for her". */
const FOR_ANOTHER =
  /^[^,;]*?\b(?:(?:for|für|pour|para)\s+(?:her|him|them|ihr|sie|ela|ele)\b|lent|made|built|bought|gebaut|gekauft)/iu;
/** A thing of the aid, not the aid: "wheelchair-accessible van", "wheelchair ramp", "hearing aid shop". */
const THING_OF_IT = new RegExp(
  String.raw`^(?:[-‐]\p{L}|\s+(?:ramps?|vans?|cars?|lifts?|taxis?|basketball|racing|rugby|tennis|teams?|races?` +
    String.raw`|users?|shops?|repairs?|batter(?:y|ies)|charit(?:y|ies)|friendly|accessible|sports?|danc(?:e|ing)` +
    String.raw`|fencing|business)\b)`,
  'iu',
);
/** A German compound of the aid that is something else ("Rollstuhlrampe", "Hörgerätebatterien"). */
const GERMAN_COMPOUND = /^(?:rollstuhl|h[öo]rger[äa]t)/iu;
const GERMAN_AID = /^(?:rollstuhl(?:s|es|e|n|fahrer|fahrerin)?|h[öo]rger[äa]te?n?s?)$/iu;
/** "a brother", "Mum's sister": a relation word that is not the cast's own one. */
const NOT_THEIR_OWN = /(?:\b(?:a|an|another|un|una|une|ein|eine|einen|um|uma)\s+|['’]s\s+)$/iu;
/** The words between two people said together: "Mum and Dad", "Oma und Opa", "Ana y Luis". */
const JOINED = /^\s*(?:,|and|&|y|et|und|e)\s*$/iu;
/** A denial near an aid named as someone's: "doesn't need Grandpa's wheelchair any more". */
const DENIED = new RegExp(String.raw`${DENIAL}[^,;]{0,30}$`, 'iu');

/** Reads whose the aids said in a sentence are, for one cast (built once per book). */
export interface CastAidReader {
  /** The cast members an aid found at `index` (of `length`) in `sentence` belongs to; [] for none or the hero. */
  ownersAt(sentence: string, index: number, length: number): string[];
}

/** `heroNames`: the (first) hero's names; a second hero ("Anna and Ben") is read like anyone of the cast. */
export function castAidReader(cast: readonly CastPerson[], heroNames: readonly string[]): CastAidReader {
  const hero = new Set(heroNames.flatMap((n) => n.match(WORD) ?? []).map((w) => w.toLowerCase()));
  const isFirstHero = (p: CastPerson) => p.isHero && (p.name.match(WORD) ?? []).some((w) => hero.has(w.toLowerCase()));
  const people = cast
    .filter((p) => !isFirstHero(p) && p.kind !== 'animal')
    .map((p) => ({ name: p.name, words: namesOf(p, hero) }));
  const mentions = (words: string) => mentionsIn(words, hero, people);
  return {
    ownersAt(sentence, index, length) {
      const aid = sentence.slice(index, index + length);
      const after = sentence.slice(index + length, index + length + 60);
      // A thing of the aid ("wheelchair ramp", "Rollstuhlrampe") is not the aid; one made for another not theirs.
      if (THING_OF_IT.test(after) || (GERMAN_COMPOUND.test(aid) && !GERMAN_AID.test(aid))) return [];
      const clause = after.split(/[,;]/)[0];
      if (FOR_ANOTHER.test(clause) || mentions(clause).some((m) => m.who === 'hero')) return [];
      return ownersOf(sentence.slice(0, index), after, mentions);
    },
  };
}

/**
 * The aids each person around the hero uses, by their name in the cast, from every answer. `heroNames`: the
 * hero's names, whose aids are not read here.
 */
export function castAidsOf(
  answers: ReadonlyArray<{ id?: string; answer?: string } | string> | undefined,
  cast: readonly CastPerson[],
  heroNames: readonly string[] = [],
): Record<string, HeroAid[]> {
  const reader = castAidReader(cast, heroNames);
  const text = (Array.isArray(answers) ? answers : [])
    .map((a) => sanitize(String((typeof a === 'string' ? a : a?.answer) ?? '')))
    .join('\n');
  const found: Record<string, Set<HeroAid>> = {};
  for (const sentence of text.split(/[.;!?\n]+/)) {
    for (const aid of HERO_AIDS) {
      for (const match of sentence.matchAll(aidPattern(aid))) {
        for (const name of reader.ownersAt(sentence, match.index, match[0].length)) {
          found[name] ??= new Set();
          found[name].add(aid);
        }
      }
    }
  }
  return Object.fromEntries(Object.entries(found).map(([name, aids]) => [name, HERO_AIDS.filter((a) => aids.has(a))]));
}

/** Whose an aid is, from the words before and after it: the people of the cast it is said to be theirs. */
function ownersOf(before: string, after: string, mentions: (words: string) => Mention[]): string[] {
  const person = (words: string | undefined) => (words ? mentions(words)[0]?.who : undefined);
  // Theirs by name, just before it or after it ("Joe's wheelchair", "de su abuelo"): the hero's is no one's here.
  const owner = OWNER_BEFORE.exec(before);
  const gap = owner ? before.slice(owner.index + owner[1].length + owner[2].length) : '';
  const ownerBefore =
    owner && (owner[2] !== 's' || capitalised(owner[1])) && !GAP_VERB.test(gap) ? person(owner[1]) : undefined;
  const ownerAfter = person(OWNER_AFTER.exec(after)?.[1]);
  const named = ownerBefore ?? ownerAfter;
  if (named) return named === 'hero' || (DENIED.test(before) && !ALWAYS_WITH.test(before)) ? [] : [named];
  // The one who uses, wears or has it, named just before the words that say so.
  const all = mentions(before);
  const last = all.at(-1);
  if (!last || last.who === 'hero') return [];
  const between = before.slice(last.end).replace(EARLIER_AID, '');
  if (!USES.test(between)) return [];
  if (!BOTH.test(between)) return [last.who];
  // "Mum and Dad both wear": the people said together just before, no one earlier in the sentence.
  const together = [last];
  for (let i = all.length - 2; i >= 0 && JOINED.test(before.slice(all[i].end, together[0].start)); i--)
    together.unshift(all[i]);
  return together.some((m) => m.who === 'hero') ? [] : [...new Set(together.map((m) => m.who))];
}
