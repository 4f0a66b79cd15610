// The columns that hold a stored image's address (`/storage/<bucket>/<name>`), listed once. The image cleanup
// keeps a file while any column of FILE_REFERENCES names it (ownedImages.ts: the daily pass and deleting a
// comic), and a backup copies every file these columns and the owner records name (ops/backupFiles.ts), so
// what is kept and what is backed up cannot drift apart. tests/integration/fileReferences.test.ts fails when a
// column of the schema holds such an address (in a seeded database, or by its name) and is not listed here.
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AppDatabase } from '../db/client';
import { bookArt, bookPages, comicCharacters, comics, storedImages } from '../db/schema';

export interface FileColumns {
  table: SQLiteTable;
  columns: AnySQLiteColumn[];
}

/**
 * Columns whose image is in use: a comic's photo and cover, its characters' portraits, each book page's art,
 * print, reader copy and thumbnail, and a painted book's kept character sheets and panel paintings.
 */
export const FILE_REFERENCES: FileColumns[] = [
  { table: comics, columns: [comics.mainCharacterPhoto, comics.comicFrontPageUrl] },
  { table: comicCharacters, columns: [comicCharacters.portraitImageUrl] },
  { table: bookPages, columns: [bookPages.artUrl, bookPages.printUrl, bookPages.readerUrl, bookPages.thumbUrl] },
  { table: bookArt, columns: [bookArt.url] },
];

/**
 * Every stored image's owner record, in use or not yet: an upload, or a painted cover, of a draft the person
 * has not saved (the draft lives in their browser, and its cover was paid for). The cleanup removes such an
 * image once nothing in FILE_REFERENCES names it and the retention period has passed; until then a backup
 * keeps it.
 */
export const FILE_OWNERS: FileColumns = { table: storedImages, columns: [storedImages.url] };

/** What a backup copies: every image in use, and every image still owned. */
export const BACKED_UP_FILE_COLUMNS: FileColumns[] = [...FILE_REFERENCES, FILE_OWNERS];

/** Plain SQL answering one column, `url`, with every address the columns hold (the same on SQLite and PostgreSQL). */
export function fileUrlsSql(groups: FileColumns[]): string {
  return groups
    .flatMap(({ table, columns }) =>
      columns.map((column) => `SELECT ${column.name} AS url FROM ${getTableName(table)}`),
    )
    .join('\n  UNION ');
}

const namesIn = (columns: AnySQLiteColumn[], url: SQL | AnySQLiteColumn | string) =>
  sql.join(
    columns.map((column) => sql`${column} = ${url}`),
    sql` OR `,
  );

/** True when any row (anyone's) names the image in a column of FILE_REFERENCES. */
export async function isReferenced(db: Pick<AppDatabase, 'select'>, url: string): Promise<boolean> {
  for (const { table, columns } of FILE_REFERENCES) {
    const found = await db
      .select({ one: sql`1`.mapWith(Number) })
      .from(table)
      .where(namesIn(columns, url))
      .limit(1);
    if (found.length > 0) return true;
  }
  return false;
}

/** A condition on the outer query: no row names `url` (one of its columns) in a column of FILE_REFERENCES. */
export function referencedNowhere(url: AnySQLiteColumn): SQL {
  return sql.join(
    FILE_REFERENCES.map(
      ({ table, columns }) => sql`NOT EXISTS (SELECT 1 FROM ${table} WHERE ${namesIn(columns, url)})`,
    ),
    sql` AND `,
  );
}
