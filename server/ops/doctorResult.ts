// What each check of `npm run doctor` answers, and what every check shares: the outcome kinds, the time a
// call may take, the clock (injected, so a test can stand on the day a model retires) and a service's error
// text made short enough for one line.
import type { AppConfig } from '../config';

export interface CheckResult {
  provider: string;
  /**
   * 'off': not configured; 'ok': the call answered as it should; 'warning': it works today, but something
   * will stop it (a model retiring, a version the app was not tested with); 'failed': it does not work.
   */
  status: 'off' | 'ok' | 'warning' | 'failed';
  /** What was checked, or why it failed and which variable to change. */
  detail: string;
}

export interface DoctorContext {
  /** Today, for retirement dates. */
  now: () => Date;
}

export type DoctorCheck = (config: AppConfig, context: DoctorContext) => Promise<CheckResult>;

/** How long one call of a check may take. */
export const DEADLINE_MS = 20_000;

export const off = (provider: string, detail: string): CheckResult => ({ provider, status: 'off', detail });
export const failed = (provider: string, detail: string): CheckResult => ({ provider, status: 'failed', detail });
export const ok = (provider: string, detail: string): CheckResult => ({ provider, status: 'ok', detail });
export const warning = (provider: string, detail: string): CheckResult => ({ provider, status: 'warning', detail });

/** A service's error text on one line, at most 300 characters (only the operator reads it). */
export const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300);
