// The gift link e-mailed to the person it is for (issue 47): sent the moment the link opens and not before,
// across a restart; the e-mailed link is a token of its own that opens the gift and dies with a revoke; another
// day moves the e-mail, "open it now" sends it at once; an address the mail server refuses for good is told to
// the giver, once, with no retries; a bad address is refused before anything is made. The app, the mail server
// (a local SMTP server) and the clock (held by the test) are real; the comic is the orderable fixture.
import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { GIFT_EMAILS_PER_DAY } from '../../server/domains/gifts/gifts.handler';
import { m } from '../../shared/i18n/siteLocales';
import type { ReceivedMail } from '../fakes/fakeSmtp';
import { makeOrderableComic } from '../fixtures/orderableComic';
import { makeHarness } from '../helpers/harness';
import { eventually, startOrderWorld, type OrderWorld } from '../helpers/orderWorld';

let world: OrderWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

const DAY = 24 * 60 * 60 * 1000;

async function giftMailWorld() {
  let at = new Date();
  const clock = {
    now: () => new Date(at),
    set(when: number | string) {
      at = new Date(when);
    },
  };
  world = await startOrderWorld({ now: clock.now });
  const giver = await world.user(`giver-${Math.random().toString(36).slice(2)}@example.com`);
  const comicId = await world.comic(giver, 'Maeve and the Giant Pumpkin');
  return { w: world, clock, giver, comicId, caller: world.caller(giver) };
}

/** `days` from the clock's day, at 09:00 in Dublin (as the giver's form sends it). */
function dayFrom(now: Date, days: number) {
  const date = new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  return { date, time: '09:00', timeZone: 'Europe/Dublin' };
}

const mailsTo = (w: OrderWorld, to: string) => w.smtp.messages.filter((mail) => mail.to.includes(to));
const tokenIn = (mail: ReceivedMail) => /\/gift\/([A-Za-z0-9_-]{32})/.exec(mail.text)![1];

/** A link open from the start, e-mailed at once: once it arrived, the queue has run every job already due. */
async function flushWith(w: OrderWorld, caller: ReturnType<OrderWorld['caller']>, comicId: string) {
  const to = `flush-${Math.random().toString(36).slice(2)}@example.com`;
  await caller.gifts.create({ comicId, message: '', allowDownload: false, sendTo: to });
  await w.smtp.waitFor((mail) => mail.to.includes(to));
}

describe('a gift link e-mailed to the person it is for', () => {
  it('goes when the link opens, not before, across a restart; its link opens the gift until revoked', async () => {
    const { w, clock, giver, comicId, caller } = await giftMailWorld();
    const link = await caller.gifts.create({
      comicId,
      from: 'Oisín',
      message: 'Happy birthday, Gran!',
      allowDownload: false,
      opensOn: dayFrom(clock.now(), 2),
      sendTo: 'maeve@example.com',
    });
    expect(link.email).toEqual({ to: 'maeve@example.com', state: 'waiting', at: link.opensOn!.at });
    await flushWith(w, caller, comicId);
    expect(mailsTo(w, 'maeve@example.com')).toHaveLength(0);

    await w.restart();
    clock.set(Date.parse(link.opensOn!.at) - 60_000);
    await flushWith(w, w.caller(giver), comicId);
    expect(mailsTo(w, 'maeve@example.com')).toHaveLength(0);

    clock.set(link.opensOn!.at);
    const mail = await w.smtp.waitFor((m) => m.to.includes('maeve@example.com'));
    expect(mail.subject).toBe('Oisín made a comic book for you');
    expect(mail.text).toContain('Oisín made a comic book for you: “Maeve and the Giant Pumpkin”.');
    expect(mail.text).toContain('“Happy birthday, Gran!” — Oisín');
    const token = tokenIn(mail);
    expect(link.url).not.toContain(token);
    const stranger = w.caller(null);
    expect((await stranger.gifts.open({ token })).title).toBe('Maeve and the Giant Pumpkin');
    const listed = await eventually(async () => {
      const [found] = (await w.caller(giver).gifts.list({ comicId })).filter((l) => l.id === link.id);
      return found?.email?.state === 'sent' && found;
    }, 'the e-mail noted as sent');
    expect(listed.email?.at).toBe(clock.now().toISOString());

    await w.caller(giver).gifts.revoke({ id: link.id });
    await expect(stranger.gifts.open({ token })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(mailsTo(w, 'maeve@example.com')).toHaveLength(1);
  });

  it('moves with another day, and goes at once when the giver opens it now', async () => {
    const { w, clock, comicId, caller } = await giftMailWorld();
    const link = await caller.gifts.create({
      comicId,
      from: '',
      message: '',
      allowDownload: false,
      opensOn: dayFrom(clock.now(), 2),
      sendTo: 'rose@example.com',
    });
    const later = await caller.gifts.setOpening({ id: link.id, opensOn: dayFrom(clock.now(), 5) });
    clock.set(Date.parse(link.opensOn!.at) + 60_000);
    await flushWith(w, caller, comicId);
    expect(mailsTo(w, 'rose@example.com')).toHaveLength(0);
    expect(later.email?.at).toBe(later.opensOn!.at);

    await caller.gifts.setOpening({ id: link.id, opensOn: null });
    const mail = await w.smtp.waitFor((m) => m.to.includes('rose@example.com'));
    expect(mail.subject).toBe('A comic book made for you');
    expect((await w.caller(null).gifts.open({ token: tokenIn(mail) })).opensAt).toBeNull();
  });

  it('tells the giver when the mail server refuses the address, and does not try again', async () => {
    const { w, comicId, caller } = await giftMailWorld();
    w.smtp.unknownMailbox('nobody@example.com');
    const link = await caller.gifts.create({
      comicId,
      message: '',
      allowDownload: false,
      sendTo: 'nobody@example.com',
    });
    const refused = await eventually(async () => {
      const [found] = (await caller.gifts.list({ comicId })).filter((l) => l.id === link.id);
      return found?.email?.state === 'refused' && found;
    }, 'the refusal noted');
    expect(refused.email?.to).toBe('nobody@example.com');
    await flushWith(w, caller, comicId);
    expect(mailsTo(w, 'nobody@example.com')).toHaveLength(0);
    // The giver's own link still works: they pass it on another way.
    expect((await w.caller(null).gifts.open({ token: link.url.split('/gift/')[1] })).title).toBe(
      'Maeve and the Giant Pumpkin',
    );
  });

  it('refuses an address that is not one, making nothing', async () => {
    const { comicId, caller } = await giftMailWorld();
    const refusal = await caller.gifts
      .create({ comicId, message: '', allowDownload: false, sendTo: 'maeve at example' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refusal).toBeInstanceOf(TRPCError);
    expect((refusal as TRPCError).code).toBe('BAD_REQUEST');
    expect(await caller.gifts.list({ comicId })).toHaveLength(0);
  });

  it('sends at most GIFT_EMAILS_PER_DAY a day for one giver: the shop’s address is not a free mailer', async () => {
    const { comicId, caller } = await giftMailWorld();
    for (let i = 0; i < GIFT_EMAILS_PER_DAY; i++)
      await caller.gifts.create({ comicId, message: '', allowDownload: false, sendTo: `friend${i}@example.com` });
    await expect(
      caller.gifts.create({ comicId, message: '', allowDownload: false, sendTo: 'one.more@example.com' }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // A link to pass on oneself is still made.
    expect((await caller.gifts.create({ comicId, message: '', allowDownload: false })).email).toBeNull();
  });

  it('is refused on a server that sends no e-mail, rather than never sent', async () => {
    const h = await makeHarness({ user: 'nomail@example.com' });
    const comicId = await makeOrderableComic(h.deps, h.user!.id);
    await expect(
      h.caller.gifts.create({ comicId, message: '', allowDownload: false, sendTo: 'maeve@example.com' }),
    ).rejects.toThrow(m.error_gift_email_not_set_up());
    expect(await h.caller.gifts.list({ comicId })).toHaveLength(0);
  });
});
