// Casing, articles, possessives, lists and sentence punctuation: the small grammar every sentence goes through.
import { cutWords } from './textLimits';

export function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const ch = String.fromCodePoint(first);
  return ch.toUpperCase() + text.slice(ch.length);
}

/** First words that keep their capital mid-sentence: 'Highland dancing', 'Irish dancing', 'Lego robots'. */
const PROPER_FIRST = new RegExp(
  '^(?:Highland|Irish|Scottish|Welsh|English|British|French|Spanish|Italian|German|Greek|Polish' +
    '|Dutch|Swedish|Norwegian|Danish|Finnish|Russian|Ukrainian|Turkish|Indian|Chinese|Japanese' +
    '|Korean|Thai|Vietnamese|Filipino|Mexican|Brazilian|Cuban|African|American|Canadian|Australian' +
    '|Latin|Bollywood|Lego|Minecraft|Fortnite|Scrabble|Monopoly|Christmas|Easter|Sunday|Saturday' +
    '|Friday|Monday|Tuesday|Wednesday|Thursday)$',
);

/** Lower-cases a sentence-case first word ('Dentist who…' -> 'dentist who…'), leaving 'NASA', 'iPhone', 'I' alone. */
export function decapitalizeFirst(text: string): string {
  const match = /^(\p{Lu})(\p{Ll}*)(?![\p{L}\p{N}])/u.exec(text);
  if (!match || match[0] === 'I' || match[2].length === 0 || PROPER_FIRST.test(match[0])) return text;
  return match[1].toLowerCase() + text.slice(1);
}

const TITLE_SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'nor',
  'but',
  'of',
  'on',
  'in',
  'to',
  'at',
  'for',
  'by',
  'with',
  'from',
  'as',
  'vs.',
  'vs',
  'per',
  'via',
]);

/** Title Case for fragments: capitalises lower-case words, keeps short words small, never lowers existing capitals. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => {
      if (TITLE_SMALL_WORDS.has(word.toLowerCase()) && i > 0) return word.toLowerCase();
      return word
        .split('-')
        .map((part) => (/^\p{Ll}/u.test(part) ? capitalize(part) : part))
        .join('-');
    })
    .join(' ');
}

/** 'a' or 'an' for the phrase that follows. */
export function article(phrase: string): string {
  const word = phrase.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(word)) return 'an';
  if (/^(uni(?!nt|mp|nh)|use|usu|ute|eu|one\b|once|ufo)/.test(word)) return 'a';
  if (/^[aeiou]/.test(word)) return 'an';
  if (/^[fhlmnrsx]\b/.test(word)) return 'an'; // single letters said with a vowel sound: 'an F-16'
  return 'a';
}

/**
 * A text whose 'a' before a vowel sound is 'an' ('as a electrician' -> 'as an electrician'), wherever a phrase landed.
 */
export function fixArticles(text: string): string {
  return text.replace(/(?<![\p{L}'’-])([Aa]) (\p{Ll}[\p{L}-]*)/gu, (whole, a: string, word: string) =>
    article(word) === 'an' ? `${a}n ${word}` : whole,
  );
}

/** The phrase with its indefinite article: 'a dentist', 'an astronaut'. */
export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

/** A noun phrase that can follow 'the': keeps its own determiner or proper name ('the Bedpan Express', 'Gerald'). */
export function withThe(phrase: string): string {
  if (/^(?:the|a|an|his|her|their|its|our)\s/i.test(phrase) || /^\p{Lu}/u.test(phrase)) return phrase;
  return `the ${phrase}`;
}

/** Possessive, one rule everywhere: "James's", "Maria's", "the twins'" (only plural -s takes a bare apostrophe). */
export function possessive(name: string, plural = false): string {
  if (plural && /s$/i.test(name)) return `${name}'`;
  return `${name}'s`;
}

/** 'Rosa', 'Rosa and Joe', 'Rosa, Joe and the twins'. */
export function joinList(items: string[]): string {
  const list = items.filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** Singular or plural verb form for a subject. */
export function agree(plural: boolean, singular: string, pluralForm: string): string {
  return plural ? pluralForm : singular;
}

/**
 * A finished sentence: capitalised, single spaces, exactly one end mark. A trailing '!' or '?' written by the
 * template wins; otherwise `end` is added, never doubling ('!.' and '..' cannot happen).
 */
export function sentence(text: string, end: '.' | '!' | '?' = '.'): string {
  const body = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([,;])(?=\p{L})/gu, '$1 ')
    .trim();
  if (!body) return '';
  if (/[.!?]["”’]?$/.test(body) && !/(?:\.\.|…)$/.test(body)) return capitalize(body);
  return capitalize(`${body.replace(/[,;:\s]+$/, '')}${end}`);
}

/**
 * An answer that could not be read as English, shown as a short quotation: “Es dentista y canta”. Cut at a word
 * boundary with an ellipsis inside the quote; the sentence around it stays grammatical whatever it says.
 */
export function quote(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').replace(/["“”]/g, '').trim();
  if (!clean) return '';
  if (clean.length + 2 <= max) return `“${clean}”`;
  const cut = cutWords(clean, max - 3).replace(/[\s,.;:!?'’\-–—]+$/u, '');
  return `“${cut}…”`;
}
