// A painted book against the fake Replicate with the default model (Nano Banana 2), fifteen panels from a
// splash to half pages (tests/fixtures/paintedSampleBook.ts): the hero's character sheet is painted once for
// the book; a panel whose first painting has a stranger's face is painted again; a panel the face model finds
// no face in is painted three times and kept with a mark saying so; book.get shows the likeness scores, the
// mark and the cost; every painting is kept, so the book prints at the comic size and at 6 × 9 in with every
// painted panel at 300 ppi or more; the owner repaints the marked panel (a job that letters the page again;
// NOT_FOUND for anyone else; the daily book limit and the ceilings hold); and a book that would pass the
// per-book ceiling stops with the ceiling's message instead of spending.
// @module-tag long
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBookArt, readPanelArt } from '../../server/domains/book/paintRows';
import { spentOnBook } from '../../server/domains/spend/spendRows';
import { readBookPage } from '../../server/domains/book/bookRows';
import { LIKENESS_THRESHOLD } from '../../server/domains/book/paintedArt';
import { bookCeilingMessage } from '../../server/domains/spend/ceilings';
import { REPAINT_LIMIT_MESSAGE } from '../../server/domains/book/repaintJob';
import { makeFiles } from '../fixtures/bookWithFiles';
import { paintedSampleBook } from '../fixtures/paintedSampleBook';
import { startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { makeHarness, type Harness } from '../helpers/harness';
import { writeFileSync } from 'node:fs';

/** The panel the face model finds nobody in (while `faceless` holds): page 3's first (book page 5). */
const FACELESS_SCENE = 'scene 3-1:';
let faceless = true;
let fake: FakeReplicate;
/** The first panel prediction paints a stranger; scene 3-1 paints no face; every other paints the references. */
let strangerSent = false;
const isSheet = (input: Record<string, unknown>) => String(input.prompt).startsWith('A character model sheet');
beforeAll(async () => {
  fake = await startFakeReplicate({
    scenarioFor(input) {
      if (isSheet(input)) return undefined;
      if (faceless && String(input.prompt).includes(FACELESS_SCENE)) return { faceless: true };
      if (!strangerSent) {
        strangerSent = true;
        return { stranger: true };
      }
      return undefined;
    },
  });
});
afterAll(() => fake.close());

const env = (extra: Record<string, string> = {}) => ({
  REPLICATE_API_TOKEN: 'test-token',
  REPLICATE_BASE_URL: fake.url,
  REPLICATE_TIMEOUT_SECONDS: '60',
  ...extra,
});
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: { code?: string }) => error.code,
  );

describe('a painted book', { timeout: 300_000 }, () => {
  let h: Harness;
  let comicId: string;
  /** The marked panel's key: the book's page and the panel's index on it. */
  const marked = { page: 5, panel: 0 };

  beforeAll(async () => {
    h = await makeHarness({
      user: 'tasha@example.com',
      seed: 3,
      env: env({ BOOKS_PER_USER_PER_DAY: '2' }),
      drawing: 'remembered',
    });
    const book = await paintedSampleBook(h);
    expect(book, book.error ?? '').toMatchObject({ status: 'succeeded' });
    comicId = book.comicId;
  }, 240_000);

  it('paints the sheet once, repaints a stranger, marks a panel with no face, and shows scores and cost', async () => {
    expect(fake.predictions.filter((p) => isSheet(p.input))).toHaveLength(1);
    const panels = await readPanelArt(h.deps.db, comicId, h.user!.id);
    const { script } = (await h.caller.scripts.get({ comicId })).script!;
    const panelCount = script.pages.reduce((n, page) => n + page.panels.length, 0);
    expect(panels).toHaveLength(panelCount);
    const scores = panels.map((p) => ({
      key: p.key,
      tries: p.tries,
      marked: p.marked,
      likeness: JSON.parse(p.likeness ?? '{}') as Record<string, number | null>,
    }));
    // The stranger's panel: painted again and kept at the hero's likeness.
    const stranger = scores.filter((p) => p.tries === 2);
    expect(stranger).toHaveLength(1);
    // The faceless panel: three paintings, no face found in any, kept with a mark.
    const kept = scores.find((p) => p.key === `panel:${marked.page}:${marked.panel}`)!;
    expect(kept).toMatchObject({ tries: 3, marked: true, likeness: { Tasha: null } });
    // Every other panel Tasha is in shows her; the ones without her have nobody photographed to check.
    for (const panel of scores.filter((p) => p !== kept)) {
      expect(panel.marked, panel.key).toBe(false);
      if ('Tasha' in panel.likeness) expect(panel.likeness.Tasha, panel.key).toBeGreaterThanOrEqual(LIKENESS_THRESHOLD);
      else expect(panel.likeness, panel.key).toEqual({});
    }
    expect(scores.filter((p) => 'Tasha' in p.likeness).length).toBeGreaterThan(panelCount / 2);
    const book = await h.caller.book.get({ comicId });
    const spent = await spentOnBook(h.deps.db, comicId);
    expect(spent.calls).toBe(1 + panelCount + 1 + 2);
    expect(book.painting).toMatchObject({
      people: [{ name: 'Tasha', likeness: expect.any(Number) }],
      marked: [{ page: marked.page, panel: marked.panel, likeness: { Tasha: null } }],
      cover: null,
      threshold: LIKENESS_THRESHOLD,
      calls: spent.calls,
      costUsd: Number(spent.usd.toFixed(3)),
    });
    expect(book.painting!.people[0].likeness).toBeGreaterThanOrEqual(LIKENESS_THRESHOLD);
    if (process.env.WRITE_LIKENESS)
      writeFileSync(process.env.WRITE_LIKENESS, JSON.stringify({ painting: book.painting, panels: scores }, null, 2));
  });

  it('prints at the comic size and 6 × 9 in with every painted panel at 300 ppi', async () => {
    const view = await makeFiles(h, comicId);
    for (const format of ['comic', 'paperback', 'hardcover']) {
      const report = view.preflight.find((p) => p.format === format)!;
      expect(report.summary, format).toBe('Ready to print');
      const painted = report.checks.find((c) => c.label === 'Painted art');
      expect(painted?.ok, format).toBe(true);
    }
  });

  it('repaints the marked panel for its owner only, letters its page again, and holds the daily limit', async () => {
    const other = h.callerFor({ user: await h.createUser('someone@example.com') });
    expect(await codeOf(other.book.repaintPanel({ comicId, ...marked }))).toBe('NOT_FOUND');
    expect(await codeOf(h.caller.book.repaintPanel({ comicId, page: 1, panel: 0 }))).toBe('NOT_FOUND');
    expect(await codeOf(h.caller.book.repaintPanel({ comicId, page: marked.page, panel: 5 }))).toBe('NOT_FOUND');

    faceless = false;
    const before = (await readBookPage(h.deps.db, comicId, h.user!.id, marked.page))!;
    const keptArt = (await readBookArt(h.deps.db, comicId, `panel:${marked.page}:${marked.panel}`))!;

    // With the book's ceiling lowered below one more painting, the repaint stops with the ceiling's message
    // and keeps the panel and the page as they were (and gives back its place in the day's limit).
    const limits = h.deps.config.replicate!;
    const ceiling = limits.bookLimitUsd;
    Object.assign(limits, { bookLimitUsd: (await spentOnBook(h.deps.db, comicId)).usd + 0.01 });
    const stopped = await h.deps.jobs.waitFor((await h.caller.book.repaintPanel({ comicId, ...marked })).id);
    expect(stopped).toMatchObject({ status: 'failed', error: bookCeilingMessage(limits.bookLimitUsd) });
    expect(await readBookArt(h.deps.db, comicId, `panel:${marked.page}:${marked.panel}`)).toEqual(keptArt);
    expect(await readBookPage(h.deps.db, comicId, h.user!.id, marked.page)).toEqual(before);
    Object.assign(limits, { bookLimitUsd: ceiling });

    const predictions = fake.predictions.length;
    const started = await h.caller.book.repaintPanel({ comicId, ...marked });
    expect((await h.caller.book.get({ comicId })).repaint).toMatchObject({ page: marked.page, panel: marked.panel });
    const job = await h.deps.jobs.waitFor(started.id);
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(job.result).toMatchObject({
      page: marked.page,
      panel: marked.panel,
      marked: false,
      likeness: { Tasha: expect.any(Number) },
    });
    expect(fake.predictions.length - predictions).toBe(1);
    const art = (await readBookArt(h.deps.db, comicId, `panel:${marked.page}:${marked.panel}`))!;
    expect(art).toMatchObject({ marked: false, tries: 1 });
    // The page is drawn and lettered again with the new painting; the others on it are kept.
    const after = (await readBookPage(h.deps.db, comicId, h.user!.id, marked.page))!;
    expect(after.readerUrl).not.toBe(before.readerUrl);
    expect(JSON.parse(after.lettering ?? '[]')).toEqual(JSON.parse(before.lettering ?? '[]'));
    const book = await h.caller.book.get({ comicId });
    expect(book.painting!.marked).toEqual([]);
    expect(book.repaint).toBeNull();

    // The book and one repaint used the day's two painted books (the stopped repaint gave its place back).
    await expect(h.caller.book.repaintPanel({ comicId, page: marked.page, panel: 1 })).rejects.toThrow(
      REPAINT_LIMIT_MESSAGE,
    );
  });
});

describe('the painting ceilings', { timeout: 120_000 }, () => {
  it('stops a book that would pass the per-book ceiling, with its message, before spending more', async () => {
    // The character sheet fits under $0.20; the first panel would pass it.
    const h = await makeHarness({ user: 'ada@example.com', seed: 4, env: env({ PAINT_BOOK_LIMIT_USD: '0.2' }) });
    const book = await paintedSampleBook(h);
    expect(book).toMatchObject({ status: 'failed', error: bookCeilingMessage(0.2), messageKey: 'error_book_ceiling' });
    const spent = await spentOnBook(h.deps.db, book.comicId);
    expect(spent.calls).toBe(1);
    expect(spent.usd).toBeLessThanOrEqual(0.2);
    expect(await readPanelArt(h.deps.db, book.comicId, h.user!.id)).toEqual([]);
  });
});
