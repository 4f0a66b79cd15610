// Wraps a paid (or CPU-heavy) generation in the cost guard: a place in a bounded work queue (refused with
// 503 when the server is saturated, before anything is charged or done), a quota per IP and per user, one
// call for identical concurrent requests, and a refund when the generation fails.
import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { Context } from '../trpc/context';
import type { UsageKind } from './usageLimiter';
import { createSingleFlight } from './singleFlight';
import type { WorkQueue } from './workQueue';

const flights = new WeakMap<object, ReturnType<typeof createSingleFlight<unknown>>>();

export const RATE_LIMIT_MESSAGE =
  'You have made too many requests. Please wait a while and try again.';

export async function runPaidGeneration<T>(
  ctx: Context,
  kind: UsageKind,
  input: unknown,
  work: () => Promise<T>,
  queue: WorkQueue = ctx.deps.work.paid,
): Promise<T> {
  const keys = [`ip:${ctx.clientIp}`, ...(ctx.user ? [`user:${ctx.user.id}`] : [])];
  const flightKey = `${kind}:${keys.join('|')}:${hash(input)}`;
  const flight = flightsFor(ctx.deps.limiter);
  const { promise, joined } = flight.run(flightKey, () =>
    queue.run(async () => {
      if (!ctx.deps.limiter.tryTake(kind, keys)) {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: RATE_LIMIT_MESSAGE });
      }
      try {
        return await work();
      } catch (error) {
        ctx.deps.limiter.refund(kind, keys);
        throw error;
      }
    }),
  );
  if (joined) ctx.deps.log.info({ kind }, 'joined an identical generation already running');
  return promise as Promise<T>;
}

/** One single-flight table per app (keyed on its limiter), so separate test apps never share flights. */
function flightsFor(owner: object) {
  let flight = flights.get(owner);
  if (!flight) {
    flight = createSingleFlight<unknown>();
    flights.set(owner, flight);
  }
  return flight;
}

function hash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}
