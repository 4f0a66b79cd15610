// Reading the family and friends answers into people: a proper name if any, a relation (mom, husband, dog), a
// label fit for text ('Mom Rosa', 'Rosa', 'Biscuit the dog', 'the twins', "Maria's husband") and a number.
import type { Person } from './facts';
import { isPlainWords, noEmoji, tidy, wordsOf } from './plainText';
import { listItems, stripLeading, subjectPattern } from './phrases';
import { FRIEND_TITLES, GROUP_RELATIONS, ONE_OF, PETS, RELATIONS, TITLE_RELATIONS } from './nouns';
import { looksEnglish } from './language';
import { capitalize, possessive } from './wording';
import { isVerb } from './verbs';
import type { Pronouns } from './pronouns';
import { anchoredRelations, BY_NAME, namesIn } from './relationAnchors';

const NOT_NAMES = new Set(
  `each other everyone everybody anyone nobody none no one nothing someone somebody all
both many lots lot loads tons too also very some any the a an and or of to in on at for with my his her their our
its is are was were be me him them us you i he she they we it this that these those who what best old dear close
family friends friend people guys gals everyone work school church people n/a na idk dunno yes no not just only
really mostly himself herself themselves myself yourself ourselves coworkers colleagues neighbors from by
into about near`.split(/\s+/),
);

const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const NUMBER = /^(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|1\d)$/i;
const ADJECTIVES = new RegExp(
  '^(?:best|old|dear|beloved|lovely|little|big|older|younger|elder|eldest|oldest|youngest' +
    '|step|late|foster|adopted|adoptive|sweet|crazy|wonderful|amazing|awesome|very|tiny|fat|lazy|grumpy' +
    '|adorable|cute|fluffy' +
    String.raw`|naughty|new|two-year-old|[a-z]+-year-old)\s+`,
);

function isName(word: string): boolean {
  return /^\p{Lu}[\p{L}'’-]*$/u.test(word) && !NOT_NAMES.has(word.toLowerCase()) && !RELATIONS.has(word.toLowerCase());
}

/** Where a description of a person starts: 'Doris | from the bridge club', 'Jake | who cheats at cards'. */
const DESCRIPTION = /\s+(?:from|who|that|whom|since|at|of the|in the|on the|with the)\s+|\s+[-–—:]\s+/i;

const NAME = String.raw`\p{Lu}[\p{L}'’-]*`;
const NAME_LIST = String.raw`${NAME}(?:\s*,\s*${NAME})*(?:,?\s+and\s+${NAME})?`;
const GROUP_NAMES = new RegExp(
  String.raw`\b(${Object.keys(ONE_OF).join('|')})(\s*[,:]\s*|\s+)(${NAME_LIST})(?![\p{L}])`,
  'giu',
);

/** 'the grandkids Chidi, Ada and Tobenna' -> 'grandkid Chidi, grandkid Ada, grandkid Tobenna'. */
function spreadGroups(text: string, lowercaseNames: boolean): string {
  return text.replace(GROUP_NAMES, (whole, group: string, between: string, list: string) => {
    const names = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
    // Lower-case answers have lower-case names; otherwise a lower-case word is not a name ('kids and dogs').
    // After a comma ('my two mums, Jess and Kat') only capitalised names: 'kids, dogs and cats' is a list.
    if (
      names.length < 1 ||
      ((!lowercaseNames || /[,:]/.test(between)) && names.some((n) => !/^\p{Lu}/u.test(n))) ||
      names.some((n) => NOT_NAMES.has(n.toLowerCase()) || RELATIONS.has(n.toLowerCase()))
    )
      return whole;
    return names.map((n) => `${ONE_OF[group.toLowerCase()]} ${n}`).join(', ');
  });
}

/** The hero as a parent, said before the children: 'single mum to', 'proud dad of'. */
const PARENT =
  String.raw`\b(?:(?:single|proud|busy|working|full-time|stay-at-home)\s+)?` +
  String.raw`(?:mum|mom|mother|dad|father|parent|mama|papa)\s+(?:to|of)\s+`;
const PARENT_OF = new RegExp(PARENT, 'giu');
const PARENT_OF_COUNT = new RegExp(
  String.raw`${PARENT}(two|three|four|five|six|seven|eight|nine|ten|[2-9])(?:\s+(?:kids|children|boys|girls))?\b`,
  'giu',
);

// The answer's last bracket may have lost its ')' with the answer's closing marks (noEmoji).
const BRACKETED_RELATION = /(\p{Lu}[\p{L}'’-]*)\s*\(\s*(?:(?:my|his|her|their|our)\s+)?([\p{Ll}-]+)\s*(?:\)|$)/gu;

/** The hero as someone's spouse: 'wife to Dave' (then Dave is the husband). */
const SPOUSE_TO = /\b(wife|husband)\s+(?:to|of)\s+(?=\p{Lu})/gu;
const SPOUSE_OF: Record<string, string> = { wife: 'husband', husband: 'wife' };

/** One of a plural noun: 'pigeons' -> 'pigeon', 'puppies' -> 'puppy'. */
const oneOf = (word: string) => word.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '');

/** One list item as a person: 'my mom Rosa', 'a dog named Biscuit', 'two kids', 'Lisa'. */
function readItem(item: string, heroCall: string, lowercaseNames: boolean): Person | undefined {
  let text = stripLeading(tidy(noEmoji(item)), [
    /^(?:my|his|her|their|our|a|an|the|one|and|especially|mostly|mainly|including|like|plus)\s+/i,
    /^(?:My|His|Her|Their|Our|A|An|The|One)\s+/,
    ADJECTIVES,
    // 'baby brother Sam' is a brother; 'baby Rose' is the baby of the family.
    /^baby\s+(?=(?:brother|sister|son|daughter|girl|boy|cousin|niece|nephew|bro|sis|grand\p{L}+)s?\b)/iu,
    // 'twin daughters Maya and Tara' are daughters (who are twins), not the hero's twin.
    /^twins?\s+(?=(?:daughter|son|brother|sister|girl|boy|grand\p{L}+)s?\b)/iu,
  ]);
  text = text
    .replace(/\s+(?:named|called|nicknamed|aka)\s+/i, ' ')
    .replace(/^([2-9])\s/, (_, d: string) => `${DIGIT_WORDS[Number(d)]} `);
  // 'Doris from the bridge club', 'Jake who cheats at cards': the person is before the description; an age or
  // an aside in brackets ('my son Josh (15)') is about them, not part of the name.
  text = tidy(text.replace(/\([^)]*\)?/g, ' ').split(DESCRIPTION)[0]);
  if (!text || !isPlainWords(text)) return undefined;
  const words = text.split(' ');
  if (words.length > 4 || words.some((w, i) => i > 0 && w.toLowerCase() === words[i - 1].toLowerCase()))
    return undefined;
  const lowerWords = words.map((w) => w.toLowerCase());
  const relIndex = lowerWords.findIndex(
    (w) => RELATIONS.has(w) || PETS.has(w) || PETS.has(oneOf(w)) || GROUP_RELATIONS.has(w),
  );
  const nameWords = words.filter(
    (w, i) =>
      i !== relIndex &&
      (isName(w) || (lowercaseNames && i > relIndex && relIndex >= 0 && !NOT_NAMES.has(w.toLowerCase()) && !isVerb(w))),
  );
  if (relIndex < 0) {
    const only =
      words.length <= 3 &&
      words.every((w) => isName(w) || (lowercaseNames && /^\p{Ll}+$/u.test(w) && !NOT_NAMES.has(w) && !isVerb(w)));
    if (!only) return undefined;
    const name = words.map(capitalize).join(' ');
    return { name, label: name, plural: false, pet: false };
  }
  const relation = lowerWords[relIndex];
  const before = lowerWords.slice(0, relIndex);
  if (before.length > 2 || before.some((w) => !NUMBER.test(w) && (NOT_NAMES.has(w) || isVerb(w)))) return undefined;
  const name = nameWords.length && nameWords.length <= 3 ? nameWords.map(capitalize).join(' ') : undefined;
  // 'his pigeons', 'dogs and cats': animals, several of them (a lower-case answer made them 'Pigeons').
  if (!PETS.has(relation) && PETS.has(oneOf(relation)) && !name)
    return { relation: oneOf(relation), label: `${possessive(heroCall)} ${relation}`, plural: true, pet: true };
  const pet = PETS.has(relation);
  if (GROUP_RELATIONS.has(relation)) {
    if (name) return { name, relation, label: name, plural: false, pet: false }; // 'kids Tom' -> Tom
    const count = before.find((w) => NUMBER.test(w));
    return {
      relation,
      label: `${possessive(heroCall)} ${count ? `${count} ` : ''}${relation}`,
      plural: true,
      pet: false,
    };
  }
  if (name) {
    const label = pet
      ? `${name} the ${relation}`
      : TITLE_RELATIONS.has(relation)
        ? `${capitalize(relation)} ${name}`
        : name;
    return { name, relation, label, plural: false, pet };
  }
  return { relation, label: `${possessive(heroCall)} ${relation}`, plural: false, pet };
}

/** Names in an answer that is not English: capitalised words that are not common words ('Mi mamá Rosa' -> Rosa). */
function namesOnly(text: string): Person[] {
  // A list of names alone ('Jess and Mia', 'jess, mia and ava') starts with a name, not a capitalised word.
  const words = wordsOf(text);
  const connector = (w: string) => /^(?:and|y|e|und|et|och|og|i)$/i.test(w);
  const lower = text === text.toLowerCase();
  const capitalised = lower ? words.map((w) => (connector(w) ? w : capitalize(w))) : words;
  const justNames =
    words.length <= 7 &&
    capitalised.every(
      (w) => connector(w) || (isName(w) && !/^(?:Mi|Mis|Mein|Meine|Ma|Mon|Mes|El|La|Los|Las|Der|Die|Das)$/.test(w)),
    );
  return (justNames ? capitalised : words)
    .filter(
      (w, i, all) =>
        isName(w) &&
        w.length > 1 &&
        (i > 0 || all.length === 1 || justNames) &&
        !/^(?:Mi|Mis|Mein|Meine|Ma|Mon|Mes|El|La|Los|Las|Und|Y|Et|Der|Die|Das)$/.test(w),
    )
    .slice(0, 4)
    .map((name) => ({ name, label: name, plural: false, pet: false }));
}

const TITLED_FRIEND = new RegExp(
  String.raw`^(?:(?:my|his|her|their|our)\s+(?:best\s+)?(?:friend\s+)?)?(Father|Fr\.?|Sister|Reverend` +
    String.raw`|Rev\.?|Pastor|Rabbi|Imam|Coach|Doctor|Dr\.?|Professor` +
    String.raw`|Captain)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)`,
  'u',
);

/** 'Father Okafor from St Anne's' among friends: a friend with a title (a priest), named with it. */
function titledFriend(item: string): Person | undefined {
  const m = TITLED_FRIEND.exec(tidy(noEmoji(item)));
  if (!m) return undefined;
  const title = m[1].replace(/\.$/, '');
  const relation = FRIEND_TITLES[title.toLowerCase()];
  const name = `${title} ${m[2]}`;
  return { name, relation, label: name, plural: false, pet: false };
}

export function readPeople(
  raw: string,
  author: string,
  heroCall: string,
  kind: 'family' | 'friends',
  pronouns?: Pronouns,
): Person[] {
  const clean = noEmoji(raw);
  if (!clean) return [];
  if (!looksEnglish(clean)) return namesOnly(clean);
  const subject = subjectPattern(author);
  let text = stripLeading(clean, [
    new RegExp(
      String.raw`^(?:(?:my|his|her|their)\s+)?(?:best\s+|closest\s+)?(?:friends?|buddies|buddy|pals?|besties?` +
        String.raw`|bffs?|family|family members|folks)\s*(?:are|is|include|:|=|-)?\s+`,
      'i',
    ),
    new RegExp(`^${subject}\\s+(?:has|have|lives with|live with|hangs out with|is friends with)\\s+`, 'i'),
  ]);
  const lowercaseNames = clean === clean.toLowerCase();
  // 'Josh (my son)', 'Óscar (her husband)': the relation in brackets is the name's, as 'my son Josh'.
  text = text.replace(BRACKETED_RELATION, (whole, name: string, word: string) =>
    RELATIONS.has(word) ? `${word} ${name}` : whole,
  );
  const anchors = anchoredRelations(text, pronouns);
  // "Dev's wife Priya" is read as "wife Priya", her relation then the anchor's (Dev's wife: a daughter-in-law).
  text = text.replace(BY_NAME, (whole, _anchor: string, word: string, names: string) =>
    namesIn(names).every((name) => anchors.has(name)) ? `${word} ` : whole,
  );
  // 'wife to Dave' is married to Dave, who is her husband.
  text = text.replace(SPOUSE_TO, (_, word: string) => `${SPOUSE_OF[word.toLowerCase()]} `);
  // 'single mum to Josh (15)', 'proud dad of Leo and Max', 'mother of three': the hero's children, not a mum.
  text = text
    .replace(PARENT_OF_COUNT, (_, count: string) => `${count} kids`)
    .replace(PARENT_OF, (whole: string, at: number, all: string) =>
      /^\p{Lu}/u.test(all.slice(at + whole.length)) ? 'kids ' : whole,
    );
  // 'my son Tom with his wife Ann' lists two people.
  text = text.replace(/\s+with\s+(?=(?:his|her|their)\s)/giu, ' and ');
  const people: Person[] = [];
  for (const item of listItems(spreadGroups(text, lowercaseNames))) {
    // 'Dolores, my neighbour': a name, then who they are, is one person.
    const last = people[people.length - 1];
    if (last?.name && !last.relation && /^(?:my|his|her|their|our)\s/i.test(item)) {
      const merged = readItem(`${item.split(DESCRIPTION)[0]} ${last.name}`, heroCall, lowercaseNames);
      if (merged?.name === last.name && merged.relation) {
        people[people.length - 1] = merged;
        continue;
      }
    }
    const read = (kind === 'friends' ? titledFriend(item) : undefined) ?? readItem(item, heroCall, lowercaseNames);
    // 'her son Staś and his wife Çağla': Çağla's relation is to Staś (relationAnchors.ts).
    const anchor = read?.name ? anchors.get(read.name) : undefined;
    const person = read && anchor ? { ...read, relation: anchor.relation, of: anchor.of } : read;
    if (person && !people.some((p) => p.label === person.label)) people.push(person);
  }
  // Named people lead; groups and unnamed relations follow.
  return people.sort((a, b) => Number(!a.name) - Number(!b.name)).slice(0, kind === 'family' ? 5 : 4);
}
