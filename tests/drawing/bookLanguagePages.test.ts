// The matter pages in every book language (docs/book.md, "The book's language"): the title page, dedication,
// "The End", "About", and the pages that fill a print format, laid out with each language's words and people's
// names in its script. Every letter is drawable by the lettering's font stacks, nothing is shortened, every
// text stays in the safe box; a Japanese and an Arabic page are drawn whole and kept to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawMatterPage, layoutMatterPage, type MatterPageRequest } from '../../server/engines/panels/matterPages';
import { matterWords } from '../../server/engines/words/matterWords';
import { undrawableIn } from '../../server/engines/artKit/text/fonts';
import { lettered } from '../../server/engines/artKit/text/words';
import { BOOK_LANGUAGES } from '../../shared/languages';
import { boxPx } from '../../shared/printGeometry';
import { portrait } from '../fixtures/portraits';
import { writeImagePagesPdf } from '../../server/engines/print/imagePagesPdf';
import { qpdfCheck, readingDirection } from '../helpers/printFileChecks';
import { makeDataDir } from '../helpers/harness';
import { letterPage } from '../../server/engines/lettering/letterPage';
import { readsAfter } from '../../server/engines/lettering/placement';
import { layoutById, mirroredLayout } from '../../server/engines/layout/pageLayouts';
import { PAGE_PX } from '../../shared/printGeometry';
import type { LetteringPanel } from '../../server/engines/pageModel';

/** A hero, an author and a dedication as a person writing in the language would: names in its script. */
const PEOPLE: Record<string, { hero: string; author: string; title: string; dedication: string }> = {
  ja: {
    hero: '山田はなこ',
    author: '山田たろう',
    title: '月の歯みがき大作戦',
    dedication: 'はなこへ。どのページでも主人公のあなたに。',
  },
  ar: { hero: 'مريم', author: 'أحمد', title: 'القمر يحتاج إلى تنظيف', dedication: 'إلى مريم، بطلة كل صفحة' },
  he: { hero: 'נועה', author: 'דני', title: 'הירח צריך צחצוח', dedication: 'לנועה, הגיבורה של כל עמוד' },
  ru: { hero: 'Ольга', author: 'Иван', title: 'Луне нужна зубная щётка', dedication: 'Ольге, героине каждой страницы' },
  hi: { hero: 'प्रिया', author: 'राहुल', title: 'चाँद की सफ़ाई', dedication: 'प्रिया के लिए, हर पन्ने की नायिका' },
  el: { hero: 'Άννα', author: 'Νίκος', title: 'Το φεγγάρι θέλει βούρτσισμα', dedication: 'Στην Άννα, την ηρωίδα' },
  ko: { hero: '김민준', author: '김지우', title: '달나라 양치 대작전', dedication: '민준에게, 모든 페이지의 주인공' },
  zh: { hero: '王小明', author: '王芳', title: '月亮要刷牙', dedication: '献给小明，每一页的主角' },
};
const LATIN = { hero: 'Çağla Şahin', author: 'Małgorzata Żurowska', title: 'La luna', dedication: 'Para Çağla' };

const KINDS = ['title', 'dedication', 'end', 'about', 'cast', 'answers'] as const;

function requestFor(code: string, kind: MatterPageRequest['kind'], photo: Buffer): MatterPageRequest {
  const who = PEOPLE[code] ?? LATIN;
  const words = matterWords(code);
  return {
    kind,
    print: 'color',
    photo,
    title: who.title,
    author: who.author,
    heroName: who.hero,
    dedication: who.dedication,
    about: [words.alsoInTheStory(who.author), words.star(who.hero)],
    seed: 5,
    cast: [
      { name: who.hero, role: who.title },
      { name: who.author, role: who.dedication },
    ],
    answers: [{ question: who.title, answer: who.dedication }],
    language: code,
  };
}

describe('the matter pages in every book language', () => {
  it('draw every letter, shorten nothing and keep each text in the safe box', async () => {
    const { photo } = await portrait('medium-dark-white');
    const safe = boxPx('safe');
    for (const { code } of BOOK_LANGUAGES) {
      for (const kind of KINDS) {
        const layout = layoutMatterPage(requestFor(code, kind, photo));
        const lines = layout.texts.flatMap((t) => t.lines);
        expect(undrawableIn(lines), `${code} ${kind}`).toEqual([]);
        if (kind === 'answers') {
          // Their own words in their language's quotation marks („…“, «…», 「…」).
          const [open, close] = matterWords(code).quotes;
          // Lines joined without their breaks (a Japanese line breaks between letters, with no space).
          const unbroken = (text: string) => text.replace(/\s+/g, '');
          const quoted = layout.texts.find((t) => t.id === 'answer-1')?.lines.join('') ?? '';
          expect(unbroken(quoted), code).toBe(unbroken(`${open}${(PEOPLE[code] ?? LATIN).dedication}${close}`));
        }
        for (const t of layout.texts) {
          expect(t.shortened, `${code} ${kind} ${t.id}: ${t.lines.join(' / ')}`).toBe(false);
          const b = t.box;
          const inside =
            b.x >= safe.x &&
            b.y >= safe.y &&
            b.x + b.width <= safe.x + safe.width &&
            b.y + b.height <= safe.y + safe.height;
          expect(inside, `${code} ${kind} ${t.id}`).toBe(true);
        }
        if (kind === 'end') {
          const theEnd = layout.texts.find((t) => t.id === 'the-end');
          expect(theEnd?.lines.join(' '), code).toBe(lettered(matterWords(code).theEnd));
        }
        if (kind === 'title') {
          const starring = layout.texts.find((t) => t.id === 'starring')?.lines.join(' ') ?? '';
          expect(starring.replace(/\s+/g, ''), code).toContain(
            lettered(requestFor(code, kind, photo).heroName).replace(/\s+/g, ''),
          );
        }
      }
    }
  });

  it('letters a right-to-left page from the right: the caption in the top right corner, balloons leftwards', () => {
    const layout = mirroredLayout(layoutById('three-tiers'), PAGE_PX.width);
    const panels: LetteringPanel[] = layout.frames.map((frame) => ({
      frame,
      keepClear: [],
      heads: {},
      caption: 'في صباح اليوم التالي',
      balloons: [
        { speaker: 'مريم', kind: 'speech', text: 'صباح الخير!' },
        { speaker: 'أحمد', kind: 'speech', text: 'هيا بنا!' },
      ],
    }));
    const rtl = letterPage(panels, 'grayscale', undefined, true);
    const ltr = letterPage(panels, 'grayscale');
    for (const [i, frame] of layout.frames.entries()) {
      const items = rtl.items.filter((item) => item.panel === i);
      const caption = items.find((item) => item.kind === 'caption')!;
      const box = frame.letterBox;
      // Flush with the letter box's right edge, where the left-to-right one is flush with its left.
      expect(box.x + box.width - (caption.shape.x + caption.shape.width), `panel ${i}`).toBeLessThan(2);
      const leftToRight = ltr.items.find((item) => item.panel === i && item.kind === 'caption')!;
      expect(leftToRight.shape.x - box.x, `panel ${i}`).toBeLessThan(2);
      const words = items.filter((item) => !item.shortened);
      words.forEach((later, j) => {
        for (const earlier of words.slice(0, j))
          expect(readsAfter(later.shape, earlier.shape, true), `${later.id} after ${earlier.id}`).toBe(true);
      });
    }
  });

  it('writes a PDF that says its language, and for Arabic that its spreads read right to left', async () => {
    const png = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const pages = { count: 4, read: async () => png, pageIn: { width: 2, height: 3 } };
    const folder = makeDataDir();
    const info = { title: 'القمر', author: 'أحمد', subject: 'كتاب مصور' };
    await writeImagePagesPdf(`${folder}/ar.pdf`, pages, { ...info, language: 'ar', rightToLeft: true });
    await writeImagePagesPdf(`${folder}/ja.pdf`, pages, { ...info, language: 'ja' });
    expect(await readingDirection(`${folder}/ar.pdf`)).toEqual({ lang: 'ar', direction: '/R2L' });
    expect(await readingDirection(`${folder}/ja.pdf`)).toEqual({ lang: 'ja', direction: undefined });
    expect((await qpdfCheck(`${folder}/ar.pdf`)).check).toContain('No syntax or stream encoding errors');
  });

  it('draws a Japanese title page and an Arabic "The End" at print size (kept in .tmp/look/)', async () => {
    const { photo } = await portrait('medium-dark-white');
    const folder = path.resolve(import.meta.dirname, '../../.tmp/look/book-languages');
    mkdirSync(folder, { recursive: true });
    for (const [code, kind] of [
      ['ja', 'title'],
      ['ar', 'end'],
    ] as const) {
      const page = await drawMatterPage(requestFor(code, kind, photo));
      const png = await sharp(page.pixels, { raw: { width: page.width, height: page.height, channels: 3 } })
        .resize({ width: 900 })
        .png()
        .toBuffer();
      writeFileSync(path.join(folder, `${code}-${kind}.png`), png);
      // Something is printed: the words and the art, not a blank page.
      const { channels } = await sharp(page.pixels, {
        raw: { width: page.width, height: page.height, channels: 3 },
      }).stats();
      expect(channels[0].stdev, `${code} ${kind}`).toBeGreaterThan(20);
    }
  });
});
