// The whole story of a saved comic through the procedures: written by the built-in writer as a job, stored
// as the comic's real pages, only for its owner, one job at a time, rewritten in one transaction; and a
// database saved by the previous version keeps its comics readable.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { makeDataDir, makeHarness, type Harness } from '../helpers/harness';
import { onPostgres } from '../helpers/testDatabase';

const draft = {
  type: '30s-50s-style',
  author: 'Margaret O’Brien',
  answers: [
    { id: 'job', question: 'q', hint: '', answer: 'Retired librarian who rates every biscuit out of ten' },
    { id: 'family', question: 'q', hint: '', answer: 'My husband Joe and our granddaughter Lily' },
    { id: 'friends', question: 'q', hint: '', answer: 'Doris from the bridge club' },
    { id: 'hobbies', question: 'q', hint: '', answer: 'Baking sourdough with a starter named Gerald' },
  ],
  characters: [],
  idea: { id: 'i1', title: 'The Biscuit Inspector', description: 'Margaret rates the biscuits of a sinister bakery.' },
};

async function written(h: Harness, comicId: string, pages?: number) {
  const job = await h.caller.scripts.start({ comicId, pages });
  return h.deps.jobs.waitFor(job.id);
}

describe('scripts', () => {
  it('writes the whole story as a job and makes its pages the comic’s real page list', async () => {
    const h = await makeHarness({ user: 'margaret@example.com' });
    const { id } = await h.caller.comics.save({ draft });
    expect((await h.caller.scripts.get({ comicId: id })).script).toBeNull();
    const job = await written(h, id);
    expect(job).toMatchObject({
      status: 'succeeded',
      result: { pages: 20, writer: 'local' },
      progress: { done: 20, total: 20 },
    });
    const { script } = await h.caller.scripts.get({ comicId: id });
    expect(script?.writer).toBe('local');
    expect(script?.script.pages).toHaveLength(20);
    expect(script?.script.title).toBe('The Biscuit Inspector');
    const names = script!.script.cast.map((member) => member.name).join(' ');
    for (const name of ['Joe', 'Lily', 'Doris']) expect(names).toContain(name);
    const detail = await h.caller.comics.byId({ id });
    expect(detail.pages.map((page) => page.title)).toEqual(script!.script.pages.map((page) => page.title));
  });

  it('is only for the comic’s owner, and one job at a time', async () => {
    const h = await makeHarness({ user: 'margaret@example.com' });
    const { id } = await h.caller.comics.save({ draft });
    const other = h.callerFor({ user: await h.createUser('bo@example.com') });
    await expect(other.scripts.start({ comicId: id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(other.scripts.get({ comicId: id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [first, second] = await Promise.all([
      h.caller.scripts.start({ comicId: id }),
      h.caller.scripts.start({ comicId: id }),
    ]);
    expect(second.id).toBe(first.id);
    await h.deps.jobs.waitFor(first.id);
  });

  it('rewrites a script in one transaction: the new page count, nothing of the old pages left', async () => {
    const h = await makeHarness({ user: 'margaret@example.com' });
    const { id } = await h.caller.comics.save({ draft });
    await written(h, id, 12);
    await written(h, id, 8);
    const detail = await h.caller.comics.byId({ id });
    expect(detail.pages.map((page) => page.pageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    await expect(h.caller.scripts.start({ comicId: id, pages: 10 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  // SQLite's migrations on a file of the previous version (PostgreSQL's start at its first release).
  it.skipIf(onPostgres)('keeps comics saved by the previous version readable after the migration', async () => {
    // The previous version's database: every migration but the script one, with a saved comic.
    const real = fileURLToPath(new URL('../../drizzle', import.meta.url));
    const previous = path.join(makeDataDir(), 'drizzle');
    mkdirSync(path.join(previous, 'meta'), { recursive: true });
    const journal = JSON.parse(readFileSync(path.join(real, 'meta/_journal.json'), 'utf8'));
    // The previous version: the migrations before the script one (later ones did not exist yet either).
    journal.entries = journal.entries.slice(
      0,
      journal.entries.findIndex((entry: { tag: string }) => entry.tag.includes('scripts')),
    );
    for (const entry of journal.entries)
      cpSync(path.join(real, `${entry.tag}.sql`), path.join(previous, `${entry.tag}.sql`));
    writeFileSync(path.join(previous, 'meta/_journal.json'), JSON.stringify(journal));
    const dataDir = makeDataDir();
    const old = openDatabase(path.join(dataDir, 'comics.db'), previous);
    old.$client
      .prepare(
        "INSERT INTO users (id, issuer, subject, email) VALUES ('u1', 'test', 'ada@example.com', 'ada@example.com')",
      )
      .run();
    old.$client
      .prepare(
        "INSERT INTO comics (id, user_id, title, author, type) VALUES ('c1', 'u1', 'Old Comic', " +
          "'Ada', 'black-and-white-manga')",
      )
      .run();
    for (const n of [1, 2, 3, 4, 5]) {
      old.$client
        .prepare(
          'INSERT INTO comic_pages (id, comic_id, user_id, page_number, title, description) ' +
            "VALUES (?, 'c1', 'u1', ?, ?, 'x')",
        )
        .run(`p${n}`, n, `Part ${n}`);
    }
    old.$client.close();

    const h = await makeHarness({ user: 'ada@example.com', env: { DATA_DIR: dataDir } });
    const detail = await h.caller.comics.byId({ id: 'c1' });
    expect(detail.pages.map((page) => page.title)).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4', 'Part 5']);
    expect((await h.caller.scripts.get({ comicId: 'c1' })).script).toBeNull();
  });
});
