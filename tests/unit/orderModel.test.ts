// The order model is one: the moves, and the sets derived from them, live in orderStates.ts;
// no other file writes out what can be refunded or canceled again; every status move's result is looked at;
// and no status that leads to a print can be reached once a refund was decided.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../shared/orders';
import {
  CANCELABLE,
  ORDER_TRANSITIONS,
  PRINTING,
  REFUNDABLE,
  TOWARD_PRINT,
  sourcesOf,
} from '../../server/domains/orders/orderStates';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

const SERVER = sources(path.resolve('server'));
const STATUS = ORDER_STATUSES.join('|');

describe('the order model', () => {
  it('derives what can be refunded and canceled from the moves, and keeps refunds away from printing', () => {
    expect([...REFUNDABLE].sort()).toEqual(['canceled', 'delivered', 'failed', 'shipped']);
    expect([...CANCELABLE].sort()).toEqual(['awaiting_payment', 'paid', 'sent_to_printer']);
    for (const status of PRINTING) expect(REFUNDABLE).not.toContain(status);
    // Only the shop's retry leads from a refundable status toward printing, and
    // moveOrder refuses it once a refund is decided.
    const backToPrint = REFUNDABLE.flatMap((from) =>
      ORDER_TRANSITIONS[from].filter((to) => TOWARD_PRINT.includes(to)).map((to) => `${from}->${to}`),
    );
    expect(backToPrint).toEqual(['failed->paid']);
    for (const status of ORDER_STATUSES)
      expect(sourcesOf(status).every((from) => ORDER_TRANSITIONS[from].includes(status))).toBe(true);
  });

  it('is the only place that lists what can be refunded or canceled', () => {
    const sameSet = (a: readonly string[], b: readonly string[]) =>
      a.length === b.length && a.every((s) => b.includes(s));
    const offenders: string[] = [];
    for (const file of SERVER.filter((f) => !f.endsWith('orderStates.ts'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        new RegExp(`\\[\\s*'(?:${STATUS})'(?:\\s*,\\s*'(?:${STATUS})')+\\s*\\]`, 'g'),
      )) {
        const listed = [...match[0].matchAll(/'([a-z_]+)'/g)].map((m) => m[1] as OrderStatus);
        if (sameSet(listed, REFUNDABLE) || sameSet(listed, CANCELABLE))
          offenders.push(`${path.relative('.', file)}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('never drops the result of a status move', () => {
    const dropped = SERVER.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i, lines) => ({
          line,
          before: lines[i - 1]?.trim() ?? '',
          at: `${path.relative('.', file)}:${i + 1}`,
        }))
        // A call that starts a statement; one that continues an expression (`a &&`, `x =`) is used.
        .filter(
          ({ line, before }) =>
            /^\s*(?:(?:if|else if)\s*\(.*\)\s*|else\s+)?(?:await\s+)?(?:moveOrder|cancelOrderNow)\(/.test(line) &&
            !/(?:&&|\|\||[=(,?:])$/.test(before),
        )
        .map(({ at }) => at),
    );
    expect(dropped).toEqual([]);
  });
});
