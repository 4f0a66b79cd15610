// One line when a service we depend on (the database, the object store) stops answering, and one when it
// answers again, however many requests, job claims and lease renewals fail in between: while it is away every
// caller gets a clear "try again", and an operator gets one alarm to act on rather than a line a second.
import type { Logger } from './logger';

export interface OutageLog {
  /** A call failed because the service is away: the first failure of an outage is logged, the rest are not. */
  failed(error: unknown): void;
  /** A call was answered: ends an outage (one line saying how long it lasted); nothing otherwise. */
  answered(): void;
  /** True between the first failure and the next answer. */
  readonly out: boolean;
}

export interface OutageWords {
  /** The line an outage starts with, and its level (`error` for an alarm, `warn` for a service pushing back). */
  started(error: unknown): { level: 'error' | 'warn'; message: string };
  /** The line it ends with, given how long it lasted. */
  ended(seconds: number): string;
}

export function createOutageLog(log: Logger, words: OutageWords, now: () => number = Date.now): OutageLog {
  let since: number | null = null;
  return {
    failed(error) {
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
