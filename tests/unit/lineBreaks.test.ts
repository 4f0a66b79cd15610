// Lines of scripts written without spaces break where a reader expects: Japanese between phrases (a word and
// the particles after it), Chinese and Thai between words, punctuation never starting a line; a balloon of
// Japanese words is filled with whole phrases, and nothing is added or lost between its lines.
import { describe, expect, it } from 'vitest';
import { letteringFont } from '../../server/engines/artKit/text/fonts';
import { fitLines } from '../../server/engines/artKit/text/fitLines';
import { phrasesOf } from '../../server/engines/artKit/text/lineBreaks';
import { wordsOf } from '../../server/engines/artKit/text/words';
import { layoutById } from '../../server/engines/layout/pageLayouts';
import { letterPage } from '../../server/engines/lettering/letterPage';
import type { LetteringPanel } from '../../server/engines/pageModel';

describe('phrases of space-free scripts', () => {
  it('keeps a Japanese word with its particles and endings', () => {
    expect(phrasesOf('山田はなこは今日、森へ冒険に出かけました。')).toEqual([
      '山田はなこは',
      '今日、',
      '森へ',
      '冒険に',
      '出かけました。',
    ]);
    expect(phrasesOf('おばあちゃん、いっしょに行こう！')).toEqual(['おばあちゃん、', 'いっしょに', '行こう！']);
    expect(phrasesOf('「すごい！」と言った。')).toEqual(['「すごい！」と', '言った。']);
  });

  it('breaks Chinese and Thai between words, punctuation staying with the word before', () => {
    expect(phrasesOf('奶奶，我们出发吧！')).toEqual(['奶奶，', '我们', '出发', '吧！']);
    expect(phrasesOf('ไปกันเถอะคุณยาย').join('')).toBe('ไปกันเถอะคุณยาย');
    expect(phrasesOf('ไปกันเถอะคุณยาย').length).toBeGreaterThan(2);
  });

  it('leaves words of spaced scripts whole', () => {
    expect(phrasesOf('Małgorzata')).toEqual(['Małgorzata']);
    expect(phrasesOf('김민준')).toEqual(['김민준']);
  });
});

describe('lines of Japanese', () => {
  const text = '山田はなこは今日、森へ冒険に出かけました。';
  const phrases = phrasesOf(text);

  it('fit into narrow lines of whole phrases, with nothing added between them', () => {
    const fitted = fitLines(letteringFont, text, { maxWidth: 320, maxLines: 8, maxSize: 40, minSize: 40 });
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join('')).toBe(text);
    for (const line of fitted.lines) {
      // Every line is a run of whole phrases.
      const start = phrases.findIndex((p) => line.startsWith(p));
      expect(start, line).toBeGreaterThanOrEqual(0);
      let rest = line;
      for (let i = start; rest; i++) {
        expect(rest.startsWith(phrases[i]), `${line} at ${phrases[i]}`).toBe(true);
        rest = rest.slice(phrases[i].length);
      }
    }
  });

  it('fill a speech balloon broken between phrases', () => {
    const layout = layoutById('two-tiers');
    const panels: LetteringPanel[] = layout.frames.map((frame, i) => ({
      frame,
      keepClear: [],
      heads: {},
      balloons: i === 0 ? [{ speaker: 'Hana', kind: 'speech', text: text.repeat(2) }] : [],
    }));
    const [balloon] = letterPage(panels, 'color').items;
    expect(balloon.shortened).toBe(false);
    expect(balloon.lines.length).toBeGreaterThan(1);
    expect(balloon.lines.join('')).toBe(text.repeat(2));
    // Every line ends where a phrase ends.
    const ends = (pieces: string[]) => pieces.map((_, i) => pieces.slice(0, i + 1).join('').length);
    const phraseEnds = new Set(ends([...phrases, ...phrases]));
    for (const [i, end] of ends(balloon.lines).entries()) expect(phraseEnds.has(end), balloon.lines[i]).toBe(true);
  });
});

describe('a page with a character no face has', () => {
  it('reports the character, its item and its panel', () => {
    const layout = layoutById('two-tiers');
    const panels: LetteringPanel[] = layout.frames.map((frame, i) => ({
      frame,
      keepClear: [],
      heads: {},
      caption: i === 1 ? 'Grandma \uE000 Ann' : undefined,
      balloons: i === 0 ? [{ speaker: 'Ann', kind: 'speech', text: 'Hello, Małgorzata!' }] : [],
    }));
    const lettered = letterPage(panels, 'grayscale');
    expect(lettered.undrawable).toEqual([{ id: 'p1-caption', panel: 1, characters: ['\uE000'] }]);
    expect(lettered.items.find((i) => i.id === 'p1-caption')?.lines.join(' ')).toBe('GRANDMA ANN');
  });
});

describe('lines of French', () => {
  it('never starts a line with the "!" or "?" a no-break space holds to its word', () => {
    const text = 'Attention\u00a0! Tu ne passeras pas\u00a0! Pas question\u00a0?';
    expect(wordsOf(text)).toEqual(['Attention\u00a0!', 'Tu', 'ne', 'passeras', 'pas\u00a0!', 'Pas', 'question\u00a0?']);
    for (const maxWidth of [260, 300, 340, 400, 500]) {
      const { lines, shortened } = fitLines(letteringFont, text, { maxWidth, maxLines: 8, maxSize: 40 });
      expect(shortened, `${maxWidth}px`).toBe(false);
      expect(lines.length, `${maxWidth}px`).toBeGreaterThan(1);
      for (const line of lines) expect(line, `${maxWidth}px`).not.toMatch(/^[!?]/);
      expect(lines.join(' ').replace(/\u00a0/g, ' ')).toBe(text.replace(/\u00a0/g, ' '));
    }
  });
});
