// The dedication in the giver's words (issue 47): the book page offers the writer's line and others written from
// the answers; the giver's own words and signature are lettered on the dedication page at once (the page drawn
// again) and carried by the files made after it (the CBZ and the print interior), kept when the story is
// written again, and read by every later drawing (the files job reads the book through readBookContext); an
// empty dedication gives the writer's back. Refused: markup, too long, someone else's comic, before the story
// exists, while the book is being drawn.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { readBookContext } from '../../server/domains/book/bookContext';
import { readScript } from '../../server/domains/scripts/scriptRows';
import { latestManifest } from '../../server/domains/files/filesSource';
import { ourImageKey } from '../../server/storage/imageStore';
import { drawnSampleBook, makeFiles } from '../fixtures/bookWithFiles';
import { meanDifference, renderPdfPage } from '../helpers/printFileChecks';
import { saveSampleComic } from '../fixtures/sampleComic';
import { makeHarness } from '../helpers/harness';

/** One member of a zip archive, as Python's zipfile reads it. */
async function zipMember(file: string, name: string): Promise<Buffer> {
  const read = 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))';
  const { stdout } = await promisify(execFile)('python3', ['-c', read, file, name], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'accepted',
    (e: unknown) => (e instanceof TRPCError ? `${e.code}: ${e.message}` : String(e)),
  );
}

describe('the dedication in the giver’s words', () => {
  it('is lettered on the dedication page, kept through a new story, and gives the writer’s back when emptied', {
    timeout: 300_000,
  }, async () => {
    // The book of filesAttempts.test.ts and undrawableLetters.test.ts: drawn once for all (drawing: 'remembered').
    const h = await makeHarness({ user: 'tasha@example.com', seed: 3, drawing: 'remembered' });
    const comicId = await drawnSampleBook(h, 'manga', 8);
    const before = await h.caller.book.get({ comicId });
    const written = before.dedication!;
    expect(written.own).toBe(false);
    expect(written.text).toBe(written.written);
    expect(written.signature).toBe('');
    // The writer's line first, then others from Tasha's answers (her patients, her dream), each a whole sentence.
    const suggestions = await h.caller.book.dedicationSuggestions({ comicId });
    expect(suggestions[0]).toBe(written.written);
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    for (const line of suggestions) expect(line).toMatch(/^For Tasha\b.*[^,;:]$/);
    const pageBefore = before.pages.find((p) => p.kind === 'dedication')!;
    const writersPage = (await h.deps.objects.get(ourImageKey(pageBefore.readerUrl!)!))!;

    const set = await h.caller.book.setDedication({
      comicId,
      text: '  For Tasha, who keeps the whole night shift smiling  ',
      signature: 'With love, Marcus',
    });
    expect(set).toMatchObject({
      text: 'For Tasha, who keeps the whole night shift smiling',
      signature: 'With love, Marcus',
      own: true,
      written: written.written,
    });
    const bookAfter = await h.caller.book.get({ comicId });
    const pageAfter = bookAfter.pages.find((p) => p.kind === 'dedication')!;
    expect(pageAfter.status).toBe('done');
    expect(pageAfter.readerUrl).not.toBe(pageBefore.readerUrl);

    // The files made now carry that page: the CBZ's and the print interior's dedication page are the page
    // lettered with the giver's words (and not the one before it).
    await makeFiles(h, comicId);
    const manifest = (await latestManifest(h.deps, comicId))!;
    const fileOf = (kind: string, format: string | null) =>
      path.join(
        h.deps.config.dataDir,
        manifest.folder,
        manifest.files.find((f) => f.kind === kind && f.format === format)!.fileName,
      );
    const lettered = (await h.deps.objects.get(ourImageKey(pageAfter.readerUrl!)!))!;

    // The CBZ's first image is the cover, then the book's pages in order.
    const inArchive = await zipMember(fileOf('cbz', null), `${String(pageAfter.number + 1).padStart(3, '0')}.jpg`);
    const inPrint = await renderPdfPage(fileOf('interior-pdf', 'comic'), pageAfter.number, 40);
    for (const copy of [inArchive, inPrint]) {
      // Measured: 1.3 (CBZ) and 1.9 (print) from the lettered page, 4.1 and 4.7 from the writer's page.
      expect(await meanDifference(copy, lettered)).toBeLessThan(3);
      expect(await meanDifference(copy, writersPage)).toBeGreaterThan(3);
    }

    // A new story keeps the giver's words; every drawing of the book reads them.
    const story = await h.deps.jobs.waitFor((await h.caller.scripts.start({ comicId, pages: 8 })).id);
    expect(story.status).toBe('succeeded');
    const rewritten = (await h.caller.book.get({ comicId })).dedication!;
    expect(rewritten).toMatchObject({ text: set.text, signature: 'With love, Marcus', own: true });
    const script = (await readScript(h.deps.db, comicId, h.user!.id))!.script;
    const book = await readBookContext(h.deps, { comicId, userId: h.user!.id, seed: 1 }, script);
    expect([book.script.dedication, book.signature]).toEqual([set.text, 'With love, Marcus']);

    // The writer's own line, signed: kept with the signature.
    const signedOurs = await h.caller.book.setDedication({ comicId, text: script.dedication, signature: 'Marcus' });
    expect(signedOurs).toMatchObject({ text: script.dedication, signature: 'Marcus', own: true });

    // Emptied, the writer's line is back, and nothing is signed.
    const reset = await h.caller.book.setDedication({ comicId, text: '', signature: 'With love, Marcus' });
    expect(reset).toMatchObject({ own: false, signature: '', text: script.dedication });
    const plain = await readBookContext(h.deps, { comicId, userId: h.user!.id, seed: 1 }, script);
    expect([plain.script.dedication, plain.signature]).toEqual([script.dedication, '']);
  });

  it('is refused with a reason: markup, too long, not the owner’s, no story yet, a book being drawn', {
    timeout: 120_000,
  }, async () => {
    const h = await makeHarness({ user: 'tasha@example.com', seed: 4, drawing: 'remembered' });
    const comicId = await saveSampleComic(h, 'black-and-white-manga');
    const set = (text: string, signature = '') => h.caller.book.setDedication({ comicId, text, signature });
    expect(await refusal(set('For Tasha'))).toMatch(/^BAD_REQUEST: The story is not written yet/);
    await h.deps.jobs.waitFor((await h.caller.scripts.start({ comicId, pages: 8 })).id);
    // The input's own words (shared/book.ts), which the page shows beside the field.
    const bad = async (text: string, signature: string, reason: string) => {
      const said = await refusal(set(text, signature));
      expect(said.startsWith('BAD_REQUEST'), said).toBe(true);
      expect(said).toContain(reason);
    };
    await bad('For <b>Tasha</b>', '', 'Please use plain text.');
    await bad('For Tasha', 'Marcus {x}', 'Please use plain text.');
    await bad('x'.repeat(161), '', 'A dedication holds at most 160 characters.');
    await bad('For Tasha', 'y'.repeat(61), 'A signature holds at most 60 characters.');
    const stranger = h.callerFor({ user: await h.createUser('someone@example.com') });
    expect(await refusal(stranger.book.setDedication({ comicId, text: 'Mine now', signature: '' }))).toMatch(
      /^NOT_FOUND/,
    );
    expect(
      await refusal(h.callerFor({ user: null }).book.setDedication({ comicId, text: 'Hi', signature: '' })),
    ).toMatch(/^UNAUTHORIZED/);
    // While the book is being drawn its pages were set out with the words it started with.
    const drawing = await h.caller.book.start({ comicId });
    expect(await refusal(set('For Tasha'))).toBe(
      'BAD_REQUEST: Your book is being drawn: change the dedication once it is finished.',
    );
    await h.caller.jobs.cancel({ id: drawing.id });
    await h.deps.jobs.waitFor(drawing.id);
    expect((await h.caller.book.get({ comicId })).dedication?.own).toBe(false);
    expect((await set('For Tasha, our night owl', 'Marcus')).own).toBe(true);
  });
});
