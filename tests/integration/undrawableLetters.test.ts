// A character no font can draw, never left out in silence: words edited to hold one (a private-use character
// pasted from another app) are lettered without it, the page keeps what was left out and where, the comic's
// page shows it to the owner, and the print check refuses to print, naming the page, the panel and the
// character. Words changed back clear it.
import { describe, expect, it } from 'vitest';
import { drawnSampleBook, makeFiles } from '../fixtures/bookWithFiles';
import { makeHarness } from '../helpers/harness';

const PRIVATE_USE = '\uE000';

describe('a character no font can draw', () => {
  it('is kept with its page and panel, shown to the owner, and stops the print check', {
    timeout: 400_000,
  }, async () => {
    // The same book as filesAttempts.test.ts: drawn once for both (drawing: 'remembered').
    const h = await makeHarness({ user: 'tasha@example.com', seed: 3, drawing: 'remembered' });
    const comicId = await drawnSampleBook(h, 'manga', 8);
    const book = await h.caller.book.get({ comicId });
    const page = book.pages.find((p) => p.kind === 'story' && p.words.some((w) => w.kind !== 'caption'))!;
    expect(book.pages.every((p) => p.undrawable.length === 0)).toBe(true);
    const words = page.words.find((w) => w.kind !== 'caption')!;

    const edited = await h.caller.book.editWords({
      comicId,
      page: page.number,
      wordsId: words.id,
      text: `Look ${PRIVATE_USE} there!`,
    });
    expect(edited.undrawable).toEqual([{ panel: words.panel, characters: [PRIVATE_USE] }]);
    expect((await h.caller.book.get({ comicId })).pages.find((p) => p.number === page.number)?.undrawable).toEqual(
      edited.undrawable,
    );

    const files = await makeFiles(h, comicId);
    const comic = files.preflight.find((p) => p.format === 'comic')!;
    expect(comic.ready).toBe(false);
    expect(comic.summary).toBe(
      `${page.label}, panel ${words.panel + 1}: no font can draw “${PRIVATE_USE}” (U+E000), so it was left out. ` +
        'Change those words before you order.',
    );

    const fixed = await h.caller.book.editWords({ comicId, page: page.number, wordsId: words.id, text: 'Look there!' });
    expect(fixed.undrawable).toEqual([]);
  });
});
