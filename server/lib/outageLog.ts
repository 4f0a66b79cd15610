// One line when a service we depend on (the database, the file store) stops answering, and one when it
// answers again, however many requests, job claims and lease renewals fail in between: while it is away every
// caller gets a clear "try again", and an operator gets one alarm to act on rather than a line a second.
// Each failure it hears is marked with the service, so the transport answers it as a 503 "try again"
// (trpc/domainErrors.ts) and the job queue and the leases leave it to this log.
import type { Logger } from './logger';

export type OutageService = 'database' | 'storage';

export interface OutageLog {
  /** A call failed because the service is away: marked so; the first failure of an outage is logged. */
  failed(error: unknown): void;
  /** A call was answered: ends an outage (one line saying how long it lasted); nothing otherwise. */
  answered(): void;
  /** True between the first failure and the next answer. */
  readonly out: boolean;
}

export interface OutageWords {
  service: OutageService;
  /** The line an outage starts with, and its level (`error` for an alarm, `warn` for a service pushing back). */
  started(error: unknown): { level: 'error' | 'warn'; message: string };
  /** The line it ends with, given how long it lasted. */
  ended(seconds: number): string;
}

const AWAY = Symbol('the service away when this failed');

/** Marks `error` as a call refused while `service` was away (its outage log has said so, or will). */
export function markOutage(error: unknown, service: OutageService): void {
  if (error && typeof error === 'object') Object.defineProperty(error, AWAY, { value: service, configurable: true });
}

/** The service whose outage an error belongs to (on it or on a cause it wraps), or null. */
export function outageOf(error: unknown): OutageService | null {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const service = (current as { [AWAY]?: OutageService })[AWAY];
    if (service) return service;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function createOutageLog(log: Logger, words: OutageWords, now: () => number = Date.now): OutageLog {
  let since: number | null = null;
  return {
    failed(error) {
      markOutage(error, words.service);
      if (since !== null) return;
      since = now();
      const { level, message } = words.started(error);
      log[level]({ err: error }, message);
    },
    answered() {
      if (since === null) return;
      const seconds = Math.round((now() - since) / 1000);
      since = null;
      log.info({ awaySeconds: seconds }, words.ended(seconds));
    },
    get out() {
      return since !== null;
    },
  };
}
