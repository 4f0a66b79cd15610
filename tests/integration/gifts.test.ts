// Gift links through their procedures on a real database: the token is never stored (only its SHA-256),
// only the owner lists and revokes, a revoked link is gone at once, opens are counted, bad messages are
// refused with a reason, and unknown tokens are refused TOO_MANY_REQUESTS after 30 a minute from an address.
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { giftLinks } from '../../server/db/schema';
import { hashToken } from '../../server/domains/gifts/giftRows';
import { makeHarness, type Harness } from '../helpers/harness';
import { makePhoto } from '../helpers/images';

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  return promise.then(
    () => null,
    (e: unknown) => (e instanceof TRPCError ? e.code : String(e)),
  );
}

async function savedComic(h: Harness): Promise<string> {
  const photo = await h.saveImage('characters', await makePhoto('jpeg'), 'jpg');
  const draft = {
    type: 'black-and-white-manga',
    author: 'Maria Lopez',
    answers: [{ id: 'job', question: 'What is her job?', hint: '', answer: 'Dentist' }],
    characters: [],
    idea: { id: 'i1', title: 'The Singing Dentist', description: 'She sings.' },
    mainCharacterPhoto: photo,
  };
  return (await h.caller.comics.save({ draft })).id;
}

const tokenOf = (url: string) => url.split('/gift/')[1];

describe('gift links', () => {
  it('stores only the hash, opens for anyone with the link, counts opens, and is gone once revoked', async () => {
    const h = await makeHarness({ user: 'maria@example.com' });
    const comicId = await savedComic(h);
    const link = await h.caller.gifts.create({ comicId, message: '  Happy 70th, Mum!  ', allowDownload: false });
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\/gift\/[A-Za-z0-9_-]{32}$/);
    expect(link.message).toBe('Happy 70th, Mum!');
    const token = tokenOf(link.url);
    const rows = await h.deps.db.select().from(giftLinks);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].tokenHash).toBe(hashToken(token));

    const stranger = h.callerFor({ user: null, clientIp: '203.0.113.9' });
    const view = await stranger.gifts.open({ token });
    expect(view).toMatchObject({
      title: 'The Singing Dentist',
      author: 'Maria Lopez',
      message: 'Happy 70th, Mum!',
      pages: [],
      downloadUrl: null,
    });
    expect(view.coverUrl).toBeNull();
    await stranger.gifts.open({ token });
    expect((await h.caller.gifts.list({ comicId }))[0].opens).toBe(2);

    await h.caller.gifts.revoke({ id: link.id });
    expect(await codeOf(stranger.gifts.open({ token }))).toBe('NOT_FOUND');
    expect(await h.caller.gifts.list({ comicId })).toEqual([]);
    expect(await codeOf(h.caller.gifts.revoke({ id: link.id }))).toBe('NOT_FOUND');
  });

  it('says who it is from: the giver’s words, else the account’s name; plain text of at most 60', async () => {
    const h = await makeHarness({ user: 'oisin@example.com' });
    const comicId = await savedComic(h);
    const stranger = h.callerFor({ user: null, clientIp: '203.0.113.10' });
    const fromGiver = await h.caller.gifts.create({ comicId, from: '  Mum & Dad ', message: '', allowDownload: false });
    expect(fromGiver.from).toBe('Mum & Dad');
    expect(await stranger.gifts.open({ token: tokenOf(fromGiver.url) })).toMatchObject({
      heroName: 'Maria Lopez',
      from: 'Mum & Dad',
    });
    // Left out, the account's name (the harness's users are named by their address: 'oisin').
    const fromAccount = await h.caller.gifts.create({ comicId, message: '', allowDownload: false });
    expect((await stranger.gifts.open({ token: tokenOf(fromAccount.url) })).from).toBe('oisin');
    // Emptied on purpose: no name at all, and the reveal says only whom it is for.
    const anonymous = await h.caller.gifts.create({ comicId, from: '   ', message: '', allowDownload: false });
    expect((await stranger.gifts.open({ token: tokenOf(anonymous.url) })).from).toBe('');
    expect((await h.caller.gifts.list({ comicId })).map((link) => link.from).sort()).toEqual([
      '',
      'Mum & Dad',
      'oisin',
    ]);
    for (const from of ['x'.repeat(61), 'Oisín <b>', 'Line\nbreak']) {
      expect(await codeOf(h.caller.gifts.create({ comicId, from, message: '', allowDownload: false }))).toBe(
        'BAD_REQUEST',
      );
    }
    expect(await h.caller.gifts.list({ comicId })).toHaveLength(3);
  });

  it('is the owner’s alone to make, list and revoke; a message is plain text of at most 200 characters', async () => {
    const h = await makeHarness({ user: 'maria@example.com' });
    const comicId = await savedComic(h);
    const link = await h.caller.gifts.create({ comicId, message: '', allowDownload: true });
    const other = h.callerFor({ user: await h.createUser('someone@example.com') });
    expect(await codeOf(other.gifts.create({ comicId, message: '', allowDownload: false }))).toBe('NOT_FOUND');
    expect(await codeOf(other.gifts.list({ comicId }))).toBe('NOT_FOUND');
    expect(await codeOf(other.gifts.revoke({ id: link.id }))).toBe('NOT_FOUND');
    expect(await codeOf(h.callerFor({ user: null }).gifts.create({ comicId, message: '', allowDownload: false }))).toBe(
      'UNAUTHORIZED',
    );
    expect(await codeOf(h.caller.gifts.create({ comicId, message: 'x'.repeat(201), allowDownload: false }))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(h.caller.gifts.create({ comicId, message: 'Hi <script>', allowDownload: false }))).toBe(
      'BAD_REQUEST',
    );
    // Deleting the comic deletes its links.
    await h.caller.comics.delete({ id: comicId });
    expect(await h.deps.db.select().from(giftLinks)).toEqual([]);
  });

  it(
    'refuses an address TOO_MANY_REQUESTS after 30 unknown tokens a minute; other ' +
      'addresses and live links still open',
    async () => {
      const h = await makeHarness({ user: 'maria@example.com' });
      const comicId = await savedComic(h);
      const token = tokenOf((await h.caller.gifts.create({ comicId, message: '', allowDownload: false })).url);
      const guesser = h.callerFor({ user: null, clientIp: '198.51.100.7' });
      const codes: (string | null)[] = [];
      for (let i = 0; i < 31; i++)
        codes.push(await codeOf(guesser.gifts.open({ token: `${String(i).padStart(2, '0')}${'a'.repeat(30)}` })));
      expect(codes.slice(0, 30).every((c) => c === 'NOT_FOUND')).toBe(true);
      expect(codes[30]).toBe('TOO_MANY_REQUESTS');
      expect((await guesser.gifts.open({ token })).title).toBe('The Singing Dentist');
      expect(
        await codeOf(h.callerFor({ user: null, clientIp: '192.0.2.1' }).gifts.open({ token: 'b'.repeat(32) })),
      ).toBe('NOT_FOUND');
    },
  );
});
