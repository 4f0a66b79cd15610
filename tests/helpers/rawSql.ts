// Plain SQL for tests that break or inspect a database the way no procedure would (drop a table, read a
// column as stored), on whichever engine the app under test runs on (tests/helpers/testDatabase.ts).
import type pg from 'pg';
import type { AppDatabase } from '../../server/db/client';

/** Runs `text` with `?` placeholders for `params` and answers its rows. */
export async function rawSql<Row = Record<string, unknown>>(
  db: AppDatabase,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  if (db.$kind === 'postgres') {
    let n = 0;
    const numbered = text.replace(/\?/g, () => `$${++n}`);
    return (await (db.$client as unknown as pg.Pool).query(numbered, params)).rows as Row[];
  }
  const statement = db.$client.prepare(text);
  if (statement.reader) return statement.all(...params) as Row[];
  statement.run(...params);
  return [];
}

/** A count(*) as a number (PostgreSQL answers a bigint as text). */
export async function rawCount(db: AppDatabase, text: string, params: unknown[] = []): Promise<number> {
  const [row] = await rawSql<Record<string, unknown>>(db, text, params);
  return Number(Object.values(row ?? {})[0] ?? 0);
}
