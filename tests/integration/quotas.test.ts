// What keeps one visitor or one burst from taking the server down: a bounded render queue (refusing with
// 503 before doing or charging anything), the save quota, the library cap and the free-disk floor on saves.
import { readdirSync } from 'node:fs';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { comics } from '../../server/db/schema';
import { libraryFullMessage, SAVE_QUOTA_MESSAGE } from '../../server/domains/comics/save.handler';
import { makeHarness } from '../helpers/harness';
import { makePhoto } from '../helpers/images';

const idea = { id: 'idea-1', title: 'The Night Nurse', description: 'A nurse saves the night shift.' };

async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

function draftFor(photo: string) {
  return {
    type: 'black-and-white-manga',
    author: 'Kofi',
    answers: [],
    characters: [],
    idea,
    mainCharacterPhoto: photo,
  };
}

describe('a burst of covers', () => {
  it('renders what the queue holds and refuses the rest at once, charging nothing for them', {
    timeout: 60_000,
  }, async () => {
    const h = await makeHarness({ env: { MAX_CONCURRENT_RENDERS: '1', RATE_LIMIT_COVERS_PER_HOUR: '1' } });
    // Twelve visitors (browsers and addresses) at once, each with their own photo: one renders, four wait
    // (1 x 4), seven are told the server is busy.
    const visitors = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const visitorId = `burst-visitor-${i}`;
        const photo = await h.saveImage('characters', await makePhoto('jpeg', 480, 640), 'jpg', { visitorId });
        const caller = h.callerFor({ clientIp: `198.51.100.${i + 1}`, visitorId });
        return { caller, draft: { ...draftFor(photo) } };
      }),
    );
    const results = await Promise.allSettled(visitors.map((v) => v.caller.cover.generate({ draft: v.draft })));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const busy = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(5);
    expect(busy).toHaveLength(7);
    for (const r of busy) {
      expect((r.reason as TRPCError).code).toBe('SERVICE_UNAVAILABLE');
      expect((r.reason as TRPCError).message).toBe('The server is busy. Please try again in a moment.');
    }
    expect(readdirSync(h.deps.store.bucketDir('covers'))).toHaveLength(5);
    // A refused visitor was not charged: their one cover of the hour is still theirs.
    const refused = visitors[results.findIndex((r) => r.status === 'rejected')];
    await expect(refused.caller.cover.generate({ draft: refused.draft })).resolves.toMatchObject({
      imageUrl: expect.any(String),
    });
  });
});

describe('saving comics', () => {
  it('limits saves per user per hour, without touching other users', async () => {
    const h = await makeHarness({ user: 'ada@example.com', env: { RATE_LIMIT_SAVES_PER_HOUR: '2' } });
    const draft = { type: '30s-50s-style', author: 'Ada', answers: [], characters: [], idea };
    await h.caller.comics.save({ draft });
    await h.caller.comics.save({ draft });
    const third = await failure(h.caller.comics.save({ draft }));
    expect([third.code, third.message]).toEqual(['TOO_MANY_REQUESTS', SAVE_QUOTA_MESSAGE]);
    const other = h.callerFor({ user: await h.createUser('bo@example.com') });
    await expect(other.comics.save({ draft })).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('caps the library; deleting a comic makes room again', async () => {
    const h = await makeHarness({ user: 'ada@example.com', env: { MAX_COMICS_PER_USER: '2' } });
    const draft = { type: '30s-50s-style', author: 'Ada', answers: [], characters: [], idea };
    const { id } = await h.caller.comics.save({ draft });
    await h.caller.comics.save({ draft });
    const full = await failure(h.caller.comics.save({ draft }));
    expect([full.code, full.message]).toEqual(['TOO_MANY_REQUESTS', libraryFullMessage(2)]);
    await h.caller.comics.delete({ id });
    await expect(h.caller.comics.save({ draft })).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('refuses to save when the disk is nearly full, and writes nothing', async () => {
    const h = await makeHarness({ user: 'ada@example.com', env: { MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) } });
    const draft = { type: '30s-50s-style', author: 'Ada', answers: [], characters: [], idea };
    const error = await failure(h.caller.comics.save({ draft }));
    expect([error.code, error.message]).toEqual(['SERVICE_UNAVAILABLE', 'The server is out of storage space.']);
    expect(await h.deps.db.select().from(comics)).toHaveLength(0);
  });
});
