// The day to change one's mind: a paid order waits ORDER_CHANGE_HOURS (24 here, the default) before it goes to
// the printer by itself. At every edge of that window, on the app's own clock (which the test holds and moves):
// a change of address and a cancel at 23:59 land (the cancel refunded in full, nothing printed), the automatic
// send at 24:00 prints once with the changed address, a change at 24:00 is refused in words that say what
// happens instead, "Send to the printer now" skips the wait, and neither a restart nor a second instance in
// between sends it twice or early. The printer, Stripe and the mail server are the local fakes (orderWorld.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bookPages } from '../../server/db/schema';
import { orderFilesDir, type OrderFiles } from '../../server/domains/orders/orderFiles';
import { findOrder } from '../../server/domains/orders/orderRows';
import { filesRoot } from '../../server/domains/files/filesSource';
import { writeOrderableFiles } from '../fixtures/orderableComic';
import { buildApp } from '../../server/app';
import { ORDER_PRINT_JOB, orderSubject } from '../../server/domains/jobs/jobKinds';
import { pollOrders } from '../../server/domains/orders/orderPoller';
import { seededRandom } from '../../server/lib/seededRandom';
import { m } from '../../shared/i18n/siteLocales';
import { testAppConfig } from '../helpers/harness';
import {
  ADA_ADDRESS,
  atPrinter,
  eventually,
  placeAndPay,
  startOrderWorld,
  type OrderWorld,
} from '../helpers/orderWorld';

const HOUR = 60 * 60 * 1000;
const WINDOW_CLOSED = m.error_order_window_closed();
const NEW_ADDRESS = { ...ADA_ADDRESS, line1: '1600 Pennsylvania Ave NW', postcode: '20500' };

let world: OrderWorld | null = null;
const others: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const other of others.splice(0)) await other.close();
  await world?.close();
  world = null;
});

/** The app's clock: it stands still where the test puts it. */
function heldClock() {
  let at = new Date();
  return {
    now: () => new Date(at),
    set(when: Date | number | string) {
      at = new Date(when);
    },
  };
}

async function windowWorld() {
  const clock = heldClock();
  world = await startOrderWorld({ env: { ORDER_CHANGE_HOURS: '24' }, now: clock.now });
  return { world, clock };
}

/** An order paid at the clock's time, its e-mail sent: the queue has run everything already due. */
async function paidOrder(w: OrderWorld) {
  const user = await w.user(`window-${Math.random().toString(36).slice(2)}@example.com`);
  const placed = await placeAndPay(w, user, await w.comic(user));
  const mail = await w.smtp.waitFor((mail) => mail.text.includes(placed.orderId) && /paid/i.test(mail.subject));
  return { ...placed, user, mail };
}

const submission = (w: OrderWorld, orderId: string) => w.deps.jobs.findActive(ORDER_PRINT_JOB, orderSubject(orderId));
const printJobs = (w: OrderWorld, orderId: string) => w.lulu.jobs.filter((job) => job.external_id === orderId);

describe('the change window of a paid order', () => {
  it('waits 24 hours: an address changed at 23:59 is the one printed at 24:00, once; later, refused', async () => {
    const { world: w, clock } = await windowWorld();
    const paidAt = w.deps.now();
    const { orderId, caller, mail } = await paidOrder(w);

    const order = await caller.orders.get({ orderId });
    expect(order.status).toBe('paid');
    expect(order.printsAt).toBe(new Date(paidAt.getTime() + 24 * HOUR).toISOString());
    expect(order.nextStep).toBe(m.status_paid_waiting_next());
    expect(mail.text).toContain('It goes to the printer on');
    expect(mail.text).toMatch(/business days after printing/);
    // The e-mail job ran, so the queue looked at every due job: the submission waits, and nothing is at the printer.
    expect((await submission(w, orderId))?.status).toBe('queued');
    expect(printJobs(w, orderId)).toHaveLength(0);

    clock.set(paidAt.getTime() + 24 * HOUR - 60_000);
    const changed = await caller.orders.changeAddress({ orderId, address: NEW_ADDRESS });
    expect(changed.address.line1).toBe(NEW_ADDRESS.line1);
    expect(changed.history.at(-1)?.note).toBe('You changed the shipping address.');
    expect(printJobs(w, orderId)).toHaveLength(0);

    clock.set(order.printsAt!);
    await expect(caller.orders.changeAddress({ orderId, address: ADA_ADDRESS })).rejects.toThrow(WINDOW_CLOSED);
    await expect(caller.orders.printNow({ orderId })).rejects.toThrow(WINDOW_CLOSED);
    const sent = await atPrinter(caller, orderId);
    expect(sent.printsAt).toBeNull();
    expect(printJobs(w, orderId)).toHaveLength(1);
    expect(printJobs(w, orderId)[0].shipping_address.street1).toBe(NEW_ADDRESS.line1);
    expect((await caller.orders.get({ orderId })).address.line1).toBe(NEW_ADDRESS.line1);
  });

  it('a cancel at 23:59 is refunded in full and never printed, also after 24:00', async () => {
    const { world: w, clock } = await windowWorld();
    const { orderId, caller } = await paidOrder(w);
    const { printsAt } = await caller.orders.get({ orderId });

    clock.set(new Date(printsAt!).getTime() - 60_000);
    const canceled = await caller.orders.cancel({ orderId });
    expect(canceled.status).toBe('canceled');
    expect(await submission(w, orderId)).toBeNull();
    const refunded = await eventually(async () => {
      const now = await caller.orders.get({ orderId });
      return now.status === 'refunded' && now;
    }, 'the refund');
    expect(refunded.printsAt).toBeNull();

    clock.set(new Date(printsAt!).getTime() + HOUR);
    // A page left open on it says what happened, not that it went to the printer.
    await expect(caller.orders.printNow({ orderId })).rejects.toThrow(m.error_order_canceled_no_changes());
    // A poll round after the window finds nothing to send: the order is refunded.
    expect((await pollOrders(w.deps)).submissionsStarted).toBe(0);
    expect(await w.deps.jobs.findActive(ORDER_PRINT_JOB, orderSubject(orderId))).toBeNull();
    expect(printJobs(w, orderId)).toHaveLength(0);
  });

  it('"Send to the printer now" skips the wait', async () => {
    const { world: w } = await windowWorld();
    const { orderId, caller } = await paidOrder(w);
    const asked = await caller.orders.printNow({ orderId });
    expect(asked.history.at(-1)?.note).toBe('You asked us to print it now.');
    await atPrinter(caller, orderId);
    expect(printJobs(w, orderId)).toHaveLength(1);
    await expect(caller.orders.changeAddress({ orderId, address: NEW_ADDRESS })).rejects.toThrow(WINDOW_CLOSED);
  });

  it('prints the book as it is now: a page lettered again after paying replaces the order’s frozen files', async () => {
    const { world: w, clock } = await windowWorld();
    const { orderId, caller, user } = await paidOrder(w);
    const { comicId, printsAt } = await caller.orders.get({ orderId });
    expect((await caller.orders.updateBook({ orderId })).outcome).toBe('unchanged');
    const firstKey = (JSON.parse((await findOrder(w.deps.db, orderId))!.files) as OrderFiles).key;

    // A word corrected in the reader letters its page again (a new image), and the book's files are made anew.
    await w.deps.db
      .update(bookPages)
      .set({ printUrl: '/storage/pages/corrected-page-3.png' })
      .where(and(eq(bookPages.comicId, comicId), eq(bookPages.number, 3)));
    await writeOrderableFiles(w.deps, comicId, user.id, 'corrected');
    const updated = await caller.orders.updateBook({ orderId });
    expect(updated.outcome).toBe('updated');
    expect(updated.order.history.at(-1)?.note).toBe('You updated the book in this order.');
    const interior = path.join(orderFilesDir(w.deps, orderId), 'interior.pdf');
    expect(readFileSync(interior, 'latin1')).toContain('comic interior, corrected edition');
    expect(existsSync(path.join(orderFilesDir(w.deps, orderId), 'next'))).toBe(false);
    // The files it replaced were hard links to the book's earlier files: those are as they were.
    const earlier = path.join(filesRoot(w.deps, comicId), firstKey, 'night-shift-comic-interior-pdf.pdf');
    expect(readFileSync(earlier, 'latin1')).toContain('comic interior, first edition');

    clock.set(printsAt!);
    await expect(caller.orders.updateBook({ orderId })).rejects.toThrow(WINDOW_CLOSED);
    await atPrinter(caller, orderId);
    const [job] = printJobs(w, orderId);
    expect(job.line_items[0].interior.source_md5_sum).toBe(
      createHash('md5').update(readFileSync(interior)).digest('hex'),
    );
  });

  it('survives a restart and a second instance in between: sent once, at the end of the window', async () => {
    const { world: w, clock } = await windowWorld();
    const { orderId, user } = await paidOrder(w);
    await w.restart();
    const caller = w.caller(user);
    const { printsAt } = await caller.orders.get({ orderId });
    expect(printsAt).not.toBeNull();
    // A second instance of the same installation (its database, its files), on the same clock.
    const second = await buildApp({
      config: await testAppConfig(w.env),
      deps: { random: seededRandom(8), now: clock.now },
    });
    others.push(second.app);
    expect((await submission(w, orderId))?.status).toBe('queued');

    clock.set(new Date(printsAt!).getTime() + 1000);
    await atPrinter(caller, orderId);
    expect(printJobs(w, orderId)).toHaveLength(1);
  });

  it("refuses a bad address, and someone else's order, without changing anything", async () => {
    const { world: w } = await windowWorld();
    const { orderId, caller } = await paidOrder(w);
    const bad = { ...NEW_ADDRESS, postcode: '2050', line1: '<b>1600</b> Pennsylvania Ave' };
    await expect(caller.orders.changeAddress({ orderId, address: bad })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const stranger = w.caller(await w.user('stranger-window@example.com'));
    await expect(stranger.orders.changeAddress({ orderId, address: NEW_ADDRESS })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(stranger.orders.printNow({ orderId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const order = await caller.orders.get({ orderId });
    expect(order.address.line1).toBe(ADA_ADDRESS.line1);
    expect(order.history.map((entry) => entry.note)).not.toContain('You changed the shipping address.');
    expect(order.printsAt).not.toBeNull();
  });
});
