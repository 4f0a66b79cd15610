// The SQLite file itself: pragmas, migrations over existing data, cascades, and a backup taken while writing.
// @module-tag sqlite
import Database from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { makeDataDir, makeHarness } from '../helpers/harness';
import { previousVersion } from '../helpers/previousMigrations';

const draft = {
  type: 'black-and-white-manga',
  author: 'Ada',
  answers: [{ id: 'job', question: 'q', hint: 'h', answer: 'engineer' }],
  idea: { id: 'i', title: 'Ada and the Engine', description: 'An engine of adventure.' },
};

function counts(db: Database.Database) {
  const tables = ['users', 'sessions', 'comics', 'comic_ideas', 'comic_characters', 'comic_answers', 'comic_pages'];
  return Object.fromEntries(
    tables.map((t) => [t, (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n]),
  );
}

describe('the database', () => {
  it('opens in WAL mode with foreign keys and a busy timeout too short to stall the event loop', async () => {
    const h = await makeHarness();
    const db = h.deps.db.$client;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    // Longer waits for another writer are retried asynchronously (tests/integration/procedures.test.ts).
    expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    expect(db.pragma('busy_timeout', { simple: true })).toBeLessThanOrEqual(50);
    expect(path.basename(db.name)).toBe('comics.db');
  });

  // With one migration this guards the start-up path (migrate on every open); a later table-rebuild
  // migration must keep it passing on data seeded before it (SECURITY.md E28).
  it('reopening a seeded database runs the migrator again without losing a row', async () => {
    const h = await makeHarness({ user: 'ada@example.com' });
    await h.caller.comics.save({ draft });
    await h.caller.comics.save({ draft });
    const file = h.deps.db.$client.name;
    const before = counts(h.deps.db.$client);
    h.deps.db.$client.close();

    const reopened = openDatabase(file);
    expect(counts(reopened.$client)).toEqual(before);
    expect(before.comic_pages).toBe(10);
    expect(reopened.$client.pragma('foreign_key_check')).toEqual([]);
    reopened.$client.close();
  });

  it('keeps what painting cost through migration 0016 (the ledger rebuilt for reservations), as spent', () => {
    const file = path.join(makeDataDir(), 'comics.db');
    const old = openDatabase(file, previousVersion('0016')).$client;
    const insert = old.prepare(
      `INSERT INTO paint_spend (comic_id, user_id, kind, model, megapixels, usd, at)
       VALUES (?, 'u1', 'panel', 'google/nano-banana-2', 1.2, ?, '2026-11-27T10:00:00.000Z')`,
    );
    insert.run('c1', 0.151);
    insert.run('c2', 0.067);
    old.close();
    const db = openDatabase(file).$client;
    expect(db.prepare('SELECT comic_id AS comicId, usd, state FROM paint_spend ORDER BY id').all()).toEqual([
      { comicId: 'c1', usd: 0.151, state: 'spent' },
      { comicId: 'c2', usd: 0.067, state: 'spent' },
    ]);
    // A cover of a draft and Claude's ideas have no comic, a visitor's no account.
    db.prepare(
      `INSERT INTO paint_spend (kind, model, megapixels, usd, state, at) VALUES ('ideas', 'claude-sonnet-5-5', 0, 0.03,
       'reserved', '2026-11-28T10:00:00.000Z')`,
    ).run();
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  });

  it('cascades a deleted user to their comics and sessions', async () => {
    const h = await makeHarness({ user: 'ada@example.com' });
    await h.caller.comics.save({ draft });
    const db = h.deps.db.$client;
    db.prepare('DELETE FROM users WHERE id = ?').run(h.user!.id);
    const after = counts(db);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('takes a consistent backup while comics are being written', async () => {
    const h = await makeHarness({
      user: 'ada@example.com',
      env: { RATE_LIMIT_SAVES_PER_HOUR: '100000', MAX_COMICS_PER_USER: '100000' },
    });
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await h.caller.comics.save({ draft });
        await new Promise((r) => setImmediate(r));
      }
    })();
    const target = path.join(makeDataDir(), 'backup.db');
    await h.deps.db.$client.backup(target);
    writing = false;
    await writer;

    const copy = new Database(target, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const c = counts(copy);
    // Every comic in the backup is whole.
    expect(c.comic_pages).toBe(c.comics * 5);
    expect(c.comic_ideas).toBe(c.comics);
    copy.close();
  });
});
