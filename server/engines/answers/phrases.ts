// Cutting answers into pieces: clauses, list items, leading boilerplate ('She is a…', 'My hobbies are…'), and
// checks that a piece is a clean English noun phrase before it is placed in a sentence.
import { isPlainWords, tidy } from './plainText';
import { phraseCuts } from './textLimits';

/** The first clause of an answer: up to the first sentence end, line break, semicolon or comma. */
export function firstClause(text: string): string {
  const parts = text.split(/\n|[.!?;:]+(?:\s|$)|,\s*|\s[–—-]\s|\s\(|\)/);
  for (const part of parts) {
    const clean = tidy(part);
    if (clean) return clean;
  }
  return '';
}

/** Items of a list answer ('salsa, sourdough and naps' -> ['salsa', 'sourdough', 'naps']). */
export function listItems(text: string): string[] {
  return text
    .split(/\n|[;,/&+•]|\.\s|\.$|\s(?:and|plus|also|as well as|or)\s/i)
    .map(tidy)
    .filter(Boolean);
}

/** Strips leading boilerplate patterns repeatedly ('She is a…', 'I work as an…', 'My hobbies are…'). */
export function stripLeading(text: string, patterns: RegExp[]): string {
  let out = text;
  for (let guard = 0; guard < 8; guard += 1) {
    const before = out;
    for (const pattern of patterns) out = out.replace(pattern, '');
    out = tidy(out);
    if (out === before) break;
  }
  return out;
}

/** Text to match literally inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Words that can stand for the hero at the start of an answer: pronouns, the full name, the first name. */
export function subjectPattern(author: string): string {
  const names = [author, author.split(' ')[0]].filter((n) => n.length > 0).map(escapeRegExp);
  return `(?:i|he|she|they|we|${[...names, 'it'].join('|')})`;
}

/** Drops a trailing subordinate clause: 'ride the Orient Express before he turns 90' -> 'ride the Orient Express'. */
export function mainClause(text: string): string {
  return tidy(
    text.split(/\s(?:before|after|until|because|since|so that|but|although|though|unless|when|while|once|if)\s/i)[0],
  );
}

const FINITE = new RegExp(
  String.raw`\b(?:is|are|was|were|am|be|been|has|have|had|will|would|can|could|should|shall|must|may|might` +
    String.raw`|do|does|did|don't|doesn't|didn't|isn't|aren't|wasn't|can't|won't|'s|'re|'m|'ve|'ll|'d)\b`,
  'i',
);
const FUNCTION_ONLY = new RegExp(
  '^(?:a|an|the|and|or|of|to|in|on|at|for|with|by|from|is|it|this|that|these|those|each|other' +
    String.raw`|every|all|some|any|none|nothing|something|everything|anything|no|not|yes|idk|dunno|n\/a|na` +
    '|who|what|why|how|when|where)$',
  'i',
);
const BAD_END =
  /\s(?:a|an|the|and|or|of|to|in|on|at|for|with|by|from|is|are|was|my|his|her|their|our|its|who|that|which|as|than)$/i;

/** A clean noun phrase: plain Latin words, no finite verb, not only function words, no dangling last word. */
export function isNounPhrase(text: string, maxWords = 7): boolean {
  if (!text || !isPlainWords(text)) return false;
  const words = text.split(' ');
  if (words.length > maxWords) return false;
  if (FINITE.test(text.replace(/’/g, "'"))) return false;
  if (words.every((w) => FUNCTION_ONLY.test(w))) return false;
  if (/^(?:who|what|which|that|named|called|and|or|to|of|is|but|so|because)$/i.test(words[0])) return false;
  if (words.some((w, i) => i > 0 && w.toLowerCase() === words[i - 1].toLowerCase())) return false;
  if (FUNCTION_ONLY.test(words[words.length - 1])) return false;
  return !BAD_END.test(` ${text}`);
}

/** Natural shortenings of a phrase, longest first, none shorter than `minWords` words. */
export function variantsOf(text: string, minWords = 1): string[] {
  return phraseCuts(text).filter((cut, i) => i === 0 || cut.split(' ').length >= minWords);
}

/** Drops filler words that add nothing in a sentence: 'really', 'basically', 'like'. */
export function withoutFiller(text: string): string {
  return tidy(text.replace(/\b(?:really|basically|literally|totally|honestly|super|lol|haha|etc)\b/gi, ' '));
}
