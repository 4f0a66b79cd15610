// `npm run backup` on a live instance and `npm run restore` into an empty one, as separate processes
// (the real commands) while this process keeps saving comics into the same database; and a painted book
// (its character sheet, panel paintings and page thumbnails) backed up and restored whole.
// @module-tag sqlite
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referencedImages } from '../../server/ops/backupFiles';
import { type FakeReplicate, startFakeReplicate } from '../fakes/fakeReplicate';
import { makeDataDir, makeHarness, type Harness } from '../helpers/harness';
import { makePhoto } from '../helpers/images';
import {
  expectPaintedBookRestored,
  PAINTED_BOOK_OWNER,
  paintBookToBackUp,
  painterEnv,
} from '../helpers/paintedBookBackup';

async function run(
  script: 'backup' | 'restore',
  arg: string,
  dataDir: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn('npm', ['run', '--silent', script, '--', arg], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, output };
}

async function saveComicWithImages(h: Harness, n: number) {
  const photo = await h.saveImage('characters', await makePhoto('jpeg', 120, 160), 'jpg');
  const cover = await h.saveImage('covers', await makePhoto('png', 90, 140), 'png');
  const idea = { id: `idea-${n}`, title: `Issue ${n}`, description: 'A test comic.' };
  return h.caller.comics.save({
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
}

describe('backup and restore', () => {
  it('copies a consistent database and its images while the server writes, and restores it', {
    timeout: 60_000,
  }, async () => {
    const h = await makeHarness({
      user: 'ada@example.com',
      env: { RATE_LIMIT_SAVES_PER_HOUR: '100000', MAX_COMICS_PER_USER: '100000' },
    });
    for (let n = 1; n <= 5; n++) await saveComicWithImages(h, n);

    // Keep writing while the backup runs in another process.
    let writing = true;
    let n = 100;
    const writer = (async () => {
      while (writing) await saveComicWithImages(h, n++);
    })();
    const target = path.join(makeDataDir(), 'backup');
    const result = await run('backup', target, h.deps.config.dataDir);
    writing = false;
    await writer;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/Backed up \d+ comics and \d+ images .*integrity: ok/);

    const report = JSON.parse(readFileSync(path.join(target, 'backup.json'), 'utf8'));
    expect(report.integrity).toBe('ok');
    expect(report.comics).toBeGreaterThanOrEqual(5);
    const copy = new Database(path.join(target, 'comics.db'), { readonly: true });
    const images = referencedImages(copy);
    copy.close();
    // Each comic's photo and cover; and a comic being saved as the snapshot was taken may have its images
    // recorded (owned, kept by the backup) before its own row.
    expect(images.length).toBeGreaterThanOrEqual(report.comics * 2);
    expect(images.length).toBeLessThanOrEqual(report.comics * 2 + 2);
    expect(report.images).toBe(images.length);
    for (const image of images) expect(existsSync(path.join(target, image)), image).toBe(true);

    // Restore into an empty instance: the same comics and images are there.
    const fresh = makeDataDir();
    const restored = await run('restore', target, fresh);
    expect(restored.code, restored.output).toBe(0);
    const r = await makeHarness({ user: 'ada@example.com', env: { DATA_DIR: fresh } });
    // Users are keyed on the identity; the harness signs in the same one, so the library is theirs again.
    const list = await r.caller.comics.list();
    expect(list).toHaveLength(report.comics);
    for (const comic of list)
      expect(existsSync(path.join(fresh, comic.comicFrontPageUrl!.slice('/storage/'.length)))).toBe(true);
  });

  it('refuses a folder that is not empty, and a restore from a folder without a backup', async () => {
    const h = await makeHarness({ user: 'ada@example.com' });
    await saveComicWithImages(h, 1);
    const target = path.join(makeDataDir(), 'backup');
    expect((await run('backup', target, h.deps.config.dataDir)).code).toBe(0);
    const again = await run('backup', target, h.deps.config.dataDir);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/is not empty/);
    const wrong = await run('restore', makeDataDir(), makeDataDir());
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/holds no comics.db/);
  });
});

describe('a painted book, backed up and restored', () => {
  let fake: FakeReplicate;
  beforeAll(async () => {
    fake = await startFakeReplicate();
  });
  afterAll(() => fake?.close());

  // A net for a hang, as its PostgreSQL twin's (backupPostgres.test.ts), which a loaded run took past 300 s.
  it('comes back with its paintings, character sheet and thumbnails, and nothing is painted again', {
    timeout: 900_000,
  }, async () => {
    const h = await makeHarness({ user: PAINTED_BOOK_OWNER, seed: 3, env: painterEnv(fake), drawing: 'remembered' });
    const book = await paintBookToBackUp(h, fake);
    const target = path.join(makeDataDir(), 'backup');
    const made = await run('backup', target, h.deps.config.dataDir);
    expect(made.code, made.output).toBe(0);
    const fresh = makeDataDir();
    const restored = await run('restore', target, fresh);
    expect(restored.code, restored.output).toBe(0);
    await expectPaintedBookRestored({ DATA_DIR: fresh }, book, fake);
  });
});
