// Plain SQL for tests that break or inspect a database the way no procedure would (drop a table, read a
// column as stored), on whichever engine the app under test runs on (tests/helpers/testDatabase.ts).
import type pg from 'pg';
import type { AppDatabase } from '../../server/db/client';

/** Runs `text` (no parameters) and answers its rows. */
export async function rawSql<Row = Record<string, unknown>>(db: AppDatabase, text: string): Promise<Row[]> {
  if (db.$kind === 'postgres') return (await (db.$client as unknown as pg.Pool).query(text)).rows as Row[];
  const statement = db.$client.prepare(text);
  if (statement.reader) return statement.all() as Row[];
  statement.run();
  return [];
}
