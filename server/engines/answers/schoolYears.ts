// How old a sentence says someone is: a school year in the words of several countries (grade 4, a
// fourth-grader, Year 5, P5, Primary 5, 4th class, kindergarten, sixth form, a junior in high school,
// university) or an age in digits or words ('she is 7', 'aged nine', 'seven years old').
import type { LifeStage } from '../../../shared/script';

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
];
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** '4', '4th', 'fourth', 'four', 'seventy-two' -> the number; undefined when it is none. */
export function numberOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/(?<=\d)(?:st|nd|rd|th)$/, '');
  if (/^\d{1,3}$/.test(w)) return Number(w);
  const ordinal = ORDINALS.indexOf(w);
  if (ordinal >= 0) return ordinal + 1;
  const cardinal = NUMBER_WORDS.indexOf(w);
  if (cardinal >= 0) return cardinal;
  const [tens, ones] = w.split('-');
  const t = TENS.indexOf(tens);
  if (t >= 2) return t * 10 + (ones ? Math.max(0, NUMBER_WORDS.indexOf(ones)) : 0);
  return undefined;
}

const NUMBER_NAMES = [...ORDINALS, ...NUMBER_WORDS.slice(1), ...TENS.filter(Boolean)].join('|');
const NUM = String.raw`(\d{1,2}(?:st|nd|rd|th)?|${NUMBER_NAMES}(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)`;

/** School words that say the stage by themselves, checked in order (a university beats its 'freshman'). */
const STAGE_WORDS: Array<[LifeStage, RegExp]> = [
  [
    'adult',
    new RegExp(
      String.raw`\b(?:uni|university|college (?:student|freshman|sophomore|junior|senior)` +
        '|in college|at college|undergrad(?:uate)?|grad(?:uate)? (?:student|school)|phd' +
        String.raw`|postgrad|master'?s student)\b`,
      'i',
    ),
  ],
  [
    'teen',
    new RegExp(
      String.raw`\b(?:high school|secondary school|secondary|middle school|junior high|sixth form` +
        '|6th form|gcses?|a[- ]levels?|leaving cert|junior cert|transition year|lyc[ée]e' +
        String.raw`|collège|freshman|sophomore)\b`,
      'i',
    ),
  ],
  [
    'child',
    new RegExp(
      String.raw`\b(?:kindergarten|kindy|kinder|pre-?k|pre-?school|nursery|reception class|junior infants` +
        '|senior infants|primary school|elementary(?: school)?|grade school|grundschule' +
        String.raw`|[ée]cole primaire|escuela primaria|primaria|scoil)\b`,
      'i',
    ),
  ],
];

/** 'grade 4', 'fourth grade', 'a 4th-grader', 'Year 5', 'P5', 'Primary 5', 'S3', '4th class' -> the stage. */
function yearStage(text: string): LifeStage | undefined {
  const grade = new RegExp(String.raw`\b${NUM}[\s-]*grader?s?\b|\bgrade\s+${NUM}\b`, 'i').exec(text);
  if (grade) {
    const n = numberOf(grade[1] ?? grade[2]);
    if (n !== undefined && n >= 1 && n <= 12) return n <= 6 ? 'child' : 'teen';
  }
  const year = new RegExp(
    String.raw`\byear\s+(\d{1,2}|${NUMBER_WORDS.slice(1, 14).join('|')})\b(?![\s-]*(?:old|olds)\b)`,
    'i',
  ).exec(text);
  if (year) {
    const n = numberOf(year[1]);
    if (n !== undefined && n >= 1 && n <= 13) return n <= 6 ? 'child' : 'teen';
  }
  const primary =
    /\b(?:primary|P\.?)\s?([1-7])\b/.exec(text) ?? /\bprimary\s+(\d|one|two|three|four|five|six|seven)\b/i.exec(text);
  if (primary) return 'child';
  if (/\bS[1-6]\b/.test(text)) return 'teen';
  const irishClass = new RegExp(String.raw`\b${NUM}\s+class\b`, 'i').exec(text);
  if (irishClass && (numberOf(irishClass[1]) ?? 0) <= 6) return 'child';
  return undefined;
}

/** A clause about someone who works at a school, not a pupil: 'high school chemistry teacher', 'teaches 4th grade'. */
const STAFF = new RegExp(
  String.raw`\b(?:teach\w*|tutor\w*|principal|head ?teacher|headmaster|headmistress|lecturer|professor` +
    String.raw`|librarian|janitor|caretaker|counsell?or|coach\w*|nurse|secretary|dinner lady|lunch lady` +
    String.raw`|bus driver|aide|assistant|governor|parent|mum|mom|dad|mother|father)\b`,
  'i',
);

/** The stage a school year or school word says, clause by clause (a school's staff are not its pupils). */
export function schoolStage(text: string): LifeStage | undefined {
  for (const clause of text.split(/[.;!?\n]+|,\s+|\s+but\s+/)) {
    if (STAFF.test(clause)) continue;
    const stage = clauseStage(clause);
    if (stage) return stage;
  }
  return undefined;
}

function clauseStage(text: string): LifeStage | undefined {
  for (const [stage, re] of STAGE_WORDS) {
    if (stage === 'adult' && re.test(text) && !/\bhigh school\b/i.test(text)) return 'adult';
    if (stage !== 'adult' && re.test(text)) {
      // 'sixth form' and 'secondary' say more than a number in the same sentence; a year says more than 'primary'.
      return stage === 'child' ? (yearStage(text) ?? stage) : stage;
    }
  }
  return yearStage(text);
}

/** The stage of an age: up to 12 a child, 13 to 17 a teenager, 65 and over a senior. */
export function stageOfAge(age: number): LifeStage {
  return age <= 12 ? 'child' : age <= 17 ? 'teen' : age >= 65 ? 'senior' : 'adult';
}

const NOT_AN_AGE =
  String.raw`(?![\s-]*(?:years? (?:as|at|in|of|on|with|ago)|kids|children|grandkids|grandchildren|sons|daughters` +
  "|cats|dogs|of|%|am|pm|feet|foot|ft|inches|kg|lbs?|times|and counting|o'clock))";

/** An age the text gives for its subject: 'she is 7', "I'm eight", 'aged nine', '7 years old', '72 yo'. */
export function ageIn(text: string, subjects: 'any' | 'subject' | 'first-person' = 'any'): number | undefined {
  const subject =
    subjects === 'first-person'
      ? "(?:i'?m|i am|i just turned|i turned)"
      : "(?:i'?m|i am|she'?s|she is|he'?s|he is|they'?re|they are|aged?|just turned|turned)";
  const said = new RegExp(
    String.raw`\b${subject}\s+(?:only\s+|nearly\s+|almost\s+|just\s+)?${NUM}\b${NOT_AN_AGE}`,
    'i',
  ).exec(text.replace(/’/g, "'"));
  const old = new RegExp(String.raw`\b${NUM}[\s-]*(?:years?[\s-]*old|yrs?[\s-]*old|y\/?o|year-old)\b`, 'i').exec(text);
  const found = said?.[1] ?? (subjects === 'any' ? old?.[1] : undefined);
  const n = found ? numberOf(found) : undefined;
  // 'one' says too little ('she is one of the…'), and nobody writing their answers is 120.
  return n !== undefined && n >= 2 && n <= 110 && !/^one$/i.test(found ?? '') ? n : undefined;
}
