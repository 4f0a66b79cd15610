// npm run orders: the orders needing attention with the reason, one order's story, and
// the shop's two decisions, queued for the running server exactly as the command-line tool queues them.
import { afterEach, describe, expect, it } from 'vitest';
import { queueOnly, runOrdersTool } from '../../server/ops/orders';
import type { OpsDeps } from '../../server/domains/orders/orderOps';
import { rm } from 'node:fs/promises';
import { orderFilesDir } from '../../server/domains/orders/orderFiles';
import { atPrinter, eventually, orderFor, placeAndPay, startOrderWorld, type OrderWorld } from '../helpers/orderWorld';

let world: OrderWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

async function run(w: OrderWorld, ...args: string[]): Promise<string> {
  const deps: OpsDeps = { db: w.deps.db, config: w.deps.config, now: () => new Date(), jobs: queueOnly(w.deps.db) };
  const lines: string[] = [];
  await runOrdersTool(args, deps, (line) => lines.push(line));
  return lines.join('\n');
}

describe('npm run orders', () => {
  it('lists a refused order, sends it again once the printer takes the files, and refunds another', async () => {
    world = await startOrderWorld();
    const w = world;
    expect(await run(w)).toBe('No order needs attention.');
    w.lulu.refuseFiles('Cover PDF: spine too narrow');
    const ada = await w.user('ada@example.com');
    const comicId = await w.comic(ada);
    const { orderId, caller } = await placeAndPay(w, ada, comicId);
    await eventually(async () => (await caller.orders.get({ orderId })).status === 'failed', 'failed');

    const attention = await run(w);
    expect(attention).toContain(orderId);
    expect(attention).toContain('failed (printer_rejected');
    expect(attention).toContain('Cover PDF: spine too narrow');
    expect(await run(w, 'show', orderId)).toMatch(/printer_rejected sent_to_printer -> failed/);

    w.lulu.refuseFiles(null);
    expect(await run(w, 'retry', orderId, '--new-files')).toContain(
      'goes to the printer again with the current print files',
    );
    const again = await eventually(async () => {
      const o = await caller.orders.get({ orderId });
      return o.status === 'sent_to_printer' && o;
    }, 'sent again');
    expect(again.history.map((h) => h.note)).toContain('We are printing your order again.');
    await eventually(() => w.lulu.jobs[1]?.status.name === 'UNPAID', 'the new job accepted');
    expect(w.lulu.jobs.map((j) => [j.external_id, j.status.name])).toEqual([
      [orderId, 'REJECTED'],
      [orderId, 'UNPAID'],
    ]);
    expect(await run(w)).toBe('No order needs attention.');

    const second = await placeAndPay(w, ada, comicId);
    await eventually(() => w.lulu.jobs.length === 3, 'the second at the printer');
    await atPrinter(caller, second.orderId);
    await w.lulu.advance(w.lulu.jobs[2].id, 'DELIVERED');
    await eventually(
      async () => (await caller.orders.get({ orderId: second.orderId })).status === 'delivered',
      'delivered',
    );
    expect(await run(w, 'refund', second.orderId)).toContain('A full refund');
    await eventually(
      async () => (await caller.orders.get({ orderId: second.orderId })).status === 'refunded',
      'refunded',
    );
    expect([...w.stripe.refunds.values()].map((r) => r.amount)).toEqual([4997]);
    await expect(run(w, 'refund', second.orderId)).rejects.toThrow(/already refunded/);
    await expect(run(w, 'retry', second.orderId)).rejects.toThrow(/only a failed/);
    expect(await run(w, 'list')).toContain(second.orderId);
    expect(w.lulu.violations).toEqual([]);
  });

  it(
    'an order whose frozen print files are gone (a restore without them) fails plainly and is ' +
      'sent again with the comic’s files',
    async () => {
      world = await startOrderWorld();
      const w = world;
      const ada = await w.user('ada@example.com');
      const comicId = await w.comic(ada);
      const caller = w.caller(ada);
      const { orderId, checkoutUrl } = await caller.orders.create(orderFor(comicId));
      await rm(orderFilesDir(w.deps, orderId), { recursive: true });
      await w.stripe.pay(decodeURIComponent(checkoutUrl.split('/pay/')[1]));
      const failed = await eventually(async () => {
        const o = await caller.orders.get({ orderId });
        return o.status === 'failed' && o;
      }, 'failed');
      expect(failed.message).toContain('The files to print this order are missing.');
      expect(await run(w)).toContain('failed (files_missing');
      expect(w.lulu.jobs).toEqual([]);
      await run(w, 'retry', orderId, '--new-files');
      await eventually(() => w.lulu.jobs[0]?.status.name === 'UNPAID', 'printed from the comic’s files');
      // The printer answers before the order's move is written.
      await eventually(async () => (await caller.orders.get({ orderId })).status === 'sent_to_printer', 'sent');
    },
  );
});
