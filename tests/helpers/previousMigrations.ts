// A SQLite database as a previous version of the app left it: a copy of the migrations folder holding only the
// migrations before a given one, for tests of a migration over existing data.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeDataDir } from './harness';

const REAL = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A migrations folder of every migration before `upTo` (its tag's start, e.g. '0012'), for openDatabase. */
export function previousVersion(upTo: string): string {
  const migrations = path.join(makeDataDir(), 'drizzle');
  mkdirSync(path.join(migrations, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(REAL, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < upTo);
  for (const file of readdirSync(REAL).filter((f) => f.endsWith('.sql') && f < upTo))
    cpSync(path.join(REAL, file), path.join(migrations, file));
  writeFileSync(path.join(migrations, 'meta/_journal.json'), JSON.stringify(journal));
  return migrations;
}
