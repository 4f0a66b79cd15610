// Migration 0012 on a database saved by the previous version: its orders and their whole logs
// are kept, the printer's status names become our phases, a canceled paid order not yet refunded gets its
// refund decision, e-mail events stop naming their recipient, the log stays append-only, and a user who
// ordered can now be deleted (the order stays, the person's details go).
// @module-tag sqlite
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { makeDataDir } from '../helpers/harness';
import { previousVersion } from '../helpers/previousMigrations';

describe('migration 0012 (the order model)', () => {
  it('keeps every order and event, converts the printer statuses, and lets a user who ordered be deleted', () => {
    const file = path.join(makeDataDir(), 'comics.db');
    const old = openDatabase(file, previousVersion('0012')).$client;
    old.prepare("INSERT INTO users (id, issuer, subject, email) VALUES ('u1', 'test', 'ada', 'ada@example.com')").run();
    const address = JSON.stringify({
      fullName: 'Ada Reader',
      line1: '1 Main St',
      country: 'US',
      state: 'DC',
      phone: '+1 202 555 0100',
      email: 'ada@example.com',
    });
    const insert = old.prepare(
      `INSERT INTO orders (id, user_id, comic_id, comic_title, format, quantity, shipping, address, email, currency,
         price_per_copy, shipping_price, total, status, files, amount_paid, amount_refunded, printer_status, updated_at)
       VALUES (?, 'u1', 'c1', 'The Hero', 'comic', 1, 'standard', '${address}', 'ada@example.com', 'usd',
         1999, 0, 1999, ?, '{}', ?, 0, ?, '2026-11-01T00:00:00.000Z')`,
    );
    insert.run('ord_aaaaaaaaaaaaaaaaaaaa', 'canceled', 1999, 'CANCELED');
    insert.run('ord_bbbbbbbbbbbbbbbbbbbb', 'sent_to_printer', 1999, 'PRODUCTION_DELAYED');
    insert.run('ord_cccccccccccccccccccc', 'delivered', 1999, 'DELIVERED');
    old
      .prepare(
        `INSERT INTO order_events (order_id, at, type, source, data) VALUES ('ord_cccccccccccccccccccc', ` +
          `'2026-11-01T00:00:00.000Z', 'email_paid', 'system', '{"to":"ada@example.com","via":"smtp"}')`,
      )
      .run();
    old.close();

    const db = openDatabase(file).$client;
    expect(
      db
        .prepare('SELECT id, status, printer_status AS phase, refund_requested_at AS refund FROM orders ORDER BY id')
        .all(),
    ).toEqual([
      { id: 'ord_aaaaaaaaaaaaaaaaaaaa', status: 'canceled', phase: 'canceled', refund: '2026-11-01T00:00:00.000Z' },
      { id: 'ord_bbbbbbbbbbbbbbbbbbbb', status: 'sent_to_printer', phase: 'queued', refund: null },
      { id: 'ord_cccccccccccccccccccc', status: 'delivered', phase: 'delivered', refund: null },
    ]);
    expect(db.prepare('SELECT data FROM order_events').pluck().all()).toEqual(['{"via":"smtp"}']);
    expect(() => db.prepare("UPDATE order_events SET note = 'x'").run()).toThrow(/append-only/);
    expect(db.pragma('foreign_key_check')).toEqual([]);

    db.prepare("DELETE FROM users WHERE id = 'u1'").run();
    const after = db
      .prepare(
        'SELECT id, user_id AS user, email, address, personal_data_erased_at AS erased, total FROM orders ORDER BY id',
      )
      .all() as Record<string, unknown>[];
    expect(after.map((o) => [o.id, o.user, o.total])).toEqual([
      ['ord_aaaaaaaaaaaaaaaaaaaa', null, 1999],
      ['ord_bbbbbbbbbbbbbbbbbbbb', null, 1999],
      ['ord_cccccccccccccccccccc', null, 1999],
    ]);
    // Ended orders lose the person's details at once; the one still at the printer keeps its address until it ends.
    expect(after.filter((o) => o.erased).map((o) => o.id)).toEqual([
      'ord_aaaaaaaaaaaaaaaaaaaa',
      'ord_cccccccccccccccccccc',
    ]);
    expect(JSON.stringify(after.filter((o) => o.erased))).not.toMatch(/Ada Reader|1 Main St|555 0100|ada@example/);
    expect(JSON.parse(after[2].address as string)).toMatchObject({ country: 'US', state: 'DC', fullName: '' });
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  });
});
