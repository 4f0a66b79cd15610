// A store for @fastify/rate-limit that counts in the usage limiter (the database) rather than in this
// process's memory, so the per-address limits of HTTP routes (uploads) hold across every instance of the app.
// The plugin calls `incr` per request and refuses once the count passes the route's maximum.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { UsageLimiter } from '../lib/usageLimiter';

export function sharedRateLimitStore(limiter: UsageLimiter): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _pluginOptions?: unknown,
      private readonly bucket = 'route:*',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      limiter.hit(this.bucket, key, timeWindow).then(
        ({ count, resetsAt }) => callback(null, { current: count, ttl: Math.max(0, resetsAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    // One count per route: an address uploading and doing something else is counted apart for each.
    child(route: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new SharedRateLimitStore(undefined, `route:${String(route.method)} ${route.path}`);
    }
  }
  return SharedRateLimitStore;
}
