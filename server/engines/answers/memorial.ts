// A book in memory of someone (issue 46): answers that say the hero has died ("he passed away last spring and we
// miss him", "in loving memory", "RIP Dad") make the book one written in their memory; a loss of someone else
// ("her husband passed away last year") does not. Either way the sentence that tells of a loss is never material
// for the story: no caption quotes it beside a joke. What the answers say of a life (a job, what they loved) stays.
import { sanitize } from './plainText';

const LOSS = new RegExp(
  `\\b(?:${[
    'passed away',
    'passed on',
    'sadly passed',
    'has passed',
    'who passed',
    'died',
    'in loving memory',
    'in memory of',
    'rest in peace',
    String.raw`r\.?i\.?p\b`,
    'we (?:all )?miss (?:him|her|them|you)',
    '(?:still )?miss (?:him|her|them) (?:so much|every day|dearly)',
    'no longer with us',
    'gone but not forgotten',
    'lost (?:him|her|them) (?:last|in|to|this|a few)',
    'his passing',
    'her passing',
    'memorial service',
    'in heaven now',
    "(?:he|she)(?:'s| is) in heaven",
    'angel now',
  ].join('|')})\\b`,
  'i',
);

/** 'her husband passed away', 'after his mum died': the loss of someone else, not of the hero. */
const SOMEONE_ELSES = new RegExp(
  String.raw`\b(?:her|his|their|my|our)\s+(?:late\s+|beloved\s+|dear\s+)?(?:husband|wife|partner|mum|mom|mam` +
    String.raw`|mother|dad|father|son|daughter|brother|sister|friend|best friend|grandma|grandpa|granny|nan|dog|cat` +
    String.raw`|uncle|aunt|cousin|baby)\b(?:\s+\p{Lu}[\p{L}'’-]*)?\s+(?:sadly\s+|also\s+)?(?:passed|died|was lost)`,
  'iu',
);

/** Whether any answer says the hero is no longer alive (not a loss of someone else they tell of). */
export function inMemory(input: { answers?: unknown }): boolean {
  const answers = Array.isArray(input.answers) ? (input.answers as { answer?: unknown }[]) : [];
  return answers.some((a) =>
    sentencesOf(sanitize(a?.answer)).some((sentence) => LOSS.test(sentence) && !SOMEONE_ELSES.test(sentence)),
  );
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?;])\s+|\s+[-–—]\s+/);

/**
 * The answer without its sentences about the loss ('Fisherman all his life. He passed away last spring.' ->
 * 'Fisherman all his life.'); 'the late Joe' reads 'Joe'. An answer that is only about the loss becomes ''.
 */
export function withoutLoss(text: string): string {
  // Anyone's loss, the hero's or another's: none is material for a caption beside a joke.
  return sentencesOf(text)
    .filter((sentence) => !LOSS.test(sentence))
    .join(' ')
    .replace(/\bthe late\s+/gi, '')
    .trim();
}
