// The last guard on every line the writers make (idea titles and descriptions, page titles, captions,
// balloons, summaries): a sentence never stops on an article, a conjunction, a possessive or a preposition
// ('Next stop: fly a hot-air balloon over the.'), and a phrase from the answers is never cut where it needs
// what follows ('Kwame is a fourth-grader and captain.' from 'captain of the school chess club', 'the
// Cliffs.' from 'the Cliffs of Moher', 'A Duel of Looking!' from 'Looking after rescued hedgehogs'). A line
// that fails is not printed; the writer chooses another.
import { completeBefore, isBoundary } from './textLimits';
import { escapeRegExp } from './phrases';

/** Words no sentence ends on. */
const NEVER_LAST = /^(?:a|an|the|and|or|nor|but|because|than|my|your|our|their|its|whose|every|each)$/i;
/**
 * Prepositions a statement does not end on (a question may: 'Who is it for?'); particles like 'in',
 * 'on', 'up', 'out', 'over' may end either.
 */
const NOT_LAST_IN_STATEMENTS = new RegExp(
  '^(?:of|to|for|with|from|at|into|onto|toward|towards|via|per|upon|among|between|during|without' +
    '|within|against|across|than|like|about|after|before|under|beneath|beside|besides|near)$',
  'i',
);
/** Adverbs that are also prepositions and end a statement well: 'ever after', 'never before', 'close by'. */
const ENDS_WELL = new RegExp(
  String.raw`\b(?:ever after|never before|the day before|the night before|years before|before|long after` +
    '|soon after|right after|close by|nearby|out and about|up and about|like before|as before)$',
  'i',
);

/** Whether a sentence ends on a word it cannot end on. */
function endsBadly(sentence: string, question: boolean): string | undefined {
  const words = sentence
    .replace(/[“”"‘’'()[\]…,:;—–-]+$/u, '')
    .trim()
    .split(/\s+/);
  const last = words[words.length - 1]?.replace(/^[“"‘(]+/u, '') ?? '';
  if (!last) return undefined;
  if (NEVER_LAST.test(last)) return `ends on "${last}"`;
  if (!question && NOT_LAST_IN_STATEMENTS.test(last) && !ENDS_WELL.test(sentence.replace(/[.!?…”"’]+$/u, '').trim()))
    return `ends on "${last}"`;
  return undefined;
}

/** The sentences of a line, each with whether it is a question ('Ready? Go!' -> ['Ready?', 'Go!']). */
function sentencesOf(line: string): Array<{ text: string; question: boolean }> {
  const parts = line.match(/[^.!?…]+(?:[.!?…]+["”’]?|$)/gu) ?? [];
  return parts
    .map((p) => p.trim())
    .filter((p) => /\p{L}/u.test(p))
    .map((text) => ({ text: text.replace(/[.!?…"”’]+$/u, ''), question: /\?["”’]?$/u.test(text) }));
}

/** Words before 'of' that are amounts, not things ('lots of', 'one of', 'years of'): a line may end on them. */
const QUANTITIES = new RegExp(
  '^(?:one|two|three|lots?|loads|tons|most|all|some|many|few|kind|sort|type|part|bit|couple|out' +
    '|because|full|top|front|end|none|each|any|both|plenty|years?|days?|months?|weeks?|hours?' +
    '|decades?|times?|instead|ahead|outside|inside)$',
  'i',
);

/**
 * Where a phrase of an answer must not stop: after 'captain' in 'captain of the school chess club', after
 * 'Cliffs' in 'the Cliffs of Moher', after 'Looking' in 'Looking after rescued hedgehogs'. Each is the word
 * before such a cut, as a pattern for that word ending a sentence or a clause in a line.
 */
export function cutPoints(answers: readonly string[]): RegExp[] {
  const found: RegExp[] = [];
  for (const answer of answers) {
    for (const clause of answer.split(/[.!?;,\n]+/)) {
      const words = clause.trim().split(/\s+/).filter(Boolean);
      for (let n = 1; n < words.length; n += 1) {
        const next = words[n].toLowerCase();
        if (!(next === 'of' || isBoundary(next)) || completeBefore(words, n, true)) continue;
        const word = words[n - 1].replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
        if (word.length < 3 || QUANTITIES.test(word)) continue;
        // The word as the answer writes it; a capital at a sentence start is the line's, not the answer's.
        const first = word[0];
        const head = /\p{Ll}/u.test(first) ? `[${first}${first.toUpperCase()}]` : escapeRegExp(first);
        found.push(new RegExp(`(?<![\\p{L}'’-])${head}${escapeRegExp(word.slice(1))}(?=\\s*(?:[.!?…,;:]|$))`, 'u'));
      }
    }
  }
  return found;
}

/** Why a line must not be printed, or undefined when it reads whole. `cuts` come from cutPoints of the answers. */
export function lineFault(line: string, cuts: readonly RegExp[] = []): string | undefined {
  // An answer quoted whole is the person's own words: only what is around it is judged.
  const own = line.replace(/“[^”]*”/gu, 'Q');
  for (const { text, question } of sentencesOf(own)) {
    const bad = endsBadly(text, question);
    if (bad) return `${bad}: ${line}`;
  }
  const cut = cuts.find((re) => re.test(own));
  return cut ? `cuts an answer's phrase short (${cut.source}): ${line}` : undefined;
}
