// Stored images have owners: procedures take only the caller's own images, a visitor's images pass to
// their account at sign-in, nobody's image is removed because of someone else's comic, the cleanup pass
// frees what no comic refers to, and the migration gives images saved before owners existed to their users.
import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { storedImages } from '../../server/db/schema';
import { cleanUpImages } from '../../server/storage/imageCleanup';
import { adoptVisitorImages, ownsImage } from '../../server/storage/ownedImages';
import { makeDataDir, makeHarness, type Harness } from '../helpers/harness';
import { makePhoto } from '../helpers/images';
import { rawSql } from '../helpers/rawSql';

const idea = { id: 'i1', title: 'The Goose Whisperer', description: 'A test comic.' };
const draftWith = (photo: string, cover?: string) => ({
  type: '30s-50s-style',
  author: 'Ada',
  answers: [],
  characters: [],
  idea,
  mainCharacterPhoto: photo,
  comicFrontPageUrl: cover,
});

async function code(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return `${(error as TRPCError).code}: ${(error as TRPCError).message}`;
}

const fileOf = (h: Harness, url: string) => path.join(h.deps.config.dataDir, url.slice('/storage/'.length));

describe('owned images', () => {
  it("refuses another user's photo and cover in every procedure, and keeps their files", async () => {
    const h = await makeHarness({ user: 'ada@example.com' });
    const ada = h.user!;
    const photo = await h.saveImage('characters', await makePhoto('jpeg', 300, 400), 'jpg', {
      user: ada,
      visitorId: 'ada-browser',
    });
    const cover = await h.saveImage('covers', await makePhoto('png', 90, 140), 'png', {
      user: ada,
      visitorId: 'ada-browser',
    });
    const bo = h.callerFor({ user: await h.createUser('bo@example.com'), visitorId: 'bo-browser' });

    expect(await code(bo.comics.save({ draft: draftWith(photo) }))).toBe(
      'BAD_REQUEST: The character photo was not found. Please upload it again.',
    );
    const own = await h.saveImage('characters', await makePhoto('jpeg', 300, 400), 'jpg', { visitorId: 'bo-browser' });
    expect(await code(bo.comics.save({ draft: draftWith(own, cover) }))).toBe(
      'BAD_REQUEST: The cover was not found. Please generate it again.',
    );
    expect(await code(bo.cover.generate({ draft: draftWith(photo) }))).toBe(
      'BAD_REQUEST: The character photo was not found. Please upload it again.',
    );
    const { id } = await bo.comics.save({ draft: draftWith(own) });
    expect(await code(bo.comics.setCover({ id, comicFrontPageUrl: cover }))).toBe(
      'BAD_REQUEST: The cover was not found. Please generate it again.',
    );
    await bo.comics.delete({ id });
    expect(existsSync(fileOf(h, photo)) && existsSync(fileOf(h, cover))).toBe(true);
  });

  it("never removes a visitor's unsaved upload because of another user's comic", async () => {
    const h = await makeHarness({ user: 'bo@example.com' });
    const visitorPhoto = await h.saveImage('characters', await makePhoto('jpeg', 300, 400), 'jpg', {
      visitorId: 'visitor-1',
    });
    // Even a comic that names it (written straight into the database, as no procedure allows) does not
    // make deleting that comic remove the visitor's file.
    const { id } = await h.caller.comics.save({
      draft: { type: '30s-50s-style', author: 'Bo', answers: [], characters: [], idea },
    });
    await rawSql(h.deps.db, 'UPDATE comics SET main_character_photo = ? WHERE id = ?', [visitorPhoto, id]);
    await h.caller.comics.delete({ id });
    expect(existsSync(fileOf(h, visitorPhoto))).toBe(true);
  });

  it('gives a visitor their images back as a user after sign-in, from any browser', async () => {
    const h = await makeHarness();
    const photo = await h.saveImage('characters', await makePhoto(), 'jpg', { visitorId: 'phone' });
    const user = await h.createUser('ada@example.com');
    expect(await ownsImage(h.deps.db, photo, { userId: user.id, visitorId: 'laptop' })).toBe(false);
    await adoptVisitorImages(h.deps.db, 'phone', user.id);
    expect(await ownsImage(h.deps.db, photo, { userId: user.id, visitorId: 'laptop' })).toBe(true);
    // Adopted once: another user signing in on the same browser later does not take it.
    await adoptVisitorImages(h.deps.db, 'phone', (await h.createUser('bo@example.com')).id);
    expect(await ownsImage(h.deps.db, photo, { userId: user.id, visitorId: null })).toBe(true);
  });

  it('cleans up unreferenced images past the retention period and nothing else', async () => {
    const h = await makeHarness({ user: 'ada@example.com' });
    const day = 24 * 60 * 60 * 1000;
    const saved = await h.saveImage('characters', await makePhoto(), 'jpg');
    await h.caller.comics.save({ draft: draftWith(saved) });
    const abandoned = await h.saveImage('characters', await makePhoto(), 'jpg');
    const replacedCover = await h.saveImage('covers', await makePhoto('png', 90, 140), 'png');
    const fresh = await h.saveImage('covers', await makePhoto('png', 90, 140), 'png');
    // Age the abandoned ones by rewriting their creation time; a crash leftover with no row at all, by mtime.
    await rawSql(h.deps.db, 'UPDATE stored_images SET created_at = ? WHERE url IN (?, ?, ?)', [
      new Date(Date.now() - 8 * day).toISOString(),
      abandoned,
      replacedCover,
      saved,
    ]);
    const leftover = path.join(h.deps.store.bucketDir('covers'), '1700000000000-leftoverleftover.png');
    writeFileSync(leftover, 'x');
    utimesSync(leftover, new Date(Date.now() - 8 * day), new Date(Date.now() - 8 * day));

    const result = await cleanUpImages(h.deps, 7 * day);
    expect(result.files).toBe(3);
    expect(existsSync(fileOf(h, abandoned)) || existsSync(fileOf(h, replacedCover)) || existsSync(leftover)).toBe(
      false,
    );
    expect(existsSync(fileOf(h, saved)) && existsSync(fileOf(h, fresh))).toBe(true);
    expect((await h.deps.db.select().from(storedImages)).map((r) => r.url).sort()).toEqual([saved, fresh].sort());
  });

  it('migrates a database saved before owners existed: every image belongs to its comic’s user, no row lost', () => {
    // Build the previous version's database: only the first migration, then comics with images.
    const migrations = path.join(makeDataDir(), 'drizzle');
    const real = fileURLToPath(new URL('../../drizzle', import.meta.url));
    mkdirSync(path.join(migrations, 'meta'), { recursive: true });
    cpSync(path.join(real, '0000_init.sql'), path.join(migrations, '0000_init.sql'));
    const journal = JSON.parse(readFileSync(path.join(real, 'meta/_journal.json'), 'utf8'));
    journal.entries = journal.entries.slice(0, 1);
    writeFileSync(path.join(migrations, 'meta/_journal.json'), JSON.stringify(journal));
    const file = path.join(makeDataDir(), 'comics.db');
    const old = openDatabase(file, migrations);
    const db = old.$client;
    db.prepare("INSERT INTO users (id, issuer, subject, email) VALUES ('u1', 'test', 'ada', 'ada@example.com')").run();
    for (const n of [1, 2]) {
      db.prepare(
        `INSERT INTO comics (id, user_id, title, author, type, main_character_photo, comic_front_page_url)
         VALUES (?, 'u1', 'T', 'Ada', '30s-50s-style', ?, ?)`,
      ).run(
        `c${n}`,
        `/storage/characters/170000000000${n}-photophotophoto.jpg`,
        `/storage/covers/170000000000${n}-covercovercover.png`,
      );
      db.prepare(
        'INSERT INTO comic_characters (id, comic_id, user_id, full_name, nickname, portrait_image_url) ' +
          "VALUES (?, ?, 'u1', 'Ada', '', ?)",
      ).run(`ch${n}`, `c${n}`, `/storage/characters/170000000000${n}-photophotophoto.jpg`);
    }
    db.close();

    const migrated = openDatabase(file);
    const rows = migrated.$client
      .prepare('SELECT url, bucket, owner_user_id AS owner FROM stored_images ORDER BY url')
      .all();
    expect(rows).toEqual([
      { url: '/storage/characters/1700000000001-photophotophoto.jpg', bucket: 'characters', owner: 'u1' },
      { url: '/storage/characters/1700000000002-photophotophoto.jpg', bucket: 'characters', owner: 'u1' },
      { url: '/storage/covers/1700000000001-covercovercover.png', bucket: 'covers', owner: 'u1' },
      { url: '/storage/covers/1700000000002-covercovercover.png', bucket: 'covers', owner: 'u1' },
    ]);
    expect(migrated.$client.prepare('SELECT count(*) AS n FROM comics').get()).toEqual({ n: 2 });
    expect(migrated.$client.prepare('SELECT count(*) AS n FROM comic_characters').get()).toEqual({ n: 2 });
    expect(migrated.$client.pragma('foreign_key_check')).toEqual([]);
    migrated.$client.close();
    new Database(file).close();
  });
});
