// The one place where what went wrong in the domain becomes a tRPC error code (and so an HTTP status): our
// domain errors by kind, the database's own temporary conditions (busy, full), and a database or file store
// that is away (marked by its outage log, lib/outageLog.ts): 503 "try again". The plain HTTP routes' error
// handler (http/errorHandler.ts) answers the same refusals the same way.
import { TRPCError } from '@trpc/server';
import { AWAY, BUSY, DomainError, STORAGE_FULL, Unavailable, type DomainErrorKind } from '../lib/errors';
import { type CarriesSaid, type Said, saidOf } from '../lib/said';
import { outageOf } from '../lib/outageLog';
import { isBusy } from '../db/retryWhileBusy';
import { isDatabaseFull, isDatabaseOverloaded } from '../db/databaseErrors';

const CODES: Record<DomainErrorKind, TRPCError['code']> = {
  'not-found': 'NOT_FOUND',
  invalid: 'BAD_REQUEST',
  'quota-exceeded': 'TOO_MANY_REQUESTS',
  upstream: 'BAD_GATEWAY',
  unavailable: 'SERVICE_UNAVAILABLE',
};

/** A 503 "try again": its words, when to try again (Retry-After), and how each one is logged. */
export interface TemporaryRefusal {
  message: string;
  /** The words as a message of the catalogue, for the browser to say in the visitor's language (null: text only). */
  said: Said | null;
  retryAfterSeconds: number;
  /**
   * `warn`: the server protecting itself (busy, restarting); `error`: an operator must act (a full database);
   * null: an outage whose own log says so once (lib/outageLog.ts), not once per refused call.
   */
  log: 'warn' | 'error' | null;
}

/** A service that is away (the database, the file store) is asked again later than a busy server. */
const AWAY_RETRY_SECONDS = 10;
const BUSY_RETRY_SECONDS = 5;

const refusal = (said: Said, retryAfterSeconds: number, log: TemporaryRefusal['log']): TemporaryRefusal => ({
  message: said.text,
  said,
  retryAfterSeconds,
  log,
});

/** The temporary refusal an error stands for, or null when it is not one (a fault: 500, or another status). */
export function temporaryRefusal(cause: unknown): TemporaryRefusal | null {
  const away = outageOf(cause);
  if (away) return refusal(AWAY[away], AWAY_RETRY_SECONDS, null);
  if (cause instanceof Unavailable)
    return { message: cause.message, said: saidOf(cause), retryAfterSeconds: BUSY_RETRY_SECONDS, log: 'warn' };
  if (isBusy(cause) || isDatabaseOverloaded(cause)) return refusal(BUSY, BUSY_RETRY_SECONDS, 'warn');
  if (isDatabaseFull(cause)) return refusal(STORAGE_FULL, BUSY_RETRY_SECONDS, 'error');
  return null;
}

/** The tRPC error for a domain or database error, or null for anything else (a fault: 500, logged). */
export function toTRPCError(cause: unknown): TRPCError | null {
  if (cause instanceof DomainError && cause.kind !== 'unavailable') {
    return new TRPCError({ code: CODES[cause.kind], message: cause.message, cause });
  }
  const temporary = temporaryRefusal(cause);
  if (!temporary) return null;
  if (temporary.said) return saidTRPCError('SERVICE_UNAVAILABLE', temporary.said, cause);
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: temporary.message, cause: cause as Error });
}

/**
 * A tRPC error in one of the catalogue's words (the sign-in middleware's, a temporary refusal's): its English
 * text is the message, and the answer's data carries its key and values (trpc/init.ts's errorFormatter).
 */
export function saidTRPCError(code: TRPCError['code'], said: Said, cause?: unknown): TRPCError {
  const error = new TRPCError({ code, message: said.text, cause });
  return Object.assign(error, { messageKey: said.key, messageParams: said.params } satisfies CarriesSaid);
}
