// The aids the answers give the people around the hero (issue 46): "Her grandma uses a wheelchair", "her
// grandma Rose, who wears hearing aids", "she pushes Grandpa Joe's wheelchair", "la silla de ruedas de su
// abuelo", "Opa Heinz trägt Hörgeräte" put that person of the cast in a wheelchair or with hearing aids in every
// picture they are in, as the hero's own are (heroAids.ts). An aid is someone's only when the words say so
// plainly: theirs by name ("Joe's", "Emmas", "de su abuelo"), or they are the one who uses, wears or has it
// ("Dad is on crutches", "Mum and Dad both wear hearing aids"). Never the hero's (heroAidsOf reads those: "Dad
// takes her to wheelchair basketball" is hers if anyone's), never one denied ("Oma braucht keinen Rollstuhl mehr").
import { HERO_AIDS, type HeroAid } from '../../../shared/heroAids';
import { sanitize } from './plainText';
import { AID_WORDS } from './heroAids';

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

function namesOf(person: Person, hero: ReadonlySet<string>): Names {
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
    const who =
      capitalised(match[0]) && hero.has(word)
        ? 'hero'
        : people.find((p) => p.words.relations.has(word) || (capitalised(match[0]) && p.words.names.has(word)))?.name;
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
  String.raw`(?:uses?|wears?|has|have|had|is\s+(?:in|on)|are\s+(?:in|on)|gets?\s+around\s+(?:in|on|with)` +
  String.raw`|relies\s+on|rely\s+on|needs?|walks?\s+with|usa|usan|lleva|llevan|tiene|tienen|necesita|anda\s+con` +
  String.raw`|va\s+en|porte|portent|utilise|utilisent|a|ont|est\s+en|marche\s+avec|se\s+déplace\s+en|trägt|tragen` +
  String.raw`|benutzt|braucht|hat|haben|sitzt\s+im|ist\s+im|geht\s+mit|läuft\s+mit|usam|tem|têm|anda\s+(?:de|com)` +
  String.raw`|precisa\s+de)`;
/** The little words before the aid: "a", "her new", "des", "einen", "uma". */
const ARTICLES =
  String.raw`(?:(?:a|an|the|his|her|their|two|new|electric|own|un|una|unos|unas|su|sus|des|une|son` +
  String.raw`|sa|ses|leur|leurs|einen|eine|ein|seinen|seine|ihren|ihre|neuen|neue|um|uma|seu|sua|seus|suas|o|os|as|el` +
  String.raw`|la|los|las|le|les|den|das|de|do|da)\s+){0,3}`;
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
/** A denial near an aid named as someone's: "doesn't need Grandpa's wheelchair any more". */
const DENIED =
  /(?:n['’]t|\b(?:not|no\s+longer|never|kein\w*|nicht|nie|plus|jamais|sans|não|nunca|sem|ya\s+no)\b)[^,;]{0,30}$/iu;

/**
 * The aids each person around the hero uses, by their name in the cast, from every answer. `heroNames`: the
 * hero's names, whose aids are not read here.
 */
export function castAidsOf(
  answers: ReadonlyArray<{ id?: string; answer?: string } | string> | undefined,
  cast: readonly Person[],
  heroNames: readonly string[] = [],
): Record<string, HeroAid[]> {
  const hero = new Set(heroNames.flatMap((n) => n.match(WORD) ?? []).map((w) => w.toLowerCase()));
  const people = cast
    .filter((p) => !p.isHero && p.kind !== 'animal')
    .map((p) => ({ name: p.name, words: namesOf(p, hero) }));
  const text = (Array.isArray(answers) ? answers : [])
    .map((a) => sanitize(String((typeof a === 'string' ? a : a?.answer) ?? '')))
    .join('\n');
  const found: Record<string, Set<HeroAid>> = {};
  for (const sentence of text.split(/[.;!?\n]+/)) {
    for (const aid of HERO_AIDS) {
      for (const match of sentence.matchAll(new RegExp(`\\b(?:${AID_WORDS[aid]})`, 'giu'))) {
        const before = sentence.slice(0, match.index);
        const after = sentence.slice(match.index + match[0].length, match.index + match[0].length + 40);
        for (const name of ownersOf(before, after, (words) => mentionsIn(words, hero, people))) {
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
  const ownerBefore = owner && (owner[2] !== 's' || capitalised(owner[1])) ? person(owner[1]) : undefined;
  const ownerAfter = person(OWNER_AFTER.exec(after)?.[1]);
  const named = ownerBefore ?? ownerAfter;
  if (named) return named === 'hero' || DENIED.test(before) ? [] : [named];
  // The one who uses, wears or has it, named just before the words that say so.
  const all = mentions(before);
  const last = all.at(-1);
  if (!last || last.who === 'hero') return [];
  const between = before.slice(last.end).replace(EARLIER_AID, '');
  if (!USES.test(between)) return [];
  if (!BOTH.test(between)) return [last.who];
  return [...new Set(all.map((m) => m.who))].filter((who) => who !== 'hero');
}
