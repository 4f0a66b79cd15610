// Whole books written by Claude in Japanese and in Arabic (the real SDK against the fake Messages API, which
// answers in the language a prompt names), drawn and lettered by the real engines, and the Arabic one made
// into print files: every letter of every page drawn, the script's words on the pages, the layouts of the
// Arabic book and of the Japanese manga its owner set to read right to left read from the right, and the
// Arabic book's CBZ and PDF saying so. Pages are kept in .tmp/look/book-languages/ to look at.
// @module-tag long
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BookPageRow, readBookPages } from '../../server/domains/book/bookRows';
import { latestManifest } from '../../server/domains/files/filesSource';
import { layoutById } from '../../server/engines/layout/pageLayouts';
import type { ArtMeta } from '../../server/engines/page/composePage';
import { PAGE_PX } from '../../shared/printGeometry';
import { makeFiles } from '../fixtures/bookWithFiles';
import { portrait } from '../fixtures/portraits';
import { useFakeAnthropic } from '../helpers/claudeFixtures';
import { makeHarness, type Harness } from '../helpers/harness';
import { readComicBookArchive, readingDirection, renderPdfPage } from '../helpers/printFileChecks';

const theFake = useFakeAnthropic();
const LOOK = path.resolve(import.meta.dirname, '../../.tmp/look/book-languages');

const PEOPLE = {
  ja: { author: '山田はなこ', idea: { id: 'i1', title: '月の歯みがき大作戦', description: '町を救う歯医者の話。' } },
  ar: { author: 'مريم', idea: { id: 'i1', title: 'القمر يحتاج إلى تنظيف', description: 'طبيبة أسنان تنقذ الحي.' } },
};

/** A comic in `language` with a cover, its story written by the fake Claude and its book drawn. */
async function drawnBook(h: Harness, language: keyof typeof PEOPLE, rightToLeft = false): Promise<string> {
  const { author, idea } = PEOPLE[language];
  const photo = (await portrait('medium-dark-white')).photo;
  const { id: comicId } = await h.caller.comics.save({
    draft: {
      type: 'black-and-white-manga',
      author,
      language,
      rightToLeft,
      answers: [{ id: 'job', question: 'q', hint: '', answer: 'طبيبة أسنان / 歯医者' }],
      characters: [],
      idea,
      mainCharacterPhoto: await h.saveImage('characters', photo, 'jpg'),
    },
  });
  const cover = await h.deps.cpu.run('renderCover', {
    photo,
    title: idea.title,
    author,
    type: 'black-and-white-manga',
    seed: 5,
  });
  await h.caller.comics.setCover({
    id: comicId,
    comicFrontPageUrl: await h.saveImage('covers', cover.bytes, cover.ext),
  });
  const script = await h.deps.jobs.waitFor((await h.caller.scripts.start({ comicId, pages: 8 })).id);
  expect(script).toMatchObject({ status: 'succeeded', result: { writer: 'ai' } });
  const book = await h.deps.jobs.waitFor((await h.caller.book.start({ comicId })).id);
  expect(book, JSON.stringify(book.error)).toMatchObject({ status: 'succeeded', result: { pages: 12, failed: 0 } });
  return comicId;
}

/** Each story page's first panel sits where its design puts it, mirrored across the page. */
function expectReadFromTheRight(story: BookPageRow[]) {
  for (const row of story) {
    const frame = (JSON.parse(row.artMeta!) as ArtMeta).frames[0].rect;
    const designed = layoutById(row.layout!).frames[0].rect;
    expect(frame.x + frame.width / 2, row.layout!).toBeCloseTo(PAGE_PX.width - (designed.x + designed.width / 2), 0);
  }
}

describe('books written in Japanese and Arabic', { timeout: 240_000 }, () => {
  it('letters every word of a Japanese manga set to read right to left, every letter drawn', async () => {
    const h = await makeHarness({
      user: 'hanako@example.com',
      seed: 2,
      env: { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: theFake().url },
    });
    const comicId = await drawnBook(h, 'ja', true);
    const book = await h.caller.book.get({ comicId });
    expect(book.pages.every((p) => p.status === 'done' && p.undrawable.length === 0)).toBe(true);
    const rows = await readBookPages(h.deps.db, comicId, h.user!.id);
    const lettered = rows.filter((r) => r.kind === 'story').map((r) => r.lettering ?? '');
    // The fake's balloons and captions, in Japanese, are on the pages.
    expect(lettered.join('\n')).toMatch(/さあ、また行くよ/);
    expect(lettered.join('\n')).toMatch(/第\d幕/);
    expectReadFromTheRight(rows.filter((r) => r.kind === 'story'));
    mkdirSync(LOOK, { recursive: true });
    const first = rows.find((r) => r.kind === 'story')!;
    writeFileSync(path.join(LOOK, 'ja-page-1.jpg'), await h.deps.store.read(first.readerUrl!));
  });

  it('reads an Arabic book from the right, on its pages, in its CBZ and in its PDF', async () => {
    const h = await makeHarness({
      user: 'maryam@example.com',
      seed: 2,
      env: { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: theFake().url },
    });
    const comicId = await drawnBook(h, 'ar');
    const book = await h.caller.book.get({ comicId });
    expect(book.pages.every((p) => p.status === 'done' && p.undrawable.length === 0)).toBe(true);
    const rows = await readBookPages(h.deps.db, comicId, h.user!.id);
    const story = rows.filter((r) => r.kind === 'story');
    expect(story.map((r) => r.lettering ?? '').join('\n')).toMatch(/ها نحن من جديد/);
    expectReadFromTheRight(story);

    const view = await makeFiles(h, comicId);
    expect(view.status).toBe('ready');
    const manifest = (await latestManifest(h.deps, comicId))!;
    const fileOf = (kind: string) =>
      path.join(h.deps.config.dataDir, manifest.folder, view.files.find((f) => f.kind === kind)!.fileName);
    const archive = await readComicBookArchive(fileOf('cbz'));
    expect(archive.info).toMatchObject({ language: 'ar', manga: 'YesAndRightToLeft' });
    expect(await readingDirection(fileOf('screen-pdf'))).toEqual({ lang: 'ar', direction: '/R2L' });
    mkdirSync(LOOK, { recursive: true });
    // The screen PDF's page 4: the cover, the title page, the dedication, then the first story page.
    writeFileSync(path.join(LOOK, 'ar-page-1.png'), await renderPdfPage(fileOf('screen-pdf'), 4, 60));
    const cover = path.join(
      h.deps.config.dataDir,
      manifest.folder,
      view.files.find((f) => f.kind === 'cover-pdf')!.fileName,
    );
    writeFileSync(path.join(LOOK, 'ar-cover.png'), await renderPdfPage(cover, 1, 40));
  });
});
