// How customers pay: Checkout takes cards only, whatever the Stripe Dashboard has
// switched on, so a payment is either paid when the session completes or not at all. A session from before
// (one that allowed a bank debit) that completed unpaid is noted once — polling appends nothing while nothing
// changes — and is settled by Stripe's async payment events: paid, then printed; or failed, then canceled.
import { afterEach, describe, expect, it } from 'vitest';
import { pollOrders } from '../../server/domains/orders/orderPoller';
import { eventsOf, eventually, orderFor, startOrderWorld, type OrderWorld } from '../helpers/orderWorld';
import { rawSql } from '../helpers/rawSql';

let world: OrderWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

const sessionOf = (url: string) => decodeURIComponent(url.split('/pay/')[1]);

describe('paying', () => {
  it('takes cards only at checkout, even when the Dashboard also switched on bank debits', async () => {
    world = await startOrderWorld({ stripe: { dashboardPaymentMethods: ['card', 'us_bank_account'] } });
    const w = world;
    const ada = await w.user('ada@example.com');
    const { orderId, checkoutUrl } = await w.caller(ada).orders.create(orderFor(await w.comic(ada)));
    const sessionId = sessionOf(checkoutUrl);
    expect(w.stripe.sessions.get(sessionId)?.payment_method_types).toEqual(['card']);
    await expect(w.stripe.pay(sessionId, 'ada@example.com', 'us_bank_account')).rejects.toThrow(
      /does not accept us_bank_account/,
    );
    expect((await eventsOf(w, orderId)).map((e) => e.type)).toEqual(['created', 'checkout_created']);
    await w.stripe.pay(sessionId, 'ada@example.com', 'card');
    await eventually(() => w.lulu.jobs.length === 1, 'printed once paid by card');
  });

  it(
    'a bank debit from an older session: noted once, nothing appended while it ' + 'waits, printed once the bank pays',
    async () => {
      world = await startOrderWorld({ stripe: { dashboardPaymentMethods: ['card', 'us_bank_account'] } });
      const w = world;
      const ada = await w.user('ada@example.com');
      const caller = w.caller(ada);
      const comicId = await w.comic(ada);
      const { orderId, checkoutUrl } = await caller.orders.create(orderFor(comicId));
      const sessionId = sessionOf(checkoutUrl);
      // A session made before cards-only: it offered the bank debit too.
      w.stripe.sessions.get(sessionId)!.payment_method_types = ['card', 'us_bank_account'];
      await w.stripe.pay(sessionId, 'ada@example.com', 'us_bank_account');
      expect((await caller.orders.get({ orderId })).status).toBe('awaiting_payment');
      // Long after the checkout's end, polling asks Stripe round after round: one note, not one a round.
      await rawSql(w.deps.db, 'UPDATE orders SET checkout_expires_at = ? WHERE id = ?', [
        new Date(Date.now() - 3600_000).toISOString(),
        orderId,
      ]);
      await pollOrders(w.deps);
      const noted = (await eventsOf(w, orderId)).length;
      await pollOrders(w.deps);
      await pollOrders(w.deps);
      expect(await eventsOf(w, orderId)).toHaveLength(noted);
      expect((await eventsOf(w, orderId)).filter((e) => e.type === 'checkout_completed_unpaid')).toHaveLength(1);

      await w.stripe.settleDebit(sessionId, true);
      await eventually(
        async () => (await caller.orders.get({ orderId })).status === 'sent_to_printer',
        'printed once the bank paid',
      );
      expect(w.lulu.jobs.map((j) => j.external_id)).toEqual([orderId]);

      // Another one whose bank says no: the order is canceled, nothing printed.
      const second = await caller.orders.create(orderFor(comicId));
      const secondSession = sessionOf(second.checkoutUrl);
      w.stripe.sessions.get(secondSession)!.payment_method_types = ['card', 'us_bank_account'];
      await w.stripe.pay(secondSession, 'ada@example.com', 'us_bank_account');
      await w.stripe.settleDebit(secondSession, false);
      const failed = await caller.orders.get({ orderId: second.orderId });
      expect(failed.status).toBe('canceled');
      expect(failed.history.at(-1)?.note).toMatch(/bank/i);
      expect(w.lulu.jobs).toHaveLength(1);
    },
  );
});
