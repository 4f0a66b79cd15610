// Personal data in orders: an account that ordered can be deleted (the shop keeps the
// order's amounts, dates and what was printed; the address goes); addresses, phone numbers and frozen print
// files go a set time after the order ends; e-mails without SMTP are not written to the log; request logs
// hold no gift token and no print-file signature; the printer's own error text never reaches the customer
// or the log; names and phone numbers refuse control and format characters.
import { existsSync } from 'node:fs';
import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { orderFilesDir } from '../../server/domains/orders/orderFiles';
import { createMailer } from '../../server/providers/mail/mailer';
import { addressSchema } from '../../shared/orders';
import {
  ADA_ADDRESS,
  atPrinter,
  eventually,
  orderFor,
  placeAndPay,
  startOrderWorld,
  type OrderWorld,
} from '../helpers/orderWorld';
import { testAppConfig } from '../helpers/harness';
import { rawSql } from '../helpers/rawSql';

let world: OrderWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

const DAY = 24 * 3600_000;
const row = async (w: OrderWorld, orderId: string) =>
  (await rawSql(w.deps.db, 'SELECT * FROM orders WHERE id = ?', [orderId]))[0];

async function deliveredOrder(w: OrderWorld) {
  const ada = await w.user('ada@example.com');
  const placed = await placeAndPay(w, ada, await w.comic(ada));
  await eventually(() => w.lulu.jobs[0]?.status.name === 'UNPAID', 'at the printer');
  await atPrinter(placed.caller, placed.orderId);
  await w.lulu.advance(w.lulu.jobs[0].id, 'DELIVERED');
  await eventually(
    async () => (await placed.caller.orders.get({ orderId: placed.orderId })).status === 'delivered',
    'delivered',
  );
  return { ...placed, ada };
}

describe('keeping and erasing', () => {
  it(
    'deletes an account that ordered: the order’s amounts, dates and what was ' +
      'printed stay, the person’s details go',
    async () => {
      world = await startOrderWorld();
      const w = world;
      const { orderId, ada } = await deliveredOrder(w);
      const before = await row(w, orderId);
      await rawSql(w.deps.db, 'DELETE FROM users WHERE id = ?', [ada.id]);
      const after = await row(w, orderId);
      for (const kept of [
        'id',
        'total',
        'amount_paid',
        'currency',
        'price_per_copy',
        'shipping_price',
        'quantity',
        'format',
        'comic_title',
        'created_at',
        'status',
        'print_job_id',
      ]) {
        expect(after[kept], kept).toEqual(before[kept]);
      }
      const text = JSON.stringify(after);
      for (const gone of [ADA_ADDRESS.fullName, ADA_ADDRESS.line1, ADA_ADDRESS.phone, ADA_ADDRESS.email])
        expect(text).not.toContain(gone);
      // PostgreSQL checks every foreign key as it writes; SQLite can be asked afterwards.
      if (w.deps.db.$kind === 'sqlite') expect(w.deps.db.$client.pragma('foreign_key_check')).toEqual([]);
      const { eraseEndedOrders } = await import('../../server/domains/orders/orderRetention');
      await eraseEndedOrders(w.deps, new Date());
      expect(existsSync(orderFilesDir(w.deps, orderId))).toBe(false);
    },
  );

  it('erases the address, phone and print files a set time after delivery, and says so on the order page', async () => {
    world = await startOrderWorld({ env: { ORDER_DATA_RETENTION_DAYS: '90' } });
    const w = world;
    const { orderId, caller } = await deliveredOrder(w);
    const { eraseEndedOrders } = await import('../../server/domains/orders/orderRetention');
    await eraseEndedOrders(w.deps, new Date(Date.now() + 89 * DAY));
    expect(JSON.stringify(await row(w, orderId))).toContain(ADA_ADDRESS.line1);
    expect(existsSync(orderFilesDir(w.deps, orderId))).toBe(true);
    await eraseEndedOrders(w.deps, new Date(Date.now() + 91 * DAY));
    const erased = await row(w, orderId);
    for (const gone of [ADA_ADDRESS.fullName, ADA_ADDRESS.line1, ADA_ADDRESS.phone, ADA_ADDRESS.email])
      expect(JSON.stringify(erased)).not.toContain(gone);
    expect(erased).toMatchObject({ total: 4997, amount_paid: 4997, status: 'delivered' });
    expect(existsSync(orderFilesDir(w.deps, orderId))).toBe(false);
    const view = await caller.orders.get({ orderId });
    expect(view.status).toBe('delivered');
    expect(view.address.country).toBe('US');
    expect(view.personalDataErasedAt).toBeTruthy();
  });
});

describe('logs', () => {
  it('without SMTP, says an e-mail was sent but never writes what it says or to whom', async () => {
    const logged: unknown[][] = [];
    const log = { info: (...args: unknown[]) => logged.push(args), warn: () => undefined, error: () => undefined };
    const mailer = createMailer({ from: 'Shop <o@example.com>' }, log);
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Your comic “Ada at 70” is on its way',
      text: 'Hello Ada Reader, follow it here: https://example.com/t',
      html: '<p>Hello Ada Reader</p>',
    });
    expect(logged).toHaveLength(1);
    const line = JSON.stringify(logged);
    for (const secret of ['Ada Reader', 'ada@example.com', 'Ada at 70', 'example.com/t'])
      expect(line).not.toContain(secret);
  });

  it('LOG_REQUESTS=true logs requests without gift tokens, print-file signatures or tRPC inputs', async () => {
    const lines: string[] = [];
    const config = await testAppConfig({ LOG_REQUESTS: 'true' });
    const { app } = await buildApp({
      config,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    const token = 'Gift0Token0That0Must0Not0Leak000';
    await app.inject({ method: 'GET', url: `/gift/${token}` });
    await app.inject({ method: 'GET', url: `/gift/${token}/pages/1` });
    await app.inject({
      method: 'GET',
      url: '/print-files/ord_aaaaaaaaaaaaaaaaaaaa/interior.pdf?expires=99999999999&sig=SignatureThatMustNotLeak',
    });
    await app.inject({ method: 'GET', url: `/trpc/gifts.open?input=${encodeURIComponent(JSON.stringify({ token }))}` });
    await app.close();
    const all = lines.join('\n');
    expect(all).toContain('/print-files/');
    expect(all).not.toContain(token);
    expect(all).not.toContain('SignatureThatMustNotLeak');
  });
});

describe('the printer’s own words', () => {
  it(
    'never reach the customer or the log: an unexpected answer to the price check, or a ' +
      'refusal that echoes the address',
    async () => {
      world = await startOrderWorld({ captureLogs: true });
      const w = world;
      const ada = await w.user('ada@example.com');
      const caller = w.caller(ada);
      const comicId = await w.comic(ada);
      w.lulu.failNext('Print-Job-cost-calculations_create', 404, { detail: 'Not found.' });
      const refused = await caller.orders.create(orderFor(comicId)).catch((e: TRPCError) => e);
      expect(refused).toBeInstanceOf(TRPCError);
      expect((refused as TRPCError).message).not.toMatch(/Not found\.|detail|\{/);

      w.lulu.failNext('Print-Job-cost-calculations_create', 400, {
        shipping_address: { street1: [`"${ADA_ADDRESS.line1}" could not be verified.`] },
      });
      const address = await caller.orders.create(orderFor(comicId)).catch((e: TRPCError) => e);
      expect((address as TRPCError).message).toBe(
        'The printer cannot deliver to this address. Please check: Address line 1.',
      );
      expect(w.logs.join('\n')).not.toContain(ADA_ADDRESS.line1);
      expect(w.logs.join('\n')).not.toContain('could not be verified');
      // Both answers are among the ones Lulu documents for its price check.
      expect(w.lulu.selfCheck).toEqual([]);
    },
  );
});

describe('names and phone numbers', () => {
  it('refuse line breaks, control and invisible format characters', () => {
    const bad = (change: Partial<typeof ADA_ADDRESS>) => addressSchema.safeParse({ ...ADA_ADDRESS, ...change }).success;
    expect(bad({})).toBe(true);
    expect(bad({ phone: '+1 202\r\n555 0100' })).toBe(false);
    expect(bad({ phone: '+1 202\t555 0100' })).toBe(false);
    expect(bad({ fullName: 'Ada \u202eredaeR' })).toBe(false);
    expect(bad({ fullName: 'Ada\u200b Reader' })).toBe(false);
    expect(bad({ line1: '101 Independence\u0085Ave' })).toBe(false);
    expect(bad({ city: 'Wash\u2028ington' })).toBe(false);
    expect(bad({ fullName: 'Zoë Ōkubo-Ångström' })).toBe(true);
  });
});
