// The tRPC context in two parts: `createContextInner` needs no request, so tests build one directly;
// `createContext` (in server/http/trpc.ts) derives the user, visitor and client address from the HTTP request.
import type { AppDeps } from '../domains/appDeps';
import type { Actor } from '../domains/actor';
import type { Locale } from '../../shared/i18n/siteLocales';
import type { SessionUser } from '../../shared/types';

/** What a procedure may do to the session cookie; HTTP sets real cookies, tests record calls. */
export interface SessionCookieJar {
  clear(): void;
}

export interface Context {
  deps: AppDeps;
  /** Who is calling: the handlers' actor. */
  actor: Actor;
  /** SHA-256 of the current session token, so sign-out can delete exactly this session. */
  sessionTokenHash: string | null;
  cookies: SessionCookieJar;
}

export interface InnerContextOptions {
  deps: AppDeps;
  user?: SessionUser | null;
  sessionTokenHash?: string | null;
  clientIp?: string;
  visitorId?: string | null;
  locale?: Locale;
  cookies?: SessionCookieJar;
}

export function createContextInner(opts: InnerContextOptions): Context {
  return {
    deps: opts.deps,
    actor: {
      user: opts.user ?? null,
      visitorId: opts.visitorId ?? null,
      clientIp: opts.clientIp ?? '127.0.0.1',
      locale: opts.locale,
    },
    sessionTokenHash: opts.sessionTokenHash ?? null,
    cookies: opts.cookies ?? { clear() {} },
  };
}
