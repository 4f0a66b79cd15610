// Length limits for ideas (90/60/24/20) and the helpers that shorten text to them at word and phrase boundaries.
import { tidy } from './plainText';
import { baseOfGerund, baseOfThird, isVerb, standsAlone } from './verbs';

export const MAX_DESCRIPTION = 90;
export const MAX_TITLE = 60;
/** Title fragments taken from answers (or the name): the first is cut to 24 characters, the next to 20. */
export const FIRST_FRAGMENT = 24;
export const LATER_FRAGMENT = 20;

const TRAILING_STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'nor',
  'of',
  'to',
  'in',
  'on',
  'at',
  'for',
  'with',
  'by',
  'from',
  'into',
  'who',
  'that',
  'which',
  'whose',
  'my',
  'his',
  'her',
  'their',
  'our',
  'your',
  'its',
  'is',
  'are',
  'was',
  'were',
  'be',
  'as',
  'but',
  'so',
  'very',
  'than',
  'then',
  'while',
  'when',
  'if',
  'about',
  'like',
  '&',
  '+',
  '-',
  '–',
  '—',
  'own',
]);

/** Removes stopwords from the end ('dentist who sings to' -> 'dentist who sings'), keeping at least one word. */
function dropTrailingStopwords(words: string[]): string[] {
  const out = [...words];
  while (out.length > 1 && TRAILING_STOPWORDS.has(out[out.length - 1].toLowerCase().replace(/[.,;:!?']+$/, ''))) {
    out.pop();
  }
  return out;
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
function hardCut(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}

/** Shortens a phrase to `max` characters at a word boundary, never ending on a dangling 'the'/'to'/'who'. */
export function cutWords(text: string, max: number): string {
  const clean = tidy(text);
  if (clean.length <= max) return clean;
  const words = clean.split(' ');
  const kept: string[] = [];
  let length = 0;
  for (const word of words) {
    const next = length + (kept.length ? 1 : 0) + word.length;
    if (next > max) break;
    kept.push(word);
    length = next;
  }
  if (kept.length === 0) return tidy(hardCut(words[0], max)) || hardCut(words[0], max);
  return tidy(dropTrailingStopwords(kept).join(' ')) || kept[0];
}

/** Words a phrase can be cut before without leaving it dangling ('opening a bakery | on the moon'). */
const PHRASE_BOUNDARIES = new Set([
  'who',
  "who's",
  'that',
  'which',
  'whose',
  'where',
  'when',
  'while',
  'before',
  'after',
  'until',
  'because',
  'since',
  'so',
  'but',
  'and',
  'or',
  'with',
  'without',
  'on',
  'in',
  'at',
  'by',
  'for',
  'from',
  'to',
  'of',
  'near',
  'under',
  'over',
  'about',
  'like',
  'as',
  'into',
  'onto',
  'during',
  'through',
  'across',
  'around',
  'than',
  'if',
  'once',
  'every',
  'all',
  'even',
  'still',
  'just',
  'then',
]);

export function isBoundary(word: string | undefined): boolean {
  return word !== undefined && PHRASE_BOUNDARIES.has(word.toLowerCase().replace(/[^\p{L}']/gu, ''));
}

const capitalised = (word: string | undefined) => word !== undefined && /^\p{Lu}/u.test(word);
/**
 * A verb or a gerund ('looking', 'handing': a word of six letters or more in -ing that is not a noun like 'evening').
 */
const isVerbForm = (word: string) =>
  isVerb(word) ||
  Boolean(baseOfGerund(word) ?? baseOfThird(word)) ||
  (/^\p{Ll}{3,}ing$/u.test(word) && !NOT_GERUNDS.test(word));
const NOT_GERUNDS = new RegExp(
  '^(?:thing|something|nothing|everything|anything|king|ring|spring|string|wing|evening|morning' +
    '|ceiling|wedding|pudding|sibling|duckling|earring|sting|swing|darling|herring|viking|awning' +
    '|lightning|offspring|clothing|stocking|icing|frosting|building|painting|drawing|meeting|feeling' +
    '|ending|beginning|setting|landing|ceiling)$',
  'i',
);

/**
 * Whether a phrase may stop before word n and still say something whole: never before 'of' ('captain | of
 * the school chess club'), never inside a name ('the Cliffs | of Moher', 'Bank | of the West'), never right
 * after a verb that needs what follows ('looking | after rescued hedgehogs', 'get | into MIT').
 */
export function completeBefore(words: readonly string[], n: number, knownVerbsOnly = false): boolean {
  const next = words[n]?.toLowerCase().replace(/[^\p{L}']/gu, '');
  if (next === 'of') return false;
  const after = words[n + 1]?.toLowerCase() === 'the' ? words[n + 2] : words[n + 1];
  if (capitalised(words[n - 1]) && capitalised(after) && n > 1) return false;
  const last = words[n - 1]?.replace(/[^\p{L}'-]/gu, '') ?? '';
  // Any word in -ing may be a verb for cutting ('handing | out'); only known verbs
  // when judging a line ('hurling,' is a sport).
  const verb = knownVerbsOnly ? isVerb(last) || Boolean(baseOfGerund(last) ?? baseOfThird(last)) : isVerbForm(last);
  // Nor after a second verb of a pair, whatever it is: 'study marine biology and swim | with whales'.
  if (verb && (!standsAlone(last) || /^(?:and|or)$/i.test(words[n - 2] ?? ''))) return false;
  return true;
}

/** Cut points of a phrase, longest first: whole, then every prefix that ends before a boundary word and is whole. */
export function phraseCuts(text: string): string[] {
  const words = text.split(' ');
  const cuts = [text];
  for (let n = words.length - 1; n >= 1; n -= 1) {
    if (!isBoundary(words[n]) || !completeBefore(words, n)) continue;
    const cut = tidy(dropTrailingStopwords(words.slice(0, n)).join(' '));
    if (cut && cut !== cuts[cuts.length - 1]) cuts.push(cut);
  }
  return cuts;
}
