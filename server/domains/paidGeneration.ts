// Wraps a paid (or CPU-heavy) generation in the cost guard: a place in a bounded work queue (refused as
// Unavailable when the server is saturated, before anything is charged or done), a quota per IP and per
// user, one call for identical concurrent requests, and a refund when the generation fails.
import { createHash } from 'node:crypto';
import type { AppDeps } from './appDeps';
import type { UsageKind } from '../lib/usageLimiter';
import { createSingleFlight } from '../lib/singleFlight';
import type { WorkQueue } from '../lib/workQueue';
import type { Actor } from './actor';
import { QuotaExceeded } from '../lib/errors';
import { said } from '../lib/said';

const flights = new WeakMap<object, ReturnType<typeof createSingleFlight<unknown>>>();

export const RATE_LIMIT = said('error_rate_limit');
export const RATE_LIMIT_MESSAGE = RATE_LIMIT.text;

export async function runPaidGeneration<T>(
  deps: AppDeps,
  actor: Actor,
  kind: UsageKind,
  input: unknown,
  work: () => Promise<T>,
  queue: WorkQueue = deps.work.paid,
): Promise<T> {
  const keys = [`ip:${actor.clientIp}`, ...(actor.user ? [`user:${actor.user.id}`] : [])];
  const flightKey = `${kind}:${keys.join('|')}:${hash(input)}`;
  const flight = flightsFor(deps.limiter);
  const { promise, joined } = flight.run(flightKey, () =>
    queue.run(async () => {
      if (!(await deps.limiter.tryTake(kind, keys))) throw new QuotaExceeded(RATE_LIMIT);
      try {
        return await work();
      } catch (error) {
        await deps.limiter.refund(kind, keys);
        throw error;
      }
    }),
  );
  if (joined) deps.log.info({ kind }, 'joined an identical generation already running');
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
