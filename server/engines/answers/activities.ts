// Reading the hobbies answer into activities: gerund phrases ('baking sourdough', 'sailing the Bedpan Express')
// or noun phrases ('chess', 'crossword puzzles'). Anything else is left out rather than forced into a sentence.
import type { Activity } from './facts';
import { isPlainWords, noEmoji, tidy } from './plainText';
import { isNounPhrase, listItems, stripLeading, subjectPattern, variantsOf, withoutFiller } from './phrases';
import { baseOfGerund, baseOfThird, gerund, isVerb, standsAlone } from './verbs';
import { isPluralNoun } from './nouns';
import { toThirdPerson, type Pronouns } from './pronouns';
import { looksEnglish } from './language';
import { completeBefore, isBoundary } from './textLimits';

const NOT_GERUND = new Set(
  `thing something nothing everything anything king ring spring string wing evening morning
ceiling wedding pudding sibling duckling earring bling sting swing darling herring viking awning lightning
offspring clothing stocking icing frosting`.split(/\s+/),
);

const LEADS = [
  /^(?:my|his|her|their)\s+(?:favou?rite\s+)?(?:hobb(?:y|ies)|pastimes?|passions?)\s+(?:is|are|include|would be)\s+/i,
  /^(?:hobbies|hobby)\s*[:=-]\s*/i,
  new RegExp(
    String.raw`^(?:(?:i|he|she|they|we)\s+)?(?:really\s+|absolutely\s+)?(?:love|loves|like|likes|enjoy` +
      String.raw`|enjoys|adore|adores)\s+(?:to\s+)?`,
    'i',
  ),
  /^(?:(?:i|he|she|they)\s+)?(?:is|am|are)\s+(?:really\s+)?(?:into|big on|obsessed with)\s+/i,
  /^(?:into|anything involving|mostly|mainly|probably)\s+/i,
  /^to\s+/i,
];

/** One list item as an activity, or undefined when it does not read as one. */
function readItem(item: string, subject: RegExp, pronouns: Pronouns | undefined): Activity | undefined {
  let text = tidy(withoutFiller(stripLeading(item, [subject, ...LEADS])));
  text = toThirdPerson(text, pronouns) ?? '';
  if (!text || !isPlainWords(text) || text.split(' ').length > 8) return undefined;
  // Shouted or code-like items ('DROP TABLE users') are not hobbies.
  if ((text.match(/\b\p{Lu}{3,}\b/gu) ?? []).length >= 2) return undefined;
  const [first, ...rest] = text.split(' ');
  const lower = first.toLowerCase();
  let verb = baseOfGerund(lower) ?? baseOfThird(lower) ?? (isVerb(lower) ? lower : undefined);
  if (!verb && lower.length >= 6 && lower.endsWith('ing') && !NOT_GERUND.has(lower)) verb = lower;
  // 'doing the crossword' is a pastime; 'doing' alone, or 'being', 'having', 'hating', is not.
  if (verb && (/^(?:be|have|hate|fear|love|like|want|need|ignore)$/.test(verb) || (verb === 'do' && rest.length === 0)))
    return undefined;
  if (verb) {
    const ing = verb.endsWith('ing') ? verb : gerund(verb);
    const phrase = tidy([ing, ...rest].join(' '));
    // 'playing the bagpipes badly' may shorten to 'playing the bagpipes'; 'sleeping whenever possible' to 'sleeping'.
    const adverbless = phrase.replace(/\s+\w+ly$/, '');
    // The verb alone only where it is a pastime by itself ('sailing' from 'sailing her little boat') or
    // where the answer's phrase could stop after it ('sorting' from 'sorting at night'), never 'handing'
    // from 'handing out wires' (a title read 'Another World Runs on Handing').
    // Nor 'looking' from 'looking after rescued hedgehogs', nor 'winning' from 'winning at Scrabble'.
    const stopsAfterVerb =
      rest.length === 0 ||
      (isBoundary(rest[0]) && completeBefore([ing, ...rest], 1)) ||
      /ly$/i.test(rest[0]) ||
      standsAlone(ing);
    const bareOk = stopsAfterVerb && !/^(?:playing|doing|going|making|having|getting|taking|watching|being)$/.test(ing);
    const cuts = [...new Set([...variantsOf(phrase, 1), adverbless, ...(bareOk ? [ing] : [])])].filter(
      (cut) => isNounPhrase(cut, 8) || cut.split(' ').length === 1,
    );
    return cuts.length ? { phrase: cuts, gerund: true, plural: false } : undefined;
  }
  const noun = text.replace(/^(?:a|an|some|lots of|a lot of)\s+/i, '');
  if (!isNounPhrase(noun, 5) || (/^(?:the|his|her|their)\s/i.test(noun) && noun.split(' ').length < 2))
    return undefined;
  const cuts = variantsOf(noun, 1).filter((cut) => isNounPhrase(cut, 5));
  return cuts.length ? { phrase: cuts, gerund: false, plural: isPluralNoun(cuts[cuts.length - 1]) } : undefined;
}

export function readHobbies(raw: string, author: string, pronouns: Pronouns | undefined): Activity[] {
  const subject = new RegExp(`^${subjectPattern(author)}\\s+(?:also\\s+|really\\s+)?`, 'i');
  if (!looksEnglish(raw)) return [];
  const intro = stripLeading(noEmoji(raw), LEADS.slice(0, 2));
  const out: Activity[] = [];
  for (const item of listItems(intro)) {
    const activity = readItem(item, subject, pronouns);
    if (activity && !out.some((a) => a.phrase[0].toLowerCase() === activity.phrase[0].toLowerCase()))
      out.push(activity);
  }
  return out.slice(0, 4);
}
