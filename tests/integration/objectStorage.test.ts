// STORAGE_URL=s3://...: a comic's whole life on S3 (the S3-compatible test server, the AWS SDK v3): a photo
// uploaded over HTTP, a cover, a drawn book, its print files, an order's files, the printer's links (the app's
// own, signed for 7 days, streamed from the bucket) fetched from outside, downloads, and deletion; and DATA_DIR
// holds only the database all along.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createSession } from '../../server/domains/auth/sessions';
import { readBookPages } from '../../server/domains/book/bookRows';
import { ownComicRow } from '../../server/domains/comics/comicRows';
import { latestManifest } from '../../server/domains/files/filesSource';
import {
  freezeOrderFiles,
  objectMd5,
  orderFileKey,
  orderPreflight,
  printFileLink,
} from '../../server/domains/orders/orderFiles';
import { silentLogger } from '../../server/lib/logger';
import { cleanUpImages } from '../../server/storage/imageCleanup';
import { imageKey } from '../../server/storage/imageStore';
import { type FakeS3, startFakeS3 } from '../fakes/s3Server';
import { drawnSampleBook, makeFiles } from '../fixtures/bookWithFiles';
import { makeDataDir, makeHarness } from '../helpers/harness';
import { uploadPhotoOverHttp } from '../helpers/httpUpload';
import { makePhoto } from '../helpers/images';
import { eventually, placeAndPay, startOrderWorld } from '../helpers/orderWorld';
import { onPostgres } from '../helpers/testDatabase';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
});

/** Every file under a folder, relative to it. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(dir.length + 1)}/${entry.name}`.replace(/^\//, ''));
const DATABASE_ONLY = ['comics.db', 'comics.db-shm', 'comics.db-wal'];
/** Staging folders left under DATA_DIR (the files job's own is removed once its files are stored). */
const staging = (dataDir: string) => (existsSync(`${dataDir}/staging`) ? readdirSync(`${dataDir}/staging`) : []);
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

describe('a comic on S3', () => {
  it('upload, cover, pages, print files, order files, the printer’s link, delete: nothing on disk', async () => {
    // The app's clock, which the printer's link is checked against: the real one unless a step sets it.
    const clock: { now: Date | null } = { now: null };
    const h = await makeHarness({
      user: 'tasha@example.com',
      seed: 3,
      drawing: 'remembered',
      env: s3.env('book'),
      deps: { now: () => clock.now ?? new Date() },
    });
    const { app, deps } = await buildApp({ config: h.deps.config, deps: h.deps });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const objects = deps.objects;
      expect(objects.localFolder).toBeNull();

      // A photo uploaded over HTTP lands in the bucket and is served only to the browser that sent it.
      const { photo, cookie } = await uploadPhotoOverHttp(base);
      expect(await objects.exists(imageKey(photo))).toBe(true);
      const mine = await fetch(`${base}${photo}`, { headers: { cookie } });
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('image/jpeg');
      expect(mine.headers.get('cache-control')).toMatch(/^private/);
      expect(Buffer.from(await mine.arrayBuffer()).equals((await objects.get(imageKey(photo)))!)).toBe(true);
      expect((await fetch(`${base}${photo}`)).status).toBe(404);
      expect((await fetch(`${base}/storage/characters/..%2Fcomics.db`, { headers: { cookie } })).status).toBe(404);

      // The book: a cover, eight story pages drawn, the print files made in a temporary folder and stored.
      const comicId = await drawnSampleBook(h, 'manga', 8);
      const view = await makeFiles(h, comicId);
      expect(view.status).toBe('ready');
      const comic = await ownComicRow(deps.db, comicId, h.user!.id);
      const pages = await readBookPages(deps.db, comicId, h.user!.id);
      const imageUrls = [
        comic.comicFrontPageUrl!,
        ...pages.flatMap((p) => [p.printUrl, p.readerUrl, p.thumbUrl]).filter((u): u is string => Boolean(u)),
      ];
      expect(pages.length).toBeGreaterThanOrEqual(8);
      for (const url of imageUrls) expect(await objects.exists(imageKey(url)), url).toBe(true);
      const manifest = (await latestManifest(deps, comicId))!;
      const stored = (await objects.list(manifest.folder)).map((o) => o.key.split('/').pop());
      expect(stored.sort()).toEqual([...manifest.files.map((f) => f.fileName), 'manifest.json'].sort());
      expect(staging(deps.config.dataDir)).toEqual([]);

      // A page image and a download, through the app, to the owner only.
      const session = `cba_session=${(await createSession(deps.db, h.user!.id, new Date())).token}`;
      const page = await fetch(`${base}${pages[1].readerUrl}`, { headers: { cookie: session } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe(pages[1].readerUrl!.endsWith('.jpg') ? 'image/jpeg' : 'image/png');
      expect((await page.arrayBuffer()).byteLength).toBeGreaterThan(1000); // read to the end: see orders.test.ts
      expect((await fetch(`${base}${pages[1].readerUrl}`, { headers: { cookie } })).status).toBe(404);
      const screen = view.files.find((f) => f.kind === 'screen-pdf')!;
      const download = await fetch(`${base}${screen.url}`, { headers: { cookie: session } });
      expect(download.status).toBe(200);
      const downloaded = Buffer.from(await download.arrayBuffer());
      expect(downloaded.subarray(0, 5).toString()).toBe('%PDF-');
      expect(downloaded.length).toBe(screen.bytes);
      expect((await fetch(`${base}${screen.url}`, { headers: { cookie } })).status).toBe(404);

      // An order keeps its own copy. The printer's link is the app's own under PUBLIC_URL, signed for 7 days
      // and streamed from the bucket: a presigned bucket link dies with the credentials that signed it (a
      // role's temporary keys last hours), this one with its own expiry only.
      const order = 'ord_s3objectstorage00001';
      const preflight = await orderPreflight(deps, comicId, h.user!.id, 'comic');
      expect(preflight.ready).toBe(true);
      await freezeOrderFiles(deps, comicId, order, preflight.frozen!);
      const issued = new Date('2026-11-28T09:00:00.000Z');
      const link = new URL(await printFileLink(deps, order, 'interior', issued));
      expect(`${link.origin}${link.pathname}`).toBe(`${deps.config.publicOrigin}/print-files/${order}/interior.pdf`);
      expect(Number(link.searchParams.get('expires'))).toBe(issued.getTime() / 1000 + 7 * 24 * 3600);
      const printerFetches = async (at: Date) => {
        clock.now = at;
        return fetch(`${base}${link.pathname}${link.search}`);
      };
      const fetched = await printerFetches(new Date(issued.getTime() + (7 * 24 - 1) * 3600 * 1000));
      expect(fetched.status).toBe(200);
      const interior = Buffer.from(await fetched.arrayBuffer());
      expect(md5(interior)).toBe(await objectMd5(objects, orderFileKey(order, 'interior')));
      expect((await printerFetches(new Date(issued.getTime() + 7 * 24 * 3600 * 1000 + 1000))).status).toBe(404);
      clock.now = null;
      const altered = new URL(link);
      altered.pathname = altered.pathname.replace('interior.pdf', 'cover.pdf');
      expect((await fetch(`${base}${altered.pathname}${altered.search}`)).status).toBe(404);

      // Nothing of the comic was written to this machine's disk: DATA_DIR holds the database alone.
      expect(filesIn(deps.config.dataDir).filter((f) => !DATABASE_ONLY.includes(f))).toEqual([]);

      // Deleting the comic removes its images and files from the bucket; the order's copy stays.
      await h.caller.comics.delete({ id: comicId });
      expect(await objects.list(`files/${comicId}`)).toEqual([]);
      for (const url of [comic.comicFrontPageUrl!, pages[1].printUrl!])
        expect(await objects.exists(imageKey(url)), url).toBe(false);
      expect(await objects.exists(orderFileKey('ord_s3objectstorage00001', 'interior'))).toBe(true);

      // The cleanup pass finds leftovers in the bucket as it did in the folder.
      await objects.put('covers/1600000000000-leftoverleftover.png', Buffer.from('x'));
      const freed = await cleanUpImages({ ...deps, log: silentLogger }, 0, new Date(Date.now() + 60_000));
      expect(freed.files).toBeGreaterThanOrEqual(1);
      expect(await objects.exists('covers/1600000000000-leftoverleftover.png')).toBe(false);
    } finally {
      await app.close();
    }
  }, 240_000);

  it('the printer fetches an order’s files through the app’s signed links, streamed from the bucket', async () => {
    const world = await startOrderWorld({ env: s3.env('shop') });
    try {
      const ada = await world.user('ada@example.com');
      const comicId = await world.comic(ada);
      // The orderable comic's files are written to the folder; a store on S3 keeps them in the bucket.
      const dataDir = world.deps.config.dataDir;
      for (const file of filesIn(dataDir).filter((f) => f.startsWith('files/')))
        await world.deps.objects.putFile(file, `${dataDir}/${file}`);
      await rm(`${dataDir}/files`, { recursive: true, force: true });

      await placeAndPay(world, ada, comicId);
      await eventually(() => world.lulu.fileFetches.length === 2, 'the printer fetched both files');
      expect(world.lulu.fileFetches.map((f) => [f.kind, f.status, f.pages])).toEqual([
        ['cover', 200, 1],
        ['interior', 200, 12],
      ]);
      for (const fetchOf of world.lulu.fileFetches) {
        expect(fetchOf.url.startsWith(`${world.publicUrl}/print-files/ord_`)).toBe(true);
        expect(new URL(fetchOf.url).searchParams.has('sig')).toBe(true);
      }
      expect(world.lulu.violations).toEqual([]);
      expect(filesIn(dataDir).filter((f) => !DATABASE_ONLY.includes(f))).toEqual([]);
    } finally {
      await world.close();
    }
  }, 60_000);

  // The SQLite installation's backup (the PostgreSQL one: backupPostgres.test.ts).
  it.skipIf(onPostgres)(
    "npm run backup copies the bucket prefix's images, and npm run restore puts them in another",
    async () => {
      const h = await makeHarness({ user: 'ada@example.com', env: s3.env('live') });
      const photo = await h.saveImage('characters', await makePhoto('jpeg', 120, 160), 'jpg');
      const cover = await h.saveImage('covers', await makePhoto('png', 90, 140), 'png');
      const idea = { id: 'idea-1', title: 'Issue 1', description: 'A test comic.' };
      await h.caller.comics.save({
        draft: {
          type: '30s-50s-style',
          author: 'Ada',
          answers: [],
          characters: [],
          idea,
          mainCharacterPhoto: photo,
          comicFrontPageUrl: cover,
        },
      });
      const dataDir = h.deps.config.dataDir;
      const target = path.join(makeDataDir(), 'backup');
      const run = (script: string, arg: string, env: Record<string, string>) =>
        promisify(execFile)('npm', ['run', '--silent', script, '--', arg], { env: { ...process.env, ...env } });

      const backedUp = await run('backup', target, { DATA_DIR: dataDir, ...s3.env('live') });
      expect(backedUp.stdout).toContain('Backed up 1 comics and 2 images');
      for (const url of [photo, cover])
        expect(readFileSync(path.join(target, imageKey(url))).equals((await h.deps.objects.get(imageKey(url)))!)).toBe(
          true,
        );

      const fresh = makeDataDir();
      const restored = await run('restore', target, { DATA_DIR: fresh, ...s3.env('restored') });
      expect(restored.stdout).toContain('2 images and print files were put back in s3://comics/restored');
      const after = await makeHarness({ user: 'ada@example.com', env: { DATA_DIR: fresh, ...s3.env('restored') } });
      const [comic] = await after.caller.comics.list();
      expect(comic.mainCharacterPhoto).toBe(photo);
      expect((await after.deps.store.read(cover)).equals(await h.deps.store.read(cover))).toBe(true);
      expect(filesIn(fresh).filter((f) => !DATABASE_ONLY.includes(f))).toEqual([]);
    },
    60_000,
  );
});
