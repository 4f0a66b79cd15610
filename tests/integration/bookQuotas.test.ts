// The painted-book quota through book.start (BOOKS_PER_USER_PER_DAY, BOOKS_PER_ADDRESS_PER_DAY): counted per
// account and per client address (an IPv6 /64, an IPv4 address), so a second account on the same line shares
// the line's books; and over a sliding day read from the app's clock (deps.now), so no edge (UTC midnight)
// gives twice the quota. The jobs are only queued (JOBS=external): nothing is painted or drawn here.
import type { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_LIMIT_MESSAGE, BOOK_LIMIT_MESSAGE } from '../../server/domains/book/book.handler';
import type { SessionUser } from '../../shared/types';
import { makeHarness, type Harness } from '../helpers/harness';

const env = (extra: Record<string, string> = {}) => ({
  JOBS: 'external',
  // A painter is configured (books are paid, so they count); nothing reaches it, the jobs are never run.
  REPLICATE_API_TOKEN: 'test-token',
  REPLICATE_BASE_URL: 'http://127.0.0.1:9/v1',
  ...extra,
});

const draft = {
  type: 'black-and-white-manga',
  author: 'Ada',
  answers: [],
  characters: [],
  idea: { id: 'idea-1', title: 'The Night Nurse', description: 'A nurse saves the night shift.' },
};

/** A new comic of `user`'s, and a try at its book from `clientIp`: 'started' or the refusal's message. */
async function startBook(h: Harness, user: SessionUser, clientIp: string): Promise<string> {
  const caller = h.callerFor({ user, clientIp });
  const { id } = await caller.comics.save({ draft });
  return caller.book.start({ comicId: id }).then(
    () => 'started',
    (error: TRPCError) => `${error.code}: ${error.message}`,
  );
}

describe('painted books per account and per address', () => {
  it('counts a second account on the same IPv6 /64 against the line’s books', async () => {
    const h = await makeHarness({ env: env({ BOOKS_PER_USER_PER_DAY: '2', BOOKS_PER_ADDRESS_PER_DAY: '3' }) });
    const [ada, bo, cy] = await Promise.all(['ada', 'bo', 'cy'].map((n) => h.createUser(`${n}@example.com`)));
    const home = (n: string) => `2001:db8:1:2::${n}`;
    const tries = [
      await startBook(h, ada, home('1')),
      await startBook(h, ada, home('1')),
      await startBook(h, ada, home('1')), // the account's two are used
      await startBook(h, bo, home('2')),
      await startBook(h, bo, home('ffff')), // the line's three are used, whatever address of it
    ];
    console.log(`two accounts on one /64: ${tries.join(' | ')}`);
    expect(tries).toEqual([
      'started',
      'started',
      `TOO_MANY_REQUESTS: ${BOOK_LIMIT_MESSAGE}`,
      'started',
      `TOO_MANY_REQUESTS: ${ADDRESS_BOOK_LIMIT_MESSAGE}`,
    ]);
    // Another /64, and IPv4 addresses, count apart.
    expect(await startBook(h, cy, '2001:db8:1:3::1')).toBe('started');
    expect(await startBook(h, bo, '198.51.100.7')).toBe('started');
  });

  it('slides the day on the app’s clock: six starts across UTC midnight give three; a day later, more', async () => {
    const midnight = Date.UTC(2026, 10, 29);
    const clock = { now: midnight - 1000 };
    const h = await makeHarness({
      user: 'ada@example.com',
      env: env({ BOOKS_PER_USER_PER_DAY: '3' }),
      deps: { now: () => new Date(clock.now) },
    });
    const ada = h.user!;
    const tries: string[] = [];
    for (let i = 0; i < 3; i++) tries.push(await startBook(h, ada, '192.0.2.1'));
    clock.now = midnight + 1000;
    for (let i = 0; i < 3; i++) tries.push(await startBook(h, ada, '192.0.2.1'));
    console.log(`six starts within 2 s across UTC midnight: ${tries.filter((t) => t === 'started').length} started`);
    expect(tries.filter((t) => t === 'started')).toHaveLength(3);
    // A day after the first three, three more.
    clock.now = midnight - 1000 + 24 * 3_600_000 + 1;
    const later = [await startBook(h, ada, '192.0.2.1'), await startBook(h, ada, '192.0.2.1')];
    expect(later).toEqual(['started', 'started']);
  });
});
