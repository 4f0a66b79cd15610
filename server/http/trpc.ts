// Mounts the tRPC router at /trpc. Registered without fastify-plugin: the adapter swaps the body parsers
// inside its own scope, which must not leak onto the upload route.
import type { FastifyInstance } from 'fastify';
import {
  fastifyTRPCPlugin,
  type CreateFastifyContextOptions,
  type FastifyTRPCPluginOptions,
} from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { findSession } from '../domains/auth/sessions';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './signIn/sessionCookie';
import { ensureVisitorId } from './signIn/visitorCookie';
import type { AppDeps } from '../domains/appDeps';
import { createContextInner } from '../trpc/context';
import { siteLocaleOf } from './siteLocale';
import { appRouter, type AppRouter } from '../trpc/root';
import { MAX_BATCH_SIZE } from '../../shared/limits';
import { temporaryRefusal, toTRPCError } from '../trpc/domainErrors';

export async function trpcPlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;

  async function createContext({ req, res }: CreateFastifyContextOptions) {
    const token = readSessionToken(req, deps.config);
    // The session is read before any procedure runs: a database that is away is answered here as it would be
    // there (503 "try again"), not as a fault.
    const session = token
      ? await findSession(deps.db, token, deps.now()).catch((error: unknown) => {
          throw toTRPCError(error) ?? error;
        })
      : null;
    if (session?.renewedUntil && token) setSessionCookie(res, deps.config, token, session.renewedUntil);
    return createContextInner({
      deps,
      user: session?.user ?? null,
      sessionTokenHash: session?.tokenHash ?? null,
      clientIp: req.ip,
      visitorId: ensureVisitorId(req, res, deps.config),
      locale: siteLocaleOf(req),
      cookies: { clear: () => clearSessionCookie(res, deps.config) },
    });
  }

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      maxBatchSize: MAX_BATCH_SIZE,
      onError({ error, path }) {
        // Only server-side trouble is logged (5xx: faults, a busy or full database, a failing provider);
        // a bad input or a missing session is the caller's business.
        const status = getHTTPStatusCodeFromError(error);
        if (status < 500) return;
        // "Busy, try again" and "restarting" are the server protecting itself, not faults: a warning. A database
        // or file store that is away has its own log line, once per outage (lib/outageLog.ts).
        const refusal = temporaryRefusal(error.cause);
        if (refusal?.log === 'warn') app.log.warn({ path, reason: error.message }, 'tRPC procedure refused');
        else if (!refusal || refusal.log === 'error')
          app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
      },
      // A 503 says when to ask again.
      responseMeta({ errors }) {
        const refusal = errors.map((error) => temporaryRefusal(error.cause)).find(Boolean);
        return refusal ? { headers: { 'retry-after': String(refusal.retryAfterSeconds) } } : {};
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
