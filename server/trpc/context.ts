// The tRPC context in two parts: `createContextInner` needs no request, so tests build one directly;
// `createContext` (in plugins/trpc.ts) derives the user and client address from the HTTP request.
import type { AppConfig } from '../config';
import type { AppDatabase } from '../db/client';
import type { Logger } from '../lib/logger';
import type { ImageStore } from '../storage/imageStore';
import type { IdeasProvider } from '../providers/ideas/ideasProvider';
import type { CoverProvider } from '../providers/cover/coverProvider';
import type { UsageLimiter } from '../lib/usageLimiter';
import type { WorkQueue } from '../lib/workQueue';
import type { SessionUser } from '../../shared/types';
import type { ImageOwner } from '../storage/ownedImages';

/** Long-lived services, built once per app (or per test). */
export interface AppDeps {
  config: AppConfig;
  db: AppDatabase;
  store: ImageStore;
  ideas: IdeasProvider;
  cover: CoverProvider;
  limiter: UsageLimiter;
  /** Bounds on expensive work in progress: pixel rendering, and calls that cost money. */
  work: { render: WorkQueue; paid: WorkQueue };
  log: Logger;
  /** Source of variation for generators; tests pass a seeded one for repeatable output. */
  random: () => number;
  now: () => Date;
}

/** What a procedure may do to the session cookie; HTTP sets real cookies, tests record calls. */
export interface SessionCookieJar {
  clear(): void;
}

export interface Context {
  deps: AppDeps;
  user: SessionUser | null;
  /** SHA-256 of the current session token, so sign-out can delete exactly this session. */
  sessionTokenHash: string | null;
  /** Who to charge for paid generation when nobody is signed in. */
  clientIp: string;
  /** The browser's anonymous visitor id (cookie): owns images made before sign-in. */
  visitorId: string | null;
  cookies: SessionCookieJar;
}

export interface InnerContextOptions {
  deps: AppDeps;
  user?: SessionUser | null;
  sessionTokenHash?: string | null;
  clientIp?: string;
  visitorId?: string | null;
  cookies?: SessionCookieJar;
}

export function createContextInner(opts: InnerContextOptions): Context {
  return {
    deps: opts.deps,
    user: opts.user ?? null,
    sessionTokenHash: opts.sessionTokenHash ?? null,
    clientIp: opts.clientIp ?? '127.0.0.1',
    visitorId: opts.visitorId ?? null,
    cookies: opts.cookies ?? { clear() {} },
  };
}

/** The caller as an image owner: their user and their browser's visitor id. */
export function imageOwnerOf(ctx: Context): ImageOwner {
  return { userId: ctx.user?.id ?? null, visitorId: ctx.visitorId };
}
