// The book through its procedures and its job, on real SQLite, real files and the real CPU pool: a
// 20-page comic drawn and lettered by the built-in art end to end, checked by decoding the pages; one job
// per comic; a restart half-way that draws only the missing pages; a page that fails twice left failed
// while the book goes on; and editing a balloon re-letters only that page on its own art.
// @module-tag long
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  boxPx,
  PAGE_PX,
  READER_FORMAT,
  READER_MAX_WIDTH_PX,
  THUMB_WIDTH_PX,
  type Rect,
} from '../../shared/printGeometry';
import { createDeps } from '../../server/deps';
import { silentLogger } from '../../server/lib/logger';
import { seededRandom } from '../../server/lib/seededRandom';
import { createCaller } from '../../server/trpc/root';
import { createContextInner } from '../../server/trpc/context';
import type { ArtMeta } from '../../server/engines/page/composePage';
import { HERO_KEY, type PlacedLettering } from '../../server/engines/pageModel';
import type { Script } from '../../shared/script';
import { readBookPages, type BookPageRow } from '../../server/domains/book/bookRows';
import { createRenderPool, type RenderPool } from '../../server/engines/pool/renderPool';
import { isEnded } from '../../server/queue/jobQueue';
import { saveSampleComic } from '../fixtures/sampleComic';
import { makeHarness, type Harness } from '../helpers/harness';

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

async function decoded(h: Harness, url: string) {
  const bytes = await h.deps.store.read(url);
  return sharp(bytes).raw().toBuffer({ resolveWithObject: true });
}

/** A short book (an 8-page story, 12 interior pages) for the tests that are not about length. */
async function makeShortBook(h: Harness, comicId: string) {
  if (!(await h.caller.scripts.get({ comicId })).script)
    await h.deps.jobs.waitFor((await h.caller.scripts.start({ comicId, pages: 8 })).id);
  const job = await h.caller.book.start({ comicId });
  return h.deps.jobs.waitFor(job.id);
}

describe('the book', { timeout: 240_000 }, () => {
  it('draws and letters a 20-page manga book at print size, every page checked', async () => {
    const h = await makeHarness({ user: 'tasha@example.com' });
    const comicId = await saveSampleComic(h, 'black-and-white-manga');
    const [first, second] = await Promise.all([h.caller.book.start({ comicId }), h.caller.book.start({ comicId })]);
    expect(second.id).toBe(first.id); // a double click starts one job
    const job = await h.deps.jobs.waitFor(first.id);
    expect(job).toMatchObject({
      status: 'succeeded',
      result: { pages: 24, failed: 0 },
      progress: { done: 24, total: 24 },
    });

    const book = await h.caller.book.get({ comicId });
    expect(book.pages.map((p) => p.kind)).toEqual(['title', 'dedication', ...Array(20).fill('story'), 'end', 'about']);
    expect(book.pages.every((p) => p.status === 'done' && p.readerUrl)).toBe(true);

    const rows = await readBookPages(h.deps.db, comicId, h.user!.id);
    const story = rows.filter((r) => r.kind === 'story');
    for (let i = 1; i < story.length; i++)
      expect(story[i].layout, `story pages ${i} and ${i + 1}`).not.toBe(story[i - 1].layout);

    const safe = boxPx('safe');
    const script = (await h.caller.scripts.get({ comicId })).script!.script;
    const speakers = tally();
    for (const row of rows) {
      const page = await sharp(await h.deps.store.read(row.printUrl!)).metadata();
      expect([page.width, page.height]).toEqual([PAGE_PX.width, PAGE_PX.height]);
      // One ink: the manga print file is gray, and the art itself only black and white.
      expect([page.format, page.channels]).toEqual(['png', 1]);
      const reader = await sharp(await h.deps.store.read(row.readerUrl!)).metadata();
      expect([reader.format, reader.width]).toEqual([READER_FORMAT, READER_MAX_WIDTH_PX]);
      // The detail page's grid loads thumbnails, not the reader's copies.
      const thumbBytes = await h.deps.store.read(row.thumbUrl!);
      const thumb = await sharp(thumbBytes).metadata();
      expect([thumb.format, thumb.width]).toEqual([READER_FORMAT, THUMB_WIDTH_PX]);
      expect(thumbBytes.length, `thumbnail of page ${row.number}`).toBeLessThan(60_000);
      if (row.kind !== 'story') continue;
      const art = await decoded(h, row.artUrl!);
      const levels = new Set<number>();
      for (let i = 0; i < art.data.length; i += art.info.channels * 97) levels.add(art.data[i]);
      expect(
        [...levels].every((v) => v === 0 || v === 255),
        `art of page ${row.number} is pure black and white`,
      ).toBe(true);
      checkLettering(row, safe);
      speakers.add(checkSpeakers(row, script));
    }
    // Not vacuous: most balloons have a speaker in the picture, and every one of those tails was checked.
    expect(speakers.tails, 'tails ending in their speaker').toBeGreaterThan(20);
  });

  it('draws a vintage book in colour, and picks the drawing up after a restart without redrawing a page', async () => {
    const h = await makeHarness({ user: 'tasha@example.com' });
    const comicId = await saveSampleComic(h, '30s-50s-style', 'very-dark-backlit');
    await h.deps.jobs.waitFor((await h.caller.scripts.start({ comicId, pages: 8 })).id);
    const job = await h.caller.book.start({ comicId });
    // An 8-page story (12 interior pages). Stop the server once a few pages are done (closing the queue
    // aborts the running job, like a restart).
    const seen = new Map<number, string>();
    for await (const view of h.deps.jobs.watch(job.id)) {
      if ((view.progress?.step === 'drawing' && view.progress.done >= 4) || isEnded(view.status)) break;
    }
    await h.deps.jobs.close();
    const before = await readBookPages(h.deps.db, comicId, h.user!.id);
    for (const row of before) if (row.status === 'done') seen.set(row.number, row.printUrl!);
    expect(seen.size).toBeGreaterThanOrEqual(4);
    expect(seen.size).toBeLessThan(12);

    // A new process on the same data: the job resumes by itself and finishes the missing pages only.
    const cpu = createRenderPool({ threads: 2 });
    try {
      const deps = await createDeps(h.deps.config, silentLogger, { random: seededRandom(3), cpu });
      const caller = createCaller(createContextInner({ deps, user: h.user, visitorId: 'v' }));
      const resumed = await deps.jobs.waitFor(job.id);
      expect(resumed.status).toBe('succeeded');
      const after = await readBookPages(deps.db, comicId, h.user!.id);
      expect(after.every((r) => r.status === 'done')).toBe(true);
      for (const [number, url] of seen) expect(after[number - 1].printUrl, `page ${number} kept`).toBe(url);

      let colourful = 0;
      for (const row of after.filter((r) => r.kind === 'story').slice(0, 4)) {
        const bytes = await deps.store.read(row.printUrl!);
        expect((await sharp(bytes).metadata()).channels).toBe(3);
        const page = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
        for (let i = 0; i < page.data.length; i += 3 * 101) {
          const [r, g, b] = [page.data[i], page.data[i + 1], page.data[i + 2]];
          if (Math.max(r, g, b) - Math.min(r, g, b) > 40) colourful++;
        }
        checkLettering(row, boxPx('safe'));
      }
      expect(colourful).toBeGreaterThan(1000);
      const script = (await caller.scripts.get({ comicId })).script!.script;
      const speakers = tally();
      for (const row of after.filter((r) => r.kind === 'story')) speakers.add(checkSpeakers(row, script));
      expect(speakers.tails).toBeGreaterThan(5);
      expect((await caller.book.get({ comicId })).pages).toHaveLength(12);
      await deps.jobs.close();
    } finally {
      await cpu.close();
    }
  });

  it('re-letters only the edited page, on its own art, and keeps the new words', async () => {
    const h = await makeHarness({ user: 'tasha@example.com' });
    const comicId = await saveSampleComic(h, 'black-and-white-manga');
    await makeShortBook(h, comicId);
    const before = await readBookPages(h.deps.db, comicId, h.user!.id);
    const book = await h.caller.book.get({ comicId });
    const page = book.pages.find((p) => p.kind === 'story' && p.words.some((w) => w.kind === 'speech'))!;
    const words = page.words.find((w) => w.kind === 'speech')!;
    const edited = await h.caller.book.editWords({
      comicId,
      page: page.number,
      wordsId: words.id,
      text: 'Nobody panics on my shift. Not tonight!',
    });
    expect(edited.words.find((w) => w.id === words.id)?.text).toBe('Nobody panics on my shift. Not tonight!');
    expect(edited.readerUrl).not.toBe(page.readerUrl);

    const after = await readBookPages(h.deps.db, comicId, h.user!.id);
    for (const row of after) {
      const old = before[row.number - 1];
      if (row.number === page.number) {
        expect(row.artUrl).toBe(old.artUrl); // the art is kept
        expect(row.printUrl).not.toBe(old.printUrl);
        const items = JSON.parse(row.lettering!) as PlacedLettering[];
        expect(items.find((i) => i.id === words.id)?.text).toBe('Nobody panics on my shift. Not tonight!');
        checkLettering(row, boxPx('safe'));
      } else {
        expect([row.printUrl, row.readerUrl]).toEqual([old.printUrl, old.readerUrl]);
      }
    }
    // The old lettered files are gone; the script has the new words too.
    await expect(h.deps.store.read(before[page.number - 1].printUrl!)).rejects.toThrow();
    const script = await h.caller.scripts.get({ comicId });
    expect(JSON.stringify(script.script?.script.pages)).toContain('Nobody panics on my shift. Not tonight!');
    // Someone else cannot read or edit it; markup is refused.
    const other = h.callerFor({ user: await h.createUser('bo@example.com') });
    await expect(other.book.get({ comicId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      other.book.editWords({ comicId, page: page.number, wordsId: words.id, text: 'Hi' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      h.caller.book.editWords({ comicId, page: page.number, wordsId: words.id, text: '<b>hi</b>' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(h.caller.book.editWords({ comicId, page: 1, wordsId: 'p0-b0', text: 'Hi' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it(
    'leaves a page that fails twice in an error state, finishes the rest, ' + 'and a retry draws only that page',
    async () => {
      // A worker pool that breaks while drawing one story page (a crashed worker, say), and only that page.
      const real = createRenderPool({ threads: 2 });
      let broken = true;
      let storyPagesDrawn = 0;
      const flaky: RenderPool = {
        size: real.size,
        threadIds: () => real.threadIds(),
        close: () => real.close(),
        run: ((task, input) => {
          if (task === 'renderStoryPage') {
            storyPagesDrawn++;
            const panels = (input as { panels: { art: { seed: number } }[] }).panels;
            if (broken && isPage(panels[0].art.seed, 5)) {
              return Promise.reject(new Error('worker exited'));
            }
          }
          return real.run(task, input as never);
        }) as RenderPool['run'],
      };
      try {
        const h = await makeHarness({ user: 'tasha@example.com', deps: { cpu: flaky, random: () => 0 } });
        const comicId = await saveSampleComic(h, 'black-and-white-manga');
        const job = await makeShortBook(h, comicId);
        expect(job).toMatchObject({ status: 'succeeded', result: { pages: 12, failed: 1 } });
        const book = await h.caller.book.get({ comicId });
        const failed = book.pages.filter((p) => p.status === 'failed');
        expect(failed.map((p) => p.number)).toEqual([5]);
        expect(failed[0].error).toBe('This page could not be drawn. Please try again.');
        // Its words' key goes with it, for the reader to say in the visitor's language.
        expect(failed[0]).toMatchObject({ messageKey: 'error_page_failed', messageParams: {} });
        expect(book.pages.filter((p) => p.status === 'done')).toHaveLength(11);

        broken = false;
        storyPagesDrawn = 0;
        const retry = await makeShortBook(h, comicId);
        expect(retry).toMatchObject({ status: 'succeeded', result: { pages: 12, failed: 0 } });
        expect(storyPagesDrawn).toBe(1);
        expect((await h.caller.book.get({ comicId })).pages.every((p) => p.status === 'done')).toBe(true);
      } finally {
        await real.close();
      }
    },
  );
});

/** With the book's seed 0, page n's panels are seeded n × 7919 + panel. */
function isPage(seed: number, number: number) {
  return seed === number * 7919;
}

/** Every lettered item lies inside its panel's lettering box and the safe area, its text inside its shape. */
function checkLettering(row: BookPageRow, safe: Rect) {
  const meta = JSON.parse(row.artMeta!) as ArtMeta;
  const items = JSON.parse(row.lettering!) as PlacedLettering[];
  expect(items.length, `page ${row.number} has words`).toBeGreaterThan(0);
  for (const item of items) {
    const where = `page ${row.number} ${item.id}`;
    expect(inside(item.textBox, item.shape), `${where}: text inside its shape`).toBe(true);
    expect(inside(item.shape, meta.frames[item.panel].letterBox), `${where}: inside its panel`).toBe(true);
    expect(inside(item.shape, safe), `${where}: inside the safe area`).toBe(true);
    expect(item.fontSize).toBeGreaterThanOrEqual(34);
  }
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Counts the tails checked across a book. */
function tally() {
  return {
    tails: 0,
    add(n: number) {
      this.tails += n;
    },
  };
}

/**
 * Lettering that knows who speaks, checked with the art's own boxes: a balloon's tail ends within its
 * speaker's figure when the speaker is in the picture, no balloon lies over a face (the hero's or a drawn
 * one), and no two panels of a page show the hero in the same crop. Returns how many tails it checked.
 */
function checkSpeakers(row: BookPageRow, script: Script): number {
  const meta = JSON.parse(row.artMeta!) as ArtMeta;
  const items = JSON.parse(row.lettering!) as PlacedLettering[];
  const page = script.pages.find((p) => p.number === row.storyPage)!;
  let checked = 0;
  for (const item of items) {
    const where = `page ${row.number} ${item.id}`;
    for (const face of meta.keepClear[item.panel] ?? [])
      expect(overlaps(item.shape, face), `${where}: over a face`).toBe(false);
    const balloon = /^p(\d+)-b(\d+)$/.exec(item.id);
    if (!balloon || !item.tail) continue;
    const speaker = page.panels[Number(balloon[1])].balloons[Number(balloon[2])].speaker;
    const figure = meta.figures?.[item.panel]?.[speaker];
    if (!figure) continue;
    const tip = item.tail.tip;
    const grown = { x: figure.x - 8, y: figure.y - 8, width: figure.width + 16, height: figure.height + 16 };
    expect(
      tip.x >= grown.x && tip.x <= grown.x + grown.width && tip.y >= grown.y && tip.y <= grown.y + grown.height,
      `${where}: ${speaker}'s tail ends in ${speaker}'s figure`,
    ).toBe(true);
    checked++;
  }
  const crops = (meta.figures ?? []).flatMap((f, i) =>
    f[HERO_KEY]
      ? [{ i, ...f[HERO_KEY], x: f[HERO_KEY].x - meta.frames[i].rect.x, y: f[HERO_KEY].y - meta.frames[i].rect.y }]
      : [],
  );
  for (const [a, first] of crops.entries()) {
    for (const second of crops.slice(a + 1)) {
      const same = [
        first.x - second.x,
        first.y - second.y,
        first.width - second.width,
        first.height - second.height,
      ].every((d) => Math.abs(d) < 8);
      expect(same, `page ${row.number}: panels ${first.i + 1} and ${second.i + 1} repeat the hero's crop`).toBe(false);
    }
  }
  return checked;
}
