// The one initTRPC of the server: exports the router factory, the two procedure kinds and the caller factory.
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from './context';
import { BusyError } from '../lib/workQueue';

const t = initTRPC.context<Context>().create({
  // Never send stack traces, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      // Raw internal text (SQLite messages, file paths) stays in the log, not in the answer.
      message: internal ? 'Internal server error' : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        zodIssues: error.cause instanceof ZodError ? error.cause.issues : null,
      },
    };
  },
});

/**
 * A database that is locked by another writer past the busy timeout, or out of space, or a server whose
 * work queue is full, is a temporary condition: the caller gets 503 with a message to retry, not a 500.
 */
const databaseTrouble = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    if (result.error.cause instanceof BusyError) {
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: result.error.cause.message, cause: result.error });
    }
    const sqliteCode = (result.error.cause as { code?: unknown } | undefined)?.code;
    if (sqliteCode === 'SQLITE_BUSY' || sqliteCode === 'SQLITE_LOCKED') {
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The server is busy. Please try again in a moment.', cause: result.error });
    }
    if (sqliteCode === 'SQLITE_FULL') {
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The server is out of storage space.', cause: result.error });
    }
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(databaseTrouble);

/** Requires a signed-in user and narrows `ctx.user` to non-null for the handler. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});
