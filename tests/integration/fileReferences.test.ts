// The one list of columns that hold a stored image's address (server/storage/fileReferences.ts), held against
// the schema and a seeded database: every text column of every table whose values there hold such an address,
// or whose name says it may (url, key, thumb, photo, image, portrait, avatar, file, path), is in the list or
// named below with why it holds none of our files. A column added without a place in the list fails here, so
// the image cleanup (which keeps what the list names) and the backup (which copies it) cannot drift apart; and
// both are shown to read the list.
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { writeBookArt } from '../../server/domains/book/paintRows';
import { IMAGE_URLS_SQL, imagePaths } from '../../server/ops/backupFiles';
import { BACKED_UP_FILE_COLUMNS, type FILE_REFERENCES, isReferenced } from '../../server/storage/fileReferences';
import { imageKey } from '../../server/storage/imageStore';
import { makeHarness } from '../helpers/harness';
import { makePhoto } from '../helpers/images';
import { rawCount, rawSql } from '../helpers/rawSql';

/** Columns that a name or a value flags but that hold none of our stored images, and why. */
const HOLDS_NO_STORED_IMAGE: Record<string, string> = {
  'users.avatar_url': "the identity provider's picture of the person (Google's address), not a file of ours",
  'orders.files':
    "JSON about the print files frozen for the order (the files' key and sums); the files are under " +
    'orders/<id>/, which a backup copies by order id',
  'orders.checkout_url': "Stripe's checkout page",
  'book_art.key': "which painting a row is ('sheet:@hero', 'panel:<page>:<i>'), not an address",
  'jobs.result':
    "a finished job's answer to the browser (a cover's address among them); the image itself has its owner " +
    'record in stored_images, which keeps it and backs it up',
  'jobs.input': "what a job was asked (a draft's photo address among them); the image has its owner record too",
};

const NAME_SAYS_FILE = /url|key|thumb|photo|image|portrait|avatar|file|path/i;

const tables = Object.values(schema).filter((value) => is(value, SQLiteTable)) as SQLiteTable[];
/** Every text column as `table.column`. */
const textColumns = tables.flatMap((table) =>
  Object.values(getTableColumns(table))
    .filter((column) => column.getSQLType() === 'text')
    .map((column) => ({ table: getTableName(table), column: column.name })),
);
const named = (list: typeof FILE_REFERENCES) =>
  new Set(list.flatMap(({ table, columns }) => columns.map((column) => `${getTableName(table)}.${column.name}`)));
const listed = named(BACKED_UP_FILE_COLUMNS);

describe('the columns that hold stored images', () => {
  it('lists every column whose name says it may hold a file address, or says why it holds none', () => {
    const unexplained = textColumns
      .map(({ table, column }) => `${table}.${column}`)
      .filter((name) => NAME_SAYS_FILE.test(name.split('.')[1]))
      .filter((name) => !listed.has(name) && !HOLDS_NO_STORED_IMAGE[name]);
    expect(unexplained, 'add them to server/storage/fileReferences.ts, or here with why they hold no file').toEqual([]);
  });

  it('lists every column that holds one in a seeded database, and the cleanup and the backup both read the list', {
    timeout: 60_000,
  }, async () => {
    const h = await makeHarness({ user: 'ada@example.com' });
    const { db } = h.deps;
    const userId = h.user!.id;
    // A comic as people make it: a photo, a built-in cover (a cover job), a character whose portrait is the photo.
    const photo = await h.saveImage('characters', await makePhoto('jpeg', 120, 160), 'jpg');
    const draft = {
      type: '30s-50s-style',
      author: 'Ada',
      answers: [],
      characters: [{ id: 'c1', fullName: 'Ada Lovelace', nickname: 'Ada' }],
      idea: { id: 'i1', title: 'Issue 1', description: 'A test comic.' },
      mainCharacterPhoto: photo,
    };
    const { imageUrl: cover } = await h.caller.cover.generate({ draft });
    const { id: comicId } = await h.caller.comics.save({ draft: { ...draft, comicFrontPageUrl: cover } });
    // A drawn page with its four images, and a kept painting (the book job's rows, written as it writes them).
    const page = async (ext: 'png' | 'webp') => h.saveImage('pages', await makePhoto('png', 60, 90), ext);
    const [artUrl, printUrl, readerUrl, thumbUrl, painting] = await Promise.all([
      page('png'),
      page('png'),
      page('webp'),
      page('webp'),
      page('png'),
    ]);
    const now = new Date().toISOString();
    await db.insert(schema.bookPages).values({
      comicId,
      userId,
      number: 1,
      kind: 'title',
      status: 'done',
      ...{ artUrl, printUrl, readerUrl, thumbUrl },
      updatedAt: now,
    });
    await writeBookArt(db, {
      comicId,
      userId,
      key: 'panel:1:0',
      url: painting,
      width: 60,
      height: 90,
      model: 'm',
      updatedAt: now,
    });
    // An upload not yet in a saved comic: owned, in no comic.
    const unsaved = await h.saveImage('characters', await makePhoto('jpeg', 120, 160), 'jpg');

    // Every text column holding an address of ours in this database.
    const holding: string[] = [];
    for (const { table, column } of textColumns) {
      const n = await rawCount(db, `SELECT count(*) FROM "${table}" WHERE "${column}" LIKE '%/storage/%'`);
      if (n > 0) holding.push(`${table}.${column}`);
    }
    const unexplained = holding.filter((name) => !listed.has(name) && !HOLDS_NO_STORED_IMAGE[name]);
    expect(unexplained, 'add them to server/storage/fileReferences.ts, or here with why they hold no file').toEqual([]);
    // The seed reaches every listed column (a column the seed left empty would prove nothing).
    expect([...listed].filter((name) => !holding.includes(name))).toEqual([]);

    // The cleanup keeps an image while a column of the list names it; an owned image in none is not kept.
    const seeded = [photo, cover, artUrl, printUrl, readerUrl, thumbUrl, painting];
    for (const url of seeded) expect(await isReferenced(db, url), url).toBe(true);
    expect(await isReferenced(db, unsaved)).toBe(false);
    // The backup copies every image the list's columns name, the unsaved upload too (owned, still kept).
    const backedUp = imagePaths((await rawSql<{ url: string | null }>(db, IMAGE_URLS_SQL)).map((row) => row.url));
    expect(backedUp.sort()).toEqual([...seeded, unsaved].map(imageKey).sort());
  });
});
