// The one initTRPC of the server: exports the router factory, the two procedure kinds and the caller factory.
import { initTRPC } from '@trpc/server';
import { ZodError } from 'zod';
import { said, saidOf } from '../lib/said';
import type { Context } from './context';
import { saidTRPCError, toTRPCError } from './domainErrors';

const INTERNAL = said('error_internal');
/** Input the shared schemas refuse: one sentence the browser can say in any language, the fields in `zodIssues`. */
const INVALID = said('error_invalid_input');
const SIGN_IN = said('error_sign_in');

const t = initTRPC.context<Context>().create({
  // Never send stack traces, whatever NODE_ENV says.
  isDev: false,
  // Live progress over server-sent events: a ping keeps proxies from closing a quiet stream, and a client
  // that hears nothing for a while reconnects (a reload or a dropped connection resumes from the job).
  sse: { ping: { enabled: true, intervalMs: 10_000 }, client: { reconnectAfterInactivityMs: 25_000 } },
  errorFormatter({ shape, error }) {
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    // zod's own message is its issues as JSON, and its built-in texts are English ("Too small: expected
    // number to be >=1"): a form shows each field's message from `zodIssues` in the page's language
    // (client/features/orders/form/issueMessages.ts), anything else this sentence.
    const invalid = error.cause instanceof ZodError ? INVALID : null;
    // Raw internal text (SQLite messages, file paths) stays in the log, not in the answer.
    const fixed = internal ? INTERNAL : invalid;
    const message = fixed ? fixed.text : shape.message;
    // The message's key and values, when it is one of the catalogue's (the error's own, or its cause's: a domain
    // error), so the browser says it in the visitor's language; only when they say what the message says.
    const words = fixed ?? saidOf(error) ?? saidOf(error.cause);
    const keyed = words?.text === message ? { messageKey: words.key, messageParams: words.params } : {};
    return {
      ...shape,
      message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        zodIssues: error.cause instanceof ZodError ? error.cause.issues : null,
        ...keyed,
      },
    };
  },
});

/** Domain errors (and SQLite's busy/full) thrown by a handler become their tRPC code, in one place. */
function withDomainErrors<R extends { ok: boolean; error?: { cause?: unknown } }>(result: R): R {
  if (!result.ok) {
    const mapped = toTRPCError(result.error?.cause);
    if (mapped) throw mapped;
  }
  return result;
}

const domainErrors = t.middleware(async ({ next }) => withDomainErrors(await next()));

/**
 * Requires a signed-in user and narrows the actor's user to non-null for the handler; maps domain errors
 * too. One middleware rather than two stacked: tRPC copies the call's options at every level, which is
 * a measurable part of a cheap query.
 */
const signedIn = t.middleware(async ({ ctx, next }) => {
  const { user } = ctx.actor;
  if (!user) throw saidTRPCError('UNAUTHORIZED', SIGN_IN);
  return withDomainErrors(await next({ ctx: { actor: { ...ctx.actor, user } } }));
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors);
export const protectedProcedure = t.procedure.use(signedIn);
