// Ordering makes what it needs: a quote for a drawn comic whose print files are
// missing or out of date starts preparing the book for print itself and says so in people's words ("print
// files" is the shop's word, not the customer's); nobody is sent to another page to press a button.
import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FILES_JOB, comicSubject } from '../../server/domains/jobs/jobKinds';
import { filesRoot } from '../../server/domains/files/filesSource';
import { makeOrderableComic } from '../fixtures/orderableComic';
import { makeHarness } from '../helpers/harness';
import { orderFor } from '../helpers/orderWorld';

describe('a quote for a book not prepared for print yet', () => {
  it('starts preparing it and says so, without "print files"', async () => {
    const h = await makeHarness({ user: 'ada@example.com' });
    const comicId = await makeOrderableComic(h.deps, h.user!.id);
    await rm(filesRoot(h.deps, comicId), { recursive: true, force: true });
    const quote = await h.caller.orders.quote(orderFor(comicId));
    expect(quote.total).toBe(4997);
    expect(quote.preflight).toMatchObject({ ready: false, files: 'building' });
    expect(quote.preflight.summary).toMatch(/preparing your book for print/i);
    expect(quote.preflight.summary).not.toMatch(/print files/i);
    expect(await h.deps.jobs.findActive(FILES_JOB, comicSubject(comicId))).not.toBeNull();
    // Asking again while it works joins the same preparation.
    const again = await h.caller.orders.quote(orderFor(comicId));
    expect(again.preflight.files).toBe('building');
    expect(await h.deps.jobs.activeCount(FILES_JOB)).toBe(1);
  });
});
