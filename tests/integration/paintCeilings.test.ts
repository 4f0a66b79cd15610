// The painting ceilings under concurrency (docs/models.md, "Ceilings"): panels painted at once, by one book,
// by two instances of the app on one database, and by several accounts, never spend past the book's, the day's
// or an account's share of the day's ceiling, because each painting's estimate is reserved in the same
// transaction as the check. The panels are painted by the real panel painter (the replicate SDK) against the
// local fake with slow predictions, so every call is in flight while the others decide; nothing draws a page.
// On PostgreSQL too (TEST_ON_POSTGRES=1: every harness its own database), where the check and the reservation
// are serialized across connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { silentLogger } from '../../server/lib/logger';
import { paintedPanel, type PaintedBook } from '../../server/domains/book/paintedArt';
import { bookCeilingMessage, dayCeilingMessage, paintingMeter } from '../../server/domains/spend/ceilings';
import { createReplicatePanelPainter } from '../../server/providers/panels/replicatePanelPainter';
import type { PanelPaintRequest } from '../../server/providers/panels/panelPainter';
import { paintSpend } from '../../server/db/schema';
import { ClaimLost } from '../../server/queue/jobQueue';
import { startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { makeDataDir, makeHarness, type Harness } from '../helpers/harness';
import { makePhoto } from '../helpers/images';
import { saveSampleComic, SAMPLE_STYLES } from '../fixtures/sampleComic';

let fake: FakeReplicate;
let photo: Buffer;
beforeAll(async () => {
  fake = await startFakeReplicate();
  // Slow enough that all eight are created before the first one is done.
  fake.setScenario({ processingMs: 400 });
  photo = await makePhoto('png', 300, 400);
});
afterAll(() => fake.close());

/** $0.15 a panel (a 1K painting by Nano Banana 2, priced here so eight cost $1.20, as the review found). */
const PANEL_USD = 0.15;
const env = (extra: Record<string, string> = {}) => ({
  REPLICATE_API_TOKEN: 'test-token',
  REPLICATE_BASE_URL: fake.url,
  REPLICATE_MODEL: 'google/nano-banana-2',
  REPLICATE_PRICES: JSON.stringify({ 'google/nano-banana-2': { perImage: { '1K': PANEL_USD } } }),
  ...extra,
});

async function harness(extra: Record<string, string>, user = 'ada@example.com', dataDir?: string, now?: () => Date) {
  const h = await makeHarness({
    user,
    env: env({ ...extra, ...(dataDir ? { DATA_DIR: dataDir } : {}) }),
    deps: now ? { now } : {},
  });
  // The app's painter with quick polling (the fake answers in a few hundred milliseconds).
  h.deps.panelPainter = createReplicatePanelPainter(h.deps.config.replicate!, silentLogger, {
    pollIntervalMs: 20,
    maxPollIntervalMs: 50,
  });
  return h;
}

/** A panel with nobody of the photos in it (no likeness to measure), painted at 1K. */
const panel = (seed: number): PanelPaintRequest => ({
  photo,
  style: SAMPLE_STYLES.manga,
  shot: 'wide',
  setting: 'a lighthouse on a stormy cliff',
  action: 'the waves crash',
  heroPresent: false,
  others: [],
  width: 600,
  height: 340,
  seed,
});

/** `count` panels of one comic painted at once; each one's outcome: 'painted' or the refusal's message. */
async function paintAtOnce(h: Harness, comicId: string, count: number, firstPage = 1): Promise<string[]> {
  const book: PaintedBook = { comicId, userId: h.user!.id, photo, castPhotos: {} };
  // A page job's runner that holds its claim throughout.
  const job = { signal: new AbortController().signal, confirmClaim: async () => undefined };
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      paintedPanel(h.deps, book, firstPage + i, 0, panel(i + 1), job).then(
        () => 'painted',
        (error: Error) => error.message,
      ),
    ),
  );
}

/** Dollars recorded against the ledger (every row: spent, or still reserved at its estimate). */
async function recorded(h: Harness, where: (row: typeof paintSpend.$inferSelect) => boolean = () => true) {
  const rows = await h.deps.db.select().from(paintSpend);
  return Number(
    rows
      .filter(where)
      .reduce((sum, row) => sum + row.usd, 0)
      .toFixed(6),
  );
}

const predictionsSince = (before: number) => fake.predictions.length - before;

describe('the painting ceilings, with panels painted at once', { timeout: 60_000 }, () => {
  it('eight panels at once spend no more than the $0.40 book ceiling, then the $0.50 day ceiling', async () => {
    const h = await harness({ PAINT_BOOK_LIMIT_USD: '0.4', PAINT_DAY_LIMIT_USD: '0.5', PAINT_ACCOUNT_DAY_SHARE: '1' });
    const first = await saveSampleComic(h, SAMPLE_STYLES.manga);
    const before = fake.predictions.length;
    const outcomes = await paintAtOnce(h, first, 8);
    const spent = await recorded(h);
    console.log(
      `eight panels at once, one book: ${outcomes.filter((o) => o === 'painted').length} painted, ` +
        `$${spent.toFixed(2)} spent against the $0.40 book ceiling (${predictionsSince(before)} predictions)`,
    );
    expect(spent).toBeLessThanOrEqual(0.4);
    expect(outcomes.filter((o) => o === 'painted')).toHaveLength(2);
    expect(outcomes.filter((o) => o !== 'painted')).toEqual(Array(6).fill(bookCeilingMessage(0.4)));
    expect(predictionsSince(before)).toBe(2);

    // A second book of the same day: the day's ceiling ($0.50) leaves room for one more panel.
    const second = await saveSampleComic(h, SAMPLE_STYLES.manga);
    const more = await paintAtOnce(h, second, 8);
    const total = await recorded(h);
    console.log(
      `eight more at once, a second book: ${more.filter((o) => o === 'painted').length} painted, ` +
        `$${total.toFixed(2)} spent in the day against the $0.50 day ceiling`,
    );
    expect(total).toBeLessThanOrEqual(0.5);
    expect(more.filter((o) => o === 'painted')).toHaveLength(1);
    expect(more.filter((o) => o !== 'painted')).toEqual(Array(7).fill(dayCeilingMessage(0.5)));
  });

  it('two instances of the app on one database paint at once and keep to one day ceiling', async () => {
    const dataDir = makeDataDir();
    const limits = { PAINT_BOOK_LIMIT_USD: '0', PAINT_DAY_LIMIT_USD: '0.5', PAINT_ACCOUNT_DAY_SHARE: '1' };
    const a = await harness(limits, 'ada@example.com', dataDir);
    const b = await harness(limits, 'bo@example.com', dataDir);
    const [comicA, comicB] = [
      await saveSampleComic(a, SAMPLE_STYLES.manga),
      await saveSampleComic(b, SAMPLE_STYLES.manga),
    ];
    const outcomes = (await Promise.all([paintAtOnce(a, comicA, 4), paintAtOnce(b, comicB, 4)])).flat();
    const spent = await recorded(a);
    console.log(
      `two instances, four panels each at once: ${outcomes.filter((o) => o === 'painted').length} painted, ` +
        `$${spent.toFixed(2)} spent against the $0.50 day ceiling`,
    );
    expect(spent).toBeLessThanOrEqual(0.5);
    expect(outcomes.filter((o) => o === 'painted')).toHaveLength(3);
  });

  it("keeps each account to its share of the day, so three accounts cannot use up the site's day", async () => {
    const dataDir = makeDataDir();
    // The default share (PAINT_ACCOUNT_DAY_SHARE, 0.3): $0.36 of a $1.20 day, two panels an account.
    const limits = { PAINT_BOOK_LIMIT_USD: '0', PAINT_DAY_LIMIT_USD: '1.2' };
    const accounts = await Promise.all(
      ['ada', 'bo', 'cy'].map((name) => harness(limits, `${name}@example.com`, dataDir)),
    );
    const comics = await Promise.all(accounts.map((h) => saveSampleComic(h, SAMPLE_STYLES.manga)));
    const outcomes = await Promise.all(accounts.map((h, i) => paintAtOnce(h, comics[i], 8)));
    const perAccount = await Promise.all(accounts.map((h) => recorded(h, (row) => row.userId === h.user!.id)));
    console.log(`three accounts, eight panels each at once: $${perAccount.map((usd) => usd.toFixed(2)).join(', $')}`);
    for (const usd of perAccount) expect(usd).toBeLessThanOrEqual(0.36);
    expect(outcomes.flat().filter((o) => o === 'painted')).toHaveLength(6);
    // A fourth account still paints: the day is not used up.
    const fourth = await harness(limits, 'di@example.com', dataDir);
    expect(await paintAtOnce(fourth, await saveSampleComic(fourth, SAMPLE_STYLES.manga), 1)).toEqual(['painted']);
  });
});

describe('a runner whose claim on the page job is gone', { timeout: 60_000 }, () => {
  it('paints nothing, and leaves nothing reserved against the ceilings', async () => {
    const h = await harness({});
    const comicId = await saveSampleComic(h, SAMPLE_STYLES.manga);
    const book: PaintedBook = { comicId, userId: h.user!.id, photo, castPhotos: {} };
    const before = fake.predictions.length;
    const taken = new ClaimLost('another runner took it over');
    const lapsed = { signal: new AbortController().signal, confirmClaim: () => Promise.reject(taken) };
    await expect(paintedPanel(h.deps, book, 1, 0, panel(1), lapsed)).rejects.toBe(taken);
    expect([predictionsSince(before), await recorded(h)]).toEqual([0, 0]);
  });
});

describe('a reservation its process never settled', { timeout: 60_000 }, () => {
  it('counts as spent that UTC day (the call may have been billed), and no longer the next', async () => {
    const clock = { now: Date.UTC(2026, 10, 28, 23, 0) };
    const limits = { PAINT_BOOK_LIMIT_USD: '0', PAINT_DAY_LIMIT_USD: '0.3', PAINT_ACCOUNT_DAY_SHARE: '1' };
    const h = await harness(limits, 'ada@example.com', undefined, () => new Date(clock.now));
    const comicId = await saveSampleComic(h, SAMPLE_STYLES.manga);
    // A process reserves a panel and dies before the call ends: nothing settles or releases it.
    await paintingMeter(h.deps, { comicId, userId: h.user!.id }, 'panel').reserve({
      model: 'google/nano-banana-2',
      usd: PANEL_USD,
    });
    expect((await paintAtOnce(h, comicId, 2)).sort()).toEqual([dayCeilingMessage(0.3), 'painted']);
    // Midnight UTC: the day's ceiling counts the new day's rows only.
    clock.now = Date.UTC(2026, 10, 29, 0, 1);
    expect(await paintAtOnce(h, comicId, 2, 10)).toEqual(['painted', 'painted']);
  });
});

describe('counts read as numbers on either database', () => {
  it('gives a book never painted no painting summary, and a comic without gift links none live', async () => {
    const h = await harness({});
    const comicId = await saveSampleComic(h, SAMPLE_STYLES.manga);
    // PostgreSQL answers count(*) as text ("0", which is truthy): the summary and the card must read a number.
    expect((await h.caller.book.get({ comicId })).painting).toBeNull();
    const [card] = await h.caller.comics.list();
    expect(card.liveGifts).toBe(0);
    await h.caller.gifts.create({ comicId, message: '', allowDownload: false });
    expect((await h.caller.comics.list())[0].liveGifts).toBe(1);
  });
});

describe('the ceilings’ settings', () => {
  it('default to a share under a third, $50 of covers and Claude, six books a line; a bad value names it', () => {
    const config = loadConfig({ REPLICATE_API_TOKEN: 'test-token' });
    expect(config.replicate!.accountDayShare).toBe(0.3);
    expect(config.coversAndClaudeDayLimitUsd).toBe(50);
    expect(config.rateLimits.booksPerAddressPerDay).toBe(6);
    for (const share of ['0', '1.5', '-0.2'])
      expect(() => loadConfig({ PAINT_ACCOUNT_DAY_SHARE: share })).toThrow(
        'Invalid configuration: PAINT_ACCOUNT_DAY_SHARE must be a share above 0 and at most 1, like 0.3',
      );
    expect(() => loadConfig({ COVERS_AND_CLAUDE_DAY_LIMIT_USD: '-1' })).toThrow(
      /^Invalid configuration: COVERS_AND_CLAUDE_DAY_LIMIT_USD /,
    );
    expect(() => loadConfig({ BOOKS_PER_ADDRESS_PER_DAY: '0' })).toThrow(
      /^Invalid configuration: BOOKS_PER_ADDRESS_PER_DAY /,
    );
  });
});
