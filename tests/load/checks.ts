// After the restart: every acknowledged save is still there for its owner, every acknowledged delete is
// gone; then, with the server stopped, the database file itself is checked read-only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from './client';
import type { Recorder } from './stats';
import type { Ledger } from './users';

export interface LedgerCheck {
  savesExpected: number;
  savesFound: number;
  lost: string[];
  deletesExpected: number;
  deletesGone: number;
  resurrected: string[];
  /** Answers that were neither the comic nor NOT_FOUND (the check itself could not tell). */
  inconclusive: string[];
  /** Comics in the libraries that no save acknowledged: saved, but the answer never reached the client. */
  unacknowledgedPresent: string[];
  /** Deletes that got no answer, split by what really happened. */
  unansweredDeletesDone: string[];
  unansweredDeletesNotDone: string[];
  signInFailures: string[];
}

async function pool<T>(items: T[], workers: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

export async function checkLedger(base: string, rec: Recorder, ledger: Ledger): Promise<LedgerCheck> {
  const emails = new Set([...ledger.saved.values()].map((s) => s.email));
  const clients = new Map<string, Client>();
  const result: LedgerCheck = {
    savesExpected: 0,
    savesFound: 0,
    lost: [],
    deletesExpected: ledger.deleted.size,
    deletesGone: 0,
    resurrected: [],
    inconclusive: [],
    unacknowledgedPresent: [],
    unansweredDeletesDone: [],
    unansweredDeletesNotDone: [],
    signInFailures: [],
  };
  for (const email of emails) {
    const client = new Client(base, rec);
    const answer = await client.signIn(email);
    if (answer.status === 303 && client.hasCookie('cba_session')) clients.set(email, client);
    else result.signInFailures.push(`${email}: ${answer.status}`);
  }

  const present = [...ledger.saved].filter(([id]) => !ledger.deleted.has(id) && !ledger.deleteUnknown.has(id));
  result.savesExpected = present.length;
  await pool(present, 16, async ([id, { email }]) => {
    const answer = await clients
      .get(email)
      ?.query<{ id: string; pages: unknown[] }>('comics.byId', { id }, 'comics.byId [verify]');
    if (answer?.status === 200 && answer.data?.id === id) result.savesFound += 1;
    else if (answer?.status === 404) result.lost.push(id);
    else result.inconclusive.push(`${id}: ${answer?.status ?? 'no session'} ${answer?.message ?? ''}`);
  });
  await pool([...ledger.deleted], 16, async ([id, { email }]) => {
    const answer = await clients.get(email)?.query('comics.byId', { id }, 'comics.byId [verify]');
    if (answer?.status === 404 && answer.code === 'NOT_FOUND') result.deletesGone += 1;
    else if (answer?.status === 200) result.resurrected.push(id);
    else result.inconclusive.push(`${id}: ${answer?.status ?? 'no session'} ${answer?.message ?? ''}`);
  });

  // Each library as a whole: a comic no save acknowledged is one whose answer was lost; an unanswered
  // delete either happened or not.
  const listed = new Set<string>();
  for (const [email, client] of clients) {
    const list = await client.query<{ id: string }[]>('comics.list', undefined, 'comics.list [verify]');
    if (list.status === 200 && list.data) for (const c of list.data) listed.add(c.id);
    else result.inconclusive.push(`comics.list of ${email}: ${list.status} ${list.message ?? ''}`);
  }
  result.unacknowledgedPresent = [...listed].filter((id) => !ledger.saved.has(id));
  for (const id of ledger.deleteUnknown)
    (listed.has(id) ? result.unansweredDeletesNotDone : result.unansweredDeletesDone).push(id);
  return result;
}

export interface DatabaseCheck {
  integrity: string;
  foreignKeyViolations: number;
  comics: number;
  partialComics: { id: string; ideas: number; pages: number }[];
  /** Comics whose main character photo file is no longer on disk. */
  missingPhotos: string[];
}

export function checkDatabase(dataDir: string): DatabaseCheck {
  const db = new Database(path.join(dataDir, 'comics.db'), { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[])
      .map((r) => r.integrity_check)
      .join('; ');
    const foreignKeyViolations = (db.pragma('foreign_key_check') as unknown[]).length;
    const { n: comics } = db.prepare('SELECT count(*) AS n FROM comics').get() as { n: number };
    const partialComics = db
      .prepare(
        `SELECT id, ideas, pages FROM (
           SELECT c.id,
             (SELECT count(*) FROM comic_ideas i WHERE i.comic_id = c.id) AS ideas,
             (SELECT count(*) FROM comic_pages p WHERE p.comic_id = c.id) AS pages
           FROM comics c)
         WHERE ideas != 1 OR pages != 5`,
      )
      .all() as DatabaseCheck['partialComics'];
    const photos = db
      .prepare('SELECT DISTINCT main_character_photo AS url FROM comics WHERE main_character_photo IS NOT NULL')
      .all() as { url: string }[];
    const missingPhotos = photos
      .map((p) => p.url)
      .filter((url) => !existsSync(path.join(dataDir, url.replace(/^\/storage\//, ''))));
    return { integrity, foreignKeyViolations, comics, partialComics, missingPhotos };
  } finally {
    db.close();
  }
}
