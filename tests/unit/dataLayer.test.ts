// The data layer's rules, checked on the source (docs/architecture.md, "Queries and transactions"): every
// query is awaited through Drizzle's builders, which answer the same on SQLite and PostgreSQL; better-sqlite3's
// synchronous `.all()`, `.get()` and `.run()` and Drizzle's own `db.transaction` (synchronous on SQLite) appear
// only in the few files that speak to SQLite itself; and a number a query computes is read as one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '../../server');

/** Files that talk to better-sqlite3 itself: opening it, its backup API, the SQLite-only upserts. */
const SQLITE_ITSELF =
  /^(db\/(client|sqliteUsageLimiter|sqliteLeases|transaction)\.ts|ops\/(backup|backupFiles|restore)\.ts)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Where queries are written (lib/ holds no database code, engines and providers none either). */
const WITH_QUERIES = ['domains', 'queue', 'storage', 'http', 'trpc', 'db', 'ops'];

const offenders = (pattern: RegExp) =>
  WITH_QUERIES.flatMap((folder) => sources(path.join(SERVER, folder)))
    .map((file) => path.relative(SERVER, file))
    .filter((file) => !SQLITE_ITSELF.test(file))
    .flatMap((file) =>
      readFileSync(path.join(SERVER, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) && !line.trim().startsWith('//') ? [`${file}:${i + 1}`] : [])),
    );

describe('the data layer', () => {
  it("runs no query with SQLite's synchronous .all(), .get() or .run()", () => {
    expect(offenders(/\.(all|get|run)\(\)/)).toEqual([]);
  });

  it("groups writes with inTransaction, never Drizzle's db.transaction", () => {
    expect(offenders(/\b(db|tx|deps\.db)\.transaction\(/)).toEqual([]);
  });

  it('reads every number a query computes as a number on both databases (.mapWith, or count())', () => {
    // PostgreSQL answers count(*) and sum() of integers as bigint and numeric, which node-postgres reads as
    // text: "0" is truthy, and "1" + 1 is "11". An sql<number> template must say how to read it.
    const unread = WITH_QUERIES.flatMap((folder) => sources(path.join(SERVER, folder))).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/sql<number>`[^`]*`(?!\.mapWith\()/g)].map(
        (m) => `${path.relative(SERVER, file)}: ${m[0].replace(/\s+/g, ' ').slice(0, 60)}`,
      ),
    );
    expect(unread).toEqual([]);
  });
});
