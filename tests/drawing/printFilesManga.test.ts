// A manga book's files (printFilesSuite.ts), and what only needs one style: the downloads over HTTP for the
// owner alone, files kept while nothing changes, stale files once the words change, and gone with the comic.
// @module-tag long
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesRoot } from '../../server/domains/files/filesSource';
import { buildApp } from '../../server/app';
import { createSession, upsertUser } from '../../server/domains/auth/sessions';
import { madeFiles, printFileTests, type MadeFiles } from '../helpers/printFilesSuite';

let made: MadeFiles;

describe('print files of a manga book', { timeout: 300_000 }, () => {
  beforeAll(async () => {
    made = await madeFiles('manga');
  }, 300_000);

  printFileTests('manga', () => made);

  it('downloads: the owner gets each file as an attachment; anyone else, signed out or another name: 404', async () => {
    const { h, comicId, view } = made;
    const { app } = await buildApp({ config: h.deps.config, deps: { ...h.deps } });
    const cookieOf = async (email: string) => {
      const user = await upsertUser(h.deps.db, { issuer: 'test', subject: email, email });
      return `cba_session=${(await createSession(h.deps.db, user.id, h.deps.now())).token}`;
    };
    const owner = await cookieOf('tasha@example.com');
    const stranger = await cookieOf('someone@example.com');
    for (const file of view.files) {
      const res = await app.inject({ url: file.url, headers: { cookie: owner } });
      expect(res.statusCode, file.url).toBe(200);
      expect(res.headers['content-type']).toBe(
        file.fileName.endsWith('.cbz') ? 'application/vnd.comicbook+zip' : 'application/pdf',
      );
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file.fileName}"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.length).toBe(file.bytes);
    }
    const url = view.files[0].url;
    expect((await app.inject({ url, headers: { cookie: stranger } })).statusCode).toBe(404);
    expect((await app.inject({ url })).statusCode).toBe(404);
    for (const name of ['manifest.json', '..%2Fmanifest.json', 'nothing.pdf']) {
      expect(
        (await app.inject({ url: `/downloads/${comicId}/${name}`, headers: { cookie: owner } })).statusCode,
        name,
      ).toBe(404);
    }
  });

  it('makes nothing again while the book is unchanged, and calls the files out of date once words change', async () => {
    const { h, comicId, view } = made;
    const again = await h.deps.jobs.waitFor((await h.caller.files.build({ comicId })).id);
    expect(again.status).toBe('succeeded');
    expect((await h.caller.files.get({ comicId })).madeAt).toBe(view.madeAt);

    const page = (await h.caller.book.get({ comicId })).pages.find((p) => p.kind === 'story' && p.words.length)!;
    await h.caller.book.editWords({
      comicId,
      page: page.number,
      wordsId: page.words[0].id,
      text: 'New words for the printer!',
    });
    const stale = await h.caller.files.get({ comicId });
    expect(stale.status).toBe('stale');
    expect(stale.files).toHaveLength(8); // the old files stay downloadable until new ones replace them
  });

  it('deleting the comic deletes its files', async () => {
    const { h, comicId } = made;
    expect(existsSync(filesRoot(h.deps, comicId))).toBe(true);
    await h.caller.comics.delete({ id: comicId });
    expect(existsSync(filesRoot(h.deps, comicId))).toBe(false);
  });
});

afterAll(async () => {
  await made?.h.deps.jobs.close();
});
