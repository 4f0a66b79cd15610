// A failed query, as the app sees it and as its log shows it. Drizzle wraps the driver's error in one whose
// message holds the query's values (people's words, e-mail addresses): the log keeps the driver's error and
// the query's text without them, and the conditions the app acts on (busy, full) are read from the driver's
// code under the wrapper.
// @module-tag sqlite
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../../server/db/client';
import { databaseErrorCode, isDatabaseFull } from '../../server/db/databaseErrors';
import { comics } from '../../server/db/schema';
import { isBusy } from '../../server/db/retryWhileBusy';
import { logSafeError } from '../../server/lib/logOutput';
import { makeDataDir } from '../helpers/harness';

let db: AppDatabase | undefined;
afterEach(() => db?.$client.close());

async function failedInsert(): Promise<Error> {
  db = openDatabase(path.join(makeDataDir(), 'comics.db'));
  // No such user: the foreign key refuses the row.
  return db
    .insert(comics)
    .values({ userId: 'nobody', title: 'Grandma Rosa Saves the Day', author: 'rosa@example.com', type: 'manga' })
    .then(
      () => {
        throw new Error('the insert should have failed');
      },
      (error: Error) => error,
    );
}

describe('a failed query', () => {
  it("is logged as the driver's error and the query's text, never the values it was given", async () => {
    const error = await failedInsert();
    expect(error.message).toContain('rosa@example.com'); // Drizzle's own message carries the values
    const serialized = logSafeError(error);
    const logged = JSON.stringify(serialized);
    expect(logged).not.toContain('rosa@example.com');
    expect(logged).not.toContain('Grandma Rosa');
    expect(logged).toContain('FOREIGN KEY constraint failed');
    expect(serialized.query).toMatch(/^insert into "comics" \(.*\) values \(\?, \?/);
  });

  it('leaves what is not a query error as pino logs it, a plain message too (the cover job logs one)', () => {
    // A serializer that throws fails the job whose log line it was writing (a refused cover became "Something
    // went wrong" instead of the image service's refusal).
    expect(logSafeError('The image service refused this photo.' as unknown as Error)).toBe(
      'The image service refused this photo.',
    );
    expect(logSafeError(new Error('plain')).message).toBe('plain');
  });

  it("is read by the driver's code under Drizzle's wrapper", async () => {
    const error = await failedInsert();
    expect(databaseErrorCode(error)).toBe('SQLITE_CONSTRAINT_FOREIGNKEY');
    expect(isBusy(error)).toBe(false);
    expect(isDatabaseFull(error)).toBe(false);
    expect(
      isBusy(Object.assign(new Error('wrapped'), { query: 'x', params: [], cause: { code: 'SQLITE_BUSY' } })),
    ).toBe(true);
  });
});
