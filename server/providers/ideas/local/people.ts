// The family and friends answers as comic characters ('my mom Rosa' -> 'Mom Rosa'), with group detection for verbs.
import { sanitize, tidy, withoutEmoji } from './plainText';
import { cutWords } from './textLimits';
import { capitalize, decapitalizeFirst } from './wording';
import { listItems, stripLeading, subjectPattern } from './answerPhrases';

const RELATIONS = new Set([
  'mom', 'mum', 'mommy', 'mummy', 'mother', 'dad', 'daddy', 'father', 'grandma', 'grandpa', 'grandmother',
  'grandfather', 'granny', 'gran', 'nana', 'nan', 'papa', 'mama', 'brother', 'sister', 'aunt', 'auntie',
  'uncle', 'cousin', 'son', 'daughter', 'wife', 'husband', 'partner', 'baby', 'niece', 'nephew', 'stepmom',
  'stepdad', 'fiance', 'fiancé', 'fiancee', 'fiancée', 'girlfriend', 'boyfriend', 'twin', 'grandson',
  'granddaughter', 'stepson', 'stepdaughter', 'bro', 'sis',
]);
const PLURAL_RELATIONS = new Set([
  'kids', 'children', 'sons', 'daughters', 'brothers', 'sisters', 'parents', 'twins', 'cousins', 'grandkids',
  'grandchildren', 'grandparents', 'siblings', 'nieces', 'nephews', 'aunts', 'uncles',
]);

/** A family member or friend as a comic character: 'my mom Rosa' -> 'Mom Rosa', 'a cat named Tom' -> 'Tom the cat'. */
function characterName(item: string): string {
  let text = stripLeading(item, [
    /^(?:my|his|her|their|our)\s+/i,
    /^(?:a|an|the|one)\s+/i,
    /^(?:best|old|dear|beloved|lovely|little|big|older|younger|elder|oldest|youngest|twin|baby|kid|step)\s+(?=\S+\s)/i,
  ]);
  const named = /^(.+?)\s+(?:named|called|aka|a\.k\.a\.?)\s+(.+)$/i.exec(text);
  if (named) {
    const role = tidy(named[1]);
    const name = tidy(named[2]);
    const roleWord = role.toLowerCase();
    text = RELATIONS.has(roleWord) ? `${capitalize(roleWord)} ${name}` : `${name} the ${decapitalizeFirst(role)}`;
  }
  const words = text.split(' ');
  const head = words[0]?.toLowerCase() ?? '';
  if (RELATIONS.has(head)) return [capitalize(head), ...words.slice(1)].join(' ');
  if (PLURAL_RELATIONS.has(head)) return words.length > 1 ? words.slice(1).join(' ') : `the ${head}`; // 'kids Tom' -> 'Tom'
  if (NUMBER_WORD.test(head) && PLURAL_RELATIONS.has(words[1]?.toLowerCase() ?? '')) {
    return `the ${head.toLowerCase()} ${words[1].toLowerCase()}`;
  }
  return text;
}

const NUMBER_WORD = /^(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|1\d)$/i;
const PLURAL_VALUE = new RegExp(
  `^the (?:(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|1\\d) )?(?:${[...PLURAL_RELATIONS].join('|')})$`,
  'i',
);

/** True for group values like 'the kids' that take 'are' rather than 'is'. */
export function isPluralValue(value: string): boolean {
  return PLURAL_VALUE.test(value);
}

export function extractPeople(raw: string, author: string, kind: 'family' | 'friends'): string[] {
  const subject = subjectPattern(author);
  const lead =
    kind === 'friends'
      ? [
          /^(?:(?:my|his|her|their)\s+)?(?:best\s+|closest\s+|bestest\s+)?(?:friends?|buddies|buddy|pals?|besties?|bff)\s*(?:are|is|include|:|=|-)?\s+/i,
          new RegExp(`^${subject}\\s+(?:has|have|hangs out with|is friends with)\\s+`, 'i'),
        ]
      : [
          /^(?:(?:my|his|her|their)\s+)?(?:family|family members|folks)\s*(?:are|is|include|:|=|-)?\s+/i,
          new RegExp(`^${subject}\\s+(?:has|have|lives with|live with)\\s+(?:a\\s+|an\\s+)?`, 'i'),
        ];
  const text = stripLeading(sanitize(raw), lead);
  return listItems(text)
    .map((item) => cutWords(withoutEmoji(characterName(item)), 40))
    .filter((item) => item && !/^(?:none|nobody|no one|n\/a|na|nothing|-)$/i.test(item))
    .sort((a, b) => Number(isPluralValue(a)) - Number(isPluralValue(b))) // named people lead, 'the kids' follow
    .slice(0, 4);
}
