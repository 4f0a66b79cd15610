// The app's common error vocabulary: what went wrong in words the product uses, with a message fit to show.
// It sits below the domain so that the platform (the job queue, the work queues, the disk check) can speak
// it too. The errors know nothing of HTTP or tRPC; the transport maps each kind to a status in one place
// (server/trpc/domainErrors.ts), and background jobs store them as they are (their text, kind, and the
// catalogue message's key and values when it has them).

import { markOutage, type OutageService } from './outageLog';
import { type CarriesSaid, type ErrorKey, type Said, type SaidParams, said } from './said';

export type DomainErrorKind = 'not-found' | 'invalid' | 'quota-exceeded' | 'upstream' | 'unavailable';

export abstract class DomainError extends Error implements CarriesSaid {
  abstract readonly kind: DomainErrorKind;
  /** The message's key in the errors catalogue, so the browser can say it in the visitor's language (lib/said.ts). */
  readonly messageKey: ErrorKey | null;
  readonly messageParams: SaidParams | null;

  /** A message of the catalogue (`said(...)`), or plain text: a stored job's error, read back. */
  constructor(message: Said | string, options?: ErrorOptions) {
    super(typeof message === 'string' ? message : message.text, options);
    this.messageKey = typeof message === 'string' ? null : message.key;
    this.messageParams = typeof message === 'string' ? null : message.params;
  }
}

/** Missing, or someone else's (never says which). */
export class NotFound extends DomainError {
  readonly kind = 'not-found';
}

/** The input cannot be used (a missing idea, an image that is not the caller's...). */
export class Invalid extends DomainError {
  readonly kind = 'invalid';
}

/** A per-visitor or per-user limit: paid calls, saves, the library's size. */
export class QuotaExceeded extends DomainError {
  readonly kind = 'quota-exceeded';
}

/**
 * A paid call (a painted cover, a Claude call) the site's daily spending ceiling has no room for: the message
 * says so in a customer's words. Below the providers so that they can tell it from the service's own failures.
 */
export class SpendCeiling extends QuotaExceeded {}

/** A service we call (Claude, Replicate) failed; the message says so in plain words. */
export class Upstream extends DomainError {
  readonly kind = 'upstream';
}

/** A temporary condition on our side: busy, out of disk, the database locked, shutting down. Try again. */
export class Unavailable extends DomainError {
  readonly kind = 'unavailable';
}

export const BUSY = said('error_busy');
export const STORAGE_FULL = said('error_storage_full');
/** What people are told while the database or the file store is away (lib/outageLog.ts marks such failures). */
export const AWAY: Record<OutageService, Said> = {
  database: said('error_database_away'),
  storage: said('error_storage_away'),
};

const BY_KIND: Record<DomainErrorKind, new (message: Said | string) => DomainError> = {
  'not-found': NotFound,
  invalid: Invalid,
  'quota-exceeded': QuotaExceeded,
  upstream: Upstream,
  unavailable: Unavailable,
};

/**
 * The domain error a stored job failure stands for (a job keeps its error's kind, its message, and the
 * catalogue message's key and values when it had them, which the error carries on). A job that failed because
 * the database or the file store was away stands for that outage still (logged once by its own log, not again
 * by whoever waited for the job).
 */
export function domainErrorOf(
  kind: string | null,
  message: string,
  words?: { messageKey: string | null; messageParams: SaidParams | null },
): DomainError {
  const Kind = (kind && BY_KIND[kind as DomainErrorKind]) || Unavailable;
  const error = new Kind(
    words?.messageKey
      ? { text: message, key: words.messageKey as ErrorKey, params: words.messageParams ?? {} }
      : message,
  );
  const away = (Object.keys(AWAY) as OutageService[]).find((service) => AWAY[service].text === message);
  if (away && error instanceof Unavailable) markOutage(error, away);
  return error;
}
