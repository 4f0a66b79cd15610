// Backup and restore with orders: a backup holds everything an order needs — its rows
// and the print files frozen for it — so an order paid after a restore into an empty folder is printed from
// its own files, not failed for missing ones.
// @module-tag sqlite
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backup } from '../../server/ops/backup';
import { restore } from '../../server/ops/restore';
import { makeDataDir } from '../helpers/harness';
import { atPrinter, eventually, orderFor, startOrderWorld, type OrderWorld } from '../helpers/orderWorld';

let world: OrderWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

describe('backup and restore of orders', () => {
  it('restores an order with its print files: paid after the restore, it is printed', { timeout: 40_000 }, async () => {
    world = await startOrderWorld();
    const w = world;
    const ada = await w.user('ada@example.com');
    const caller = w.caller(ada);
    const { orderId, checkoutUrl } = await caller.orders.create(orderFor(await w.comic(ada)));

    const target = path.join(makeDataDir(), 'backup');
    const report = await backup(w.deps.config.dataDir, target);
    expect(report.integrity).toBe('ok');
    expect(existsSync(path.join(target, 'orders', orderId, 'interior.pdf'))).toBe(true);
    expect(existsSync(path.join(target, 'orders', orderId, 'cover.pdf'))).toBe(true);

    // The machine is lost: a new one starts from the backup alone.
    const fresh = makeDataDir();
    await w.restart(() => restore(target, fresh).then(() => undefined), { DATA_DIR: fresh });
    expect(w.deps.config.dataDir).toBe(fresh);
    await w.stripe.pay(decodeURIComponent(checkoutUrl.split('/pay/')[1]), 'ada@example.com');
    await eventually(() => w.lulu.jobs[0]?.status.name === 'UNPAID', 'printed from the restored files');
    await atPrinter(w.caller(ada), orderId);
    expect(w.lulu.fileFetches.map((f) => [f.kind, f.status])).toEqual([
      ['cover', 200],
      ['interior', 200],
    ]);
    expect(w.lulu.violations).toEqual([]);
  });
});
