// The one place where what went wrong in the domain becomes a tRPC error code (and so an HTTP status):
// our domain errors by kind, and the database's own busy/full conditions, which are temporary (503).
import { TRPCError } from '@trpc/server';
import { BUSY_MESSAGE, DomainError, STORAGE_FULL_MESSAGE, type DomainErrorKind } from '../lib/errors';
import { isBusy } from '../db/retryWhileBusy';
import { isDatabaseFull } from '../db/databaseErrors';

const CODES: Record<DomainErrorKind, TRPCError['code']> = {
  'not-found': 'NOT_FOUND',
  invalid: 'BAD_REQUEST',
  'quota-exceeded': 'TOO_MANY_REQUESTS',
  upstream: 'BAD_GATEWAY',
  unavailable: 'SERVICE_UNAVAILABLE',
};

/** The tRPC error for a domain or database error, or null for anything else (a fault: 500, logged). */
export function toTRPCError(cause: unknown): TRPCError | null {
  if (cause instanceof DomainError) return new TRPCError({ code: CODES[cause.kind], message: cause.message, cause });
  if (isBusy(cause)) {
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE, cause: cause as Error });
  }
  if (isDatabaseFull(cause)) {
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: STORAGE_FULL_MESSAGE, cause: cause as Error });
  }
  return null;
}
