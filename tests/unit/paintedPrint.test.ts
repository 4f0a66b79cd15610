// A book painted against the fake Replicate with the default model (Nano Banana 2): the hero's character
// sheet is painted once for the book, not per panel; a panel whose first painting has a stranger's face is
// painted again and its likeness score is shown; every painting is kept, so the book prints at the comic
// size and at 6 × 9 in with every painted panel at 300 ppi or more (the print check says so); and a book
// that would pass the per-book ceiling stops with the ceiling's message instead of spending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPanelArt } from '../../server/domains/rows/paintRows';
import { bookCeilingMessage, LIKENESS_THRESHOLD } from '../../server/domains/book/paintedArt';
import { drawnSampleBook, makeFiles } from '../fixtures/bookWithFiles';
import { startFakeReplicate, type FakeReplicate } from '../helpers/fakeReplicate';
import { makeHarness } from '../helpers/harness';
import { writeFileSync } from 'node:fs';

let fake: FakeReplicate;
/** The first prediction of page 1's first panel paints a stranger; every other paints the references. */
let strangerSent = false;
beforeAll(async () => {
  fake = await startFakeReplicate({
    scenarioFor(input) {
      if (!strangerSent && !String(input.prompt).startsWith('A character model sheet')) {
        strangerSent = true;
        return { stranger: true };
      }
      return undefined;
    },
  });
});
afterAll(() => fake.close());

const env = (extra: Record<string, string> = {}) => ({ REPLICATE_API_TOKEN: 'test-token', REPLICATE_BASE_URL: fake.url, REPLICATE_TIMEOUT_SECONDS: '60', ...extra });

describe('a painted book', { timeout: 600_000 }, () => {
  it('paints sheets once, repaints a stranger, and prints at the comic size and 6 × 9 in at 300 ppi', async () => {
    const h = await makeHarness({ user: 'tasha@example.com', seed: 3, env: env() });
    const comicId = await drawnSampleBook(h, 'vintage', 8);
    const sheets = fake.predictions.filter((p) => String(p.input.prompt).startsWith('A character model sheet'));
    expect(sheets).toHaveLength(1);

    const panels = readPanelArt(h.deps.db, comicId, h.user!.id);
    const repainted = panels.filter((p) => p.tries > 1);
    expect(repainted.length).toBeGreaterThanOrEqual(1);
    const scores = panels.map((p) => ({ key: p.key, tries: p.tries, marked: p.marked, likeness: JSON.parse(p.likeness ?? '{}') as Record<string, number> }));
    for (const panel of scores.filter((p) => Object.keys(p.likeness).length)) {
      expect(Math.min(...Object.values(panel.likeness)), panel.key).toBeGreaterThanOrEqual(LIKENESS_THRESHOLD);
    }
    const book = await h.caller.book.get({ comicId });
    expect(book.painting?.people.length).toBeGreaterThan(0);
    expect(book.painting?.marked).toEqual([]);
    expect(book.painting?.costUsd).toBeGreaterThan(0);

    const view = await makeFiles(h, comicId);
    for (const format of ['comic', 'paperback', 'hardcover']) {
      const report = view.preflight.find((p) => p.format === format)!;
      expect(report.summary, format).toBe('Ready to print');
      const painted = report.checks.find((c) => c.label === 'Painted art');
      expect(painted?.ok, format).toBe(true);
    }
    if (process.env.WRITE_LIKENESS) writeFileSync(process.env.WRITE_LIKENESS, JSON.stringify({ painting: book.painting, panels: scores, preflight: view.preflight }, null, 2));
  });

  it('stops a book that would pass the per-book ceiling, with its message', async () => {
    const h = await makeHarness({ user: 'ada@example.com', seed: 4, env: env({ PAINT_BOOK_LIMIT_USD: '0.5' }) });
    await expect(drawnSampleBook(h, 'vintage', 8)).rejects.toThrow(bookCeilingMessage(0.5));
  });
});
