// Someone's own words on the answers page, quoted once in the book's marks (server/engines/words/quoteMarks.ts):
// answers as people type them, bare or already in quotes of any keyboard, in many scripts.
import { describe, expect, it } from 'vitest';
import {
  endsWithOwnMark,
  inQuotes,
  quotedWords,
  unquoted,
  withoutStrayMarks,
} from '../../server/engines/words/quoteMarks';
import { matterWords } from '../../server/engines/words/matterWords';
import { BOOK_LANGUAGES } from '../../shared/languages';

/** What people answer, bare: one word, a sentence, other scripts, an apostrophe, a question. */
const ANSWERS = [
  'Never give up',
  'Pizza!',
  "She's the best nurse in the ER, and she sings to her patients",
  'Nunca te rindas, ¿vale?',
  'Ne jamais abandonner…',
  '絶対にあきらめない',
  'لا تستسلم أبدا',
  'कभी हार मत मानो',
  'Oisín',
  'Elle adore l’école',
];
/** Pairs people type around quoted words. */
const TYPED_PAIRS: [string, string][] = [
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['„', '“'],
  ['«', '»'],
  ['« ', ' »'],
  ['»', '«'],
  ['「', '」'],
  ['『', '』'],
  ['‘', '’'],
];

describe('quoting an answer', () => {
  it('takes off the marks a person typed around the whole answer and sets the book’s own, once', () => {
    for (const language of BOOK_LANGUAGES) {
      const quotes = matterWords(language.code).quotes;
      for (const answer of ANSWERS) {
        expect(inQuotes(answer, quotes)).toBe(`${quotes[0]}${answer}${quotes[1]}`);
        for (const [open, close] of TYPED_PAIRS) {
          for (const padding of ['', '  ']) {
            const typed = `${padding}${open}${answer}${close}${padding}`;
            expect(inQuotes(typed, quotes), `${language.code}: ${typed}`).toBe(`${quotes[0]}${answer}${quotes[1]}`);
          }
        }
      }
    }
  });

  it('keeps marks that quote part of an answer, or more than one thing', () => {
    expect(unquoted('She says "never" a lot')).toBe('She says "never" a lot');
    expect(unquoted('"Yes" and "no"')).toBe('"Yes" and "no"');
    expect(unquoted('"Oisín"')).toBe('Oisín');
    // Nothing but marks, or a lone mark: left as typed rather than emptied.
    expect(unquoted('""')).toBe('""');
    expect(unquoted('" "')).toBe('" "');
    expect(unquoted('"')).toBe('"');
    expect(inQuotes('  Pizza  ', ['“', '”'])).toBe('“Pizza”');
  });

  it('quotes a caption’s words without the person’s own marks or full stop, in any script', () => {
    const stops = ['', '.', '…', '...', '。', '।', ' ', '. ', '.  '];
    for (const [open, close] of [['', ''], ...TYPED_PAIRS]) {
      for (const stop of stops) {
        for (const words of ['Never give up', '絶対にあきらめない', 'कभी हार मत मानो', 'Nunca te rindas, ¿vale?']) {
          const typed = `${open}${words}${stop}${close}`;
          expect(quotedWords(typed), typed).toBe(words);
        }
      }
    }
    // A question or an exclamation is what they said: its mark stays, and no full stop follows it.
    for (const said of ['Pizza!', 'Will I fly?', 'Vraiment ?', '本当に？', 'هل ستطير؟', '¡Vamos!']) {
      expect(quotedWords(said)).toBe(said);
      expect(endsWithOwnMark(quotedWords(said)), said).toBe(true);
    }
    expect(endsWithOwnMark(quotedWords('Never give up.'))).toBe(false);
    // Marks inside the words stay: only the end is taken off.
    expect(quotedWords('She says "never" a lot.')).toBe('She says "never" a lot');
  });
  it('drops a double mark left alone by a cut, and keeps pairs and apostrophes', () => {
    expect(withoutStrayMarks('"Ver la aurora boreal')).toBe('Ver la aurora boreal');
    expect(withoutStrayMarks('« Ouvrir une librairie')).toBe('Ouvrir une librairie');
    expect(withoutStrayMarks('Sie sagt „nie“ und lacht')).toBe('Sie sagt „nie“ und lacht');
    expect(withoutStrayMarks("Jonas' Hund")).toBe("Jonas' Hund");
    for (const answer of ANSWERS) expect(withoutStrayMarks(answer)).toBe(answer);
  });
});
