// What the hero's children and grandchildren call the hero: the answer's own word when it gives one ('they
// call me abuela', 'Grandma to six', 'who calls me Granda'), else the usual word for the hero's gender in the
// answers' English ('Nan' where they write 'Mum' and 'neighbour', 'Grandma' elsewhere), else none: a child
// whose grandparent's gender the answers do not say talks to them without a name, never by their first name.
import type { Pronouns } from './pronouns';
import { capitalize } from './wording';

export interface FamilyAddress {
  /** What the hero's own children call the hero: 'Mum', 'Dad', 'Mamá'. */
  child?: string;
  /** What the hero's grandchildren call the hero: 'Nan', 'Grandad', 'Abuela'. */
  grandchild?: string;
}

/** What grandchildren call a grandmother, in the languages families write in ('Nan', 'Babcia', 'Abuela'). */
export const GRANDMOTHER = new RegExp(
  '^(?:grandma|granny|gran|nan|nana|nanna|nannie|grandmother|grams|gram|gramma|grandmama|abuela' +
    '|abuelita|nonna|oma|ouma|babcia|baba|lola|bubbe|bubby|savta|yiayia|giagia|kuia|dadi|nani' +
    '|ammamma|obaachan|halmeoni|mimi|gigi|meemaw|mamaw|memaw|glamma)$',
  'i',
);
/** What grandchildren call a grandfather ('Granda', 'Dziadek', 'Opa'). */
export const GRANDFATHER = new RegExp(
  '^(?:grandpa|grandad|granddad|granda|grandfather|gramps|grampa|grandpapa|abuelo|abuelito|nonno' +
    '|opa|oupa|dziadek|lolo|zayde|zaide|saba|papou|pappous|koro|dada|thatha|ojiichan|harabeoji|pop' +
    '|pops|poppy|pop-pop|pawpaw|papaw|grandy)$',
  'i',
);
const MOTHER = /^(?:mum|mom|mam|mammy|mummy|mommy|ma|mama|mamá|mami|mother|maman|mutti|amma|ammi|ima|umma)$/i;
const FATHER = /^(?:dad|daddy|da|pa|papa|papá|papi|father|pop|baba|abba|appa|abbu|vati)$/i;

/** Words the answers use that say British or Irish English ('Mum', 'neighbour', 'Year 5', 'Granda'). */
const BRITISH = new RegExp(
  String.raw`\b(?:mum|mummy|mam|mammy|nan|granda|grandad|neighbour\w*|favourite|colour\w*|organis\w+` +
    String.raw`|year \d+|primary \d|P[1-7]|sixth form|a levels?|gcses?|uni|lads|mates?|wee|chippy|pub|telly` +
    String.raw`|maths|postman|postwoman|postie|lorry)\b`,
  'i',
);

const SHE_WORDS = new RegExp(
  String.raw`\b(?:mum|mom|mother|grandma|granny|nan|nana|grandmother|wife|housewife|waitress|actress` +
    '|postwoman|businesswoman|chairwoman|headmistress|nun|seamstress|stewardess|landlady|dinner lady' +
    String.raw`|lollipop lady|lady|girl|woman|abuela|nonna|oma|babcia)\b`,
  'i',
);
const HE_WORDS = new RegExp(
  String.raw`\b(?:dad|father|grandpa|grandad|granddad|granda|grandfather|husband|househusband|postman` +
    '|fisherman|businessman|chairman|headmaster|fireman|policeman|milkman|landlord|bloke|guy|lad|boy' +
    String.raw`|man|abuelo|nonno|opa|dziadek)\b`,
  'i',
);

/** The hero's gender as the answers give it: their pronouns, then a title or the words they use of themselves. */
export function heroGender(job: string, author: string, pronouns: Pronouns | undefined): 'she' | 'he' | undefined {
  if (pronouns) return pronouns.subject === 'she' ? 'she' : 'he';
  if (/^(?:mrs|ms|miss|lady|dame|granny|grandma|nana|nan|auntie|aunt)\.?\s/i.test(author)) return 'she';
  if (/^(?:mr|sir|lord|grandpa|grandad|granda|uncle)\.?\s/i.test(author)) return 'he';
  // Only words about the hero: the job answer, not the family's.
  const she = SHE_WORDS.test(job);
  const he = HE_WORDS.test(job);
  return she && !he ? 'she' : he && !she ? 'he' : undefined;
}

const WORD = String.raw`["“'‘]?(\p{L}[\p{L}'’-]*)["”'’]?`;
/** 'they call me abuela', 'who calls me Granda', 'known as Nana to the kids'. */
const CALLED = new RegExp(
  String.raw`\b(?:calls?|called|call)\s+(?:me|her|him|them)\s+${WORD}|\bknown as\s+${WORD}`,
  'iu',
);
/** 'Grandma to six', 'proud nana of 4', "I'm Mimi to my grandkids", 'mum of two'. */
const SELF = new RegExp(
  String.raw`(?:^|\b(?:i'?m|i am|she'?s|she is|he'?s|he is)\s+)(?:a\s+|the\s+|proud\s+|busy\s+|full-time\s+)*` +
    String.raw`${WORD}\s+(?:to|of)\s+(?:my\s+|her\s+|his\s+|\d+|[a-z]+\s)`,
  'iu',
);

/** The family word for the hero that the answers themselves give, if any. */
function ownWord(texts: string[]): string | undefined {
  for (const text of texts) {
    const called = CALLED.exec(text);
    const word = called?.[1] ?? called?.[2] ?? SELF.exec(text)?.[1];
    const family =
      word !== undefined &&
      (GRANDMOTHER.test(word) || GRANDFATHER.test(word) || MOTHER.test(word) || FATHER.test(word));
    // A nickname the family uses ('they call me Mimi') counts when it is written as a name.
    if (word && (family || (called?.[1] && /^\p{Lu}/u.test(word)))) return capitalize(word);
  }
  return undefined;
}

/**
 * The hero's gender from the answers: their pronouns, their words for themselves,
 * or the family's word for them ('abuela').
 */
export function genderInAnswers(
  answers: ReadonlyMap<string, string>,
  author: string,
  pronouns: Pronouns | undefined,
): 'she' | 'he' | undefined {
  const own = ownWord([answers.get('family') ?? '', answers.get('job') ?? '']);
  return (
    heroGender(answers.get('job') ?? '', author, pronouns) ??
    (own && (GRANDMOTHER.test(own) || MOTHER.test(own))
      ? 'she'
      : own && (GRANDFATHER.test(own) || FATHER.test(own))
        ? 'he'
        : undefined)
  );
}

export function readFamilyAddress(
  answers: ReadonlyMap<string, string>,
  author: string,
  pronouns: Pronouns | undefined,
): FamilyAddress {
  const family = answers.get('family') ?? '';
  const own = ownWord([family, answers.get('job') ?? '']);
  const ownIsParent = own !== undefined && (MOTHER.test(own) || FATHER.test(own));
  const ownIsGrand =
    own !== undefined && !ownIsParent && (GRANDMOTHER.test(own) || GRANDFATHER.test(own) || /\bgrand/i.test(family));
  const gender = genderInAnswers(answers, author, pronouns);
  const british = BRITISH.test([...answers.values()].join(' '));
  const byGender = {
    child: gender === 'she' ? (british ? 'Mum' : 'Mom') : gender === 'he' ? 'Dad' : undefined,
    grandchild:
      gender === 'she'
        ? british
          ? 'Nan'
          : 'Grandma'
        : gender === 'he'
          ? british
            ? 'Grandad'
            : 'Grandpa'
          : undefined,
  };
  return {
    child: ownIsParent ? own : byGender.child,
    grandchild: ownIsGrand ? own : byGender.grandchild,
  };
}
