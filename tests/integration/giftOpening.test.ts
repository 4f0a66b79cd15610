// The day a gift opens (issue 47): chosen as a day and time in the giver's time zone, it opens at that instant
// wherever the recipient is; across daylight-saving changes (a skipped hour opens at the first moment after it,
// a doubled hour at its first pass); before it, the link and its page's preview say when it opens and who it is
// from and nothing of the book (no title, name, message, cover or page, no open counted); the giver can move
// the day or open it now until then, and not close it again after. Bad days, times and zones are refused.
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { giftFile } from '../../server/domains/gifts/gifts.handler';
import { giftPageHead } from '../../server/http/giftPages';
import { saveSampleComic } from '../fixtures/sampleComic';
import { makeHarness } from '../helpers/harness';

async function refusal(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'accepted',
    (e: unknown) => (e instanceof TRPCError ? `${e.code}: ${e.message}` : String(e)),
  );
}

/** A harness whose clock the test moves. */
async function giftWorld(startsAt: string) {
  const clock = { now: new Date(startsAt) };
  const h = await makeHarness({ user: 'oisin@example.com', deps: { now: () => new Date(clock.now) } });
  const comicId = await saveSampleComic(h, 'black-and-white-manga');
  const stranger = h.callerFor({ user: null, clientIp: '203.0.113.20' });
  return { h, clock, comicId, stranger };
}

const tokenOf = (url: string) => url.split('/gift/')[1];

describe('the day a gift opens', () => {
  it('opens at the instant its day and time name in the giver’s zone, wherever the recipient is', async () => {
    const { h, comicId } = await giftWorld('2026-12-11T20:00:00Z');
    const at = async (timeZone: string, date = '2026-12-12', time = '09:00') =>
      (
        await h.caller.gifts.create({
          comicId,
          message: '',
          allowDownload: false,
          opensOn: { date, time, timeZone },
        })
      ).opensOn;
    expect(await at('Europe/Dublin')).toEqual({
      date: '2026-12-12',
      time: '09:00',
      timeZone: 'Europe/Dublin',
      at: '2026-12-12T09:00:00.000Z',
    });
    expect((await at('America/New_York'))?.at).toBe('2026-12-12T14:00:00.000Z');
    expect((await at('Asia/Tokyo'))?.at).toBe('2026-12-12T00:00:00.000Z');
    // Sydney is on summer time in December (UTC+11).
    expect((await at('Australia/Sydney'))?.at).toBe('2026-12-11T22:00:00.000Z');
    // Dublin's clocks skip 01:00–02:00 on 28 March 2027: 01:30 opens at the first moment after the jump.
    expect(await at('Europe/Dublin', '2027-03-28', '01:30')).toMatchObject({
      at: '2027-03-28T01:30:00.000Z',
      time: '02:30',
    });
    // New York's 01:30 happens twice on 7 November 2027: the first (still daylight time, UTC−4).
    expect((await at('America/New_York', '2027-11-07', '01:30'))?.at).toBe('2027-11-07T05:30:00.000Z');
    // Summer in Dublin is UTC+1.
    expect((await at('Europe/Dublin', '2027-07-01', '09:00'))?.at).toBe('2027-07-01T08:00:00.000Z');
  });

  it('reveals nothing before its day, then everything, counting opens only from then', async () => {
    const { h, clock, comicId, stranger } = await giftWorld('2026-12-11T20:00:00Z');
    const link = await h.caller.gifts.create({
      comicId,
      from: 'Oisín',
      message: 'Happy birthday, Tasha!',
      allowDownload: true,
      opensOn: { date: '2026-12-12', time: '09:00', timeZone: 'Europe/Dublin' },
    });
    const token = tokenOf(link.url);
    const waiting = await stranger.gifts.open({ token });
    expect(waiting).toEqual({
      title: '',
      language: 'en',
      rightToLeft: false,
      author: '',
      heroName: '',
      from: 'Oisín',
      message: '',
      opensAt: '2026-12-12T09:00:00.000Z',
      coverUrl: null,
      pages: [],
      downloadUrl: null,
    });
    await expect(giftFile(h.deps, token, { cover: true }, '203.0.113.20')).rejects.toThrow(/does not exist/);
    const head = await giftPageHead(h.deps)({ url: `/gift/${token}`, ip: '203.0.113.20', headers: {} } as never);
    expect(head?.status).toBe(200);
    expect(head?.head).toContain('<title>A gift is waiting for you</title>');
    expect(head?.head).not.toMatch(/Tasha|Night Shift|og:image|Happy birthday/);
    expect((await h.caller.gifts.list({ comicId }))[0].opens).toBe(0);

    // A second before, still waiting; at the minute, the gift.
    clock.now = new Date('2026-12-12T08:59:59Z');
    expect((await stranger.gifts.open({ token })).opensAt).toBe('2026-12-12T09:00:00.000Z');
    clock.now = new Date('2026-12-12T09:00:00Z');
    const open = await stranger.gifts.open({ token });
    expect(open).toMatchObject({
      opensAt: null,
      heroName: 'Tasha Williams',
      message: 'Happy birthday, Tasha!',
      from: 'Oisín',
    });
    expect(open.title).not.toBe('');
    expect((await h.caller.gifts.list({ comicId }))[0].opens).toBe(1);
    const opened = await giftPageHead(h.deps)({ url: `/gift/${token}`, ip: '203.0.113.20', headers: {} } as never);
    expect(opened?.head).toContain('Tasha');
  });

  it('can be moved or opened now until its day, not closed again after; bad days are refused', async () => {
    const { h, clock, comicId, stranger } = await giftWorld('2026-12-11T20:00:00Z');
    const day = (date: string, time = '09:00', timeZone = 'Europe/Dublin') => ({ date, time, timeZone });
    const link = await h.caller.gifts.create({
      comicId,
      message: '',
      allowDownload: false,
      opensOn: day('2026-12-24'),
    });
    const moved = await h.caller.gifts.setOpening({ id: link.id, opensOn: day('2026-12-25', '07:30') });
    expect(moved.opensOn?.at).toBe('2026-12-25T07:30:00.000Z');
    const token = tokenOf(link.url);
    expect((await stranger.gifts.open({ token })).opensAt).toBe('2026-12-25T07:30:00.000Z');
    // Opened now by its giver.
    expect((await h.caller.gifts.setOpening({ id: link.id, opensOn: null })).opensOn).toBeNull();
    expect((await stranger.gifts.open({ token })).heroName).toBe('Tasha Williams');
    // Once open it stays open.
    expect(await refusal(h.caller.gifts.setOpening({ id: link.id, opensOn: day('2027-01-01') }))).toBe(
      'BAD_REQUEST: This gift has already opened. Make a new link to choose another day.',
    );
    const stranger2 = h.callerFor({ user: await h.createUser('someone@example.com') });
    expect(await refusal(stranger2.gifts.setOpening({ id: link.id, opensOn: null }))).toMatch(/^NOT_FOUND/);

    // A day already past (in the giver's zone), and days, times and zones that do not exist.
    clock.now = new Date('2026-12-12T09:30:00Z');
    const create = (opensOn: ReturnType<typeof day>) =>
      refusal(h.caller.gifts.create({ comicId, message: '', allowDownload: false, opensOn }));
    expect(await create(day('2026-12-12', '09:00'))).toBe(
      'BAD_REQUEST: That day and time have already passed: please choose one still to come.',
    );
    // 09:00 in New York is still to come when it is 09:30 in Dublin.
    expect(await create(day('2026-12-12', '09:00', 'America/New_York'))).toBe('accepted');
    for (const [bad, reason] of [
      [day('2027-02-29'), 'This day does not exist.'],
      [day('2027-13-01'), 'This day does not exist.'],
      [day('2027-01-01', '24:00'), 'Please choose a time.'],
      [day('2027-01-01', '9am'), 'Please choose a time.'],
      [day('2027-01-01', '09:00', 'Mars/Olympus_Mons'), 'This time zone does not exist.'],
      [day('2027-01-01', '09:00', 'EST'), 'This time zone does not exist.'],
    ] as const) {
      const said = await create(bad);
      expect(said.startsWith('BAD_REQUEST'), `${JSON.stringify(bad)}: ${said}`).toBe(true);
      expect(said).toContain(reason);
    }
    expect(await h.caller.gifts.list({ comicId })).toHaveLength(2);
  });
});
