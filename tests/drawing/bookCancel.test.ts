// Canceling a book while its pages are drawn: the book is one job and each page another (pageJob.ts), so the
// cancel must reach the page jobs too — none left queued to draw for a book nobody waits for, and no page
// drawn after the cancel beyond those already under way.
import { describe, expect, it } from 'vitest';
import { BOOK_PAGE_JOB } from '../../server/domains/jobs/jobKinds';
import { readBookPages } from '../../server/domains/book/bookRows';
import { pagesAtOnce } from '../../server/domains/book/pageJob';
import { saveSampleComic } from '../fixtures/sampleComic';
import { makeHarness } from '../helpers/harness';
import { eventually } from '../helpers/orderWorld';
import { rawSql } from '../helpers/rawSql';

describe('canceling a book', { timeout: 120_000 }, () => {
  it('cancels its page jobs, and no page starts drawing after it', async () => {
    const h = await makeHarness({ user: 'tasha@example.com' });
    try {
      const comicId = await saveSampleComic(h, 'black-and-white-manga');
      await h.deps.jobs.waitFor((await h.caller.scripts.start({ comicId, pages: 8 })).id);
      const book = await h.caller.book.start({ comicId });
      await eventually(
        async () => ((await h.deps.jobs.get(book.id))?.progress?.done ?? 0) >= 1,
        'a page drawn',
        60_000,
      );
      expect((await h.caller.jobs.cancel({ id: book.id })).status).toBe('canceled');

      const pageJobs = () =>
        rawSql<{ status: string }>(h.deps.db, 'SELECT status FROM jobs WHERE kind = ? AND subject LIKE ?', [
          BOOK_PAGE_JOB,
          `${comicId}:%`,
        ]);
      expect((await pageJobs()).length).toBeGreaterThan(1);
      await eventually(
        async () => (await pageJobs()).every((job) => !['queued', 'running'].includes(job.status)),
        'every page job ended',
        15_000,
      );
      const done = async () =>
        (await readBookPages(h.deps.db, comicId, h.user!.id)).filter((p) => p.status === 'done').length;
      const whenEnded = await done();
      // A page already under way when the cancel came may still be kept (its drawing is not thrown away).
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const settled = await done();
      expect(settled - whenEnded).toBeLessThanOrEqual(pagesAtOnce(h.deps.cpu.size));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const doneLater = await done();
      expect(doneLater).toBe(settled);
      // A 12-page book: the cancel came well before the end.
      expect(doneLater).toBeLessThan(12);
      expect((await pageJobs()).some((job) => job.status === 'canceled')).toBe(true);
    } finally {
      await h.deps.jobs.close();
    }
  });
});
