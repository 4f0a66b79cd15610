// The details of each answer: its key words (names, things, places, pastimes), the things a customer looks
// for in their book. The script writer makes sure each appears, the owner's "what we used" view shows where,
// and Claude's acts are checked against them.
import type { AnswerId } from './facts';
import { answerTexts } from './readAnswers';
import { escapeRegExp } from './phrases';

export interface AnswerDetails {
  id: AnswerId;
  answer: string;
  /** Key words as written in the answer: 'Admiral Nelson', 'bees', 'Morocco'. */
  details: string[];
}

/** Words that carry no detail of their own: grammar, fillers, and the verbs and adjectives people wrap answers in. */
const FILLER = new Set(
  `a an the and or but nor so yet of to in on at by for with from into onto over under about
around across after before between through during without within near since until than then that this these those
there here who whom whose which what when where why how he she they it we you i me him her them us my his their
its our your mine hers theirs is are was were be been being am has have had do does did will would can could
shall should may might must not no yes very really quite just also too well lol haha omg etc especially mostly
mainly usually always never often sometimes kind sort like likes liked love loves loved enjoy enjoys enjoyed hate
hates hated want wants wanted wish wishes dream dreams dreaming named called nicknamed whose own one ones some any
all both each every many much more most lots lot loads bit little big old new best good great favorite favourite
obsessed huge tiny someday day days one two three four five six seven eight nine ten time times thing things stuff
become becoming get gets getting go goes going make makes making work works working job jobs hobby hobbies
family friends friend people person guy guys gal gals someone everyone anyone nobody way ways year years also
plays play played grows grow grew does doing is isn't don't doesn't she's he's i'm it's they're we're retired
mom dad mum other others each grey gray black white brown ginger golden young elderly sweet lovely crazy
adorable cute fluffy grumpy lazy fat tiny dear beloved`.split(/\s+/),
);

/** A word that carries a detail of its own (not grammar, a filler, a number or an adverb). */
function isKey(word: string, authorWords: Set<string>): boolean {
  const w = word.toLowerCase();
  return word.length >= 3 && !FILLER.has(w) && !/ly$/.test(w) && !/^\d+$/.test(w) && !authorWords.has(w);
}

/**
 * Key words of one answer, kept together as the answer says them: 'Admiral Nelson', 'rock climbing',
 * 'bridge club', 'bees', 'Morocco' (runs of key words with nothing between them, at most four words).
 */
export function detailsOf(answer: string, author = ''): string[] {
  const authorWords = new Set(author.toLowerCase().split(/\s+/).filter(Boolean));
  // Scripts without spaces (Japanese, Chinese) are one detail each run.
  if (
    !/\s/.test(answer.trim()) &&
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(answer)
  )
    return [answer.trim()];
  const runs: string[][] = [[]];
  // Words, with any punctuation between two words ending the run ('bees, lawn bowls' is two details).
  for (const m of answer.matchAll(/([\p{L}\p{N}][\p{L}\p{N}'’-]*)|([^\p{L}\p{N}\s]+)/gu)) {
    const word = m[1]?.replace(/['’]s$/u, '');
    const run = runs[runs.length - 1];
    if (word && isKey(word, authorWords) && run.length < 4) run.push(word);
    else if (run.length) runs.push([]);
    if (word && isKey(word, authorWords) && run.length === 4 && run[run.length - 1] !== word) runs.push([word]);
  }
  // A 'word' of 40 letters is keyboard mashing, not a detail.
  const details = runs
    .filter((r) => r.length)
    .map((r) => r.join(' '))
    .filter((d) => d.length <= 40);
  return [...new Set(details)];
}

export function answerDetails(
  answers: ReadonlyArray<{ id: string; answer: string }> | undefined,
  author = '',
): AnswerDetails[] {
  // Read as the story writer reads them (readAnswers): the same junk is no answer, 'Mr.' is a title.
  return [...answerTexts({ answers: answers as never })]
    .filter(([id]) => id !== 'genre')
    .map(([id, answer]) => ({ id, answer, details: detailsOf(answer, author) }));
}

const fold = (s: string) => s.normalize('NFC').toLowerCase();

/** Whether a text mentions a detail: each of its words, or their stems ('pumpkins' in 'pumpkin'). */
export function mentions(text: string, detail: string): boolean {
  const words = detail.split(/\s+/).filter((w) => w.length >= 3);
  if (words.length > 1) return words.every((w) => mentionsWord(text, w));
  return mentionsWord(text, detail);
}

function mentionsWord(text: string, detail: string): boolean {
  const d = fold(detail);
  if (!/\p{L}/u.test(d)) return fold(text).includes(d);
  const stem = d.includes(' ') ? d : d.length > 5 ? d.slice(0, Math.max(4, d.length - 3)) : d.replace(/(?:es|s)$/, '');
  return new RegExp(`(?<![\\p{L}])${escapeRegExp(stem)}`, 'u').test(fold(text)) || fold(text).includes(d);
}
