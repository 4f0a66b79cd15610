// `npm run doctor`: after setting keys, check each configured provider with one small real call (Claude,
// Replicate, Stripe, Lulu, SMTP, and the bucket when STORAGE_URL is set; doctorChecks.ts) and print, per
// provider, "ok" or the reason and the variable to change; a provider that is not configured is listed as
// off, with what the app does instead; WARN is what works today but will stop (a Claude model retiring, an
// image model's version the app was not tested with). Exits 1 when a check failed or a setting is invalid,
// so it can gate a deployment; a warning does not. No line shows a secret a URL carries (lib/redactUrl.ts).
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { redactUrls } from '../lib/redactUrl';
import { checkStorage, DOCTOR_CHECKS } from './doctorChecks';
import type { CheckResult, DoctorContext } from './doctorResult';

const MARK: Record<CheckResult['status'], string> = { ok: 'ok', off: 'off', warning: 'WARN', failed: 'FAILED' };

export function formatResults(results: CheckResult[]): string {
  const width = Math.max(...results.map((r) => r.provider.length));
  const lines = results.map((r) => `${r.provider.padEnd(width)}  ${MARK[r.status].padEnd(6)}  ${redactUrls(r.detail)}`);
  const failedCount = results.filter((r) => r.status === 'failed').length;
  const offCount = results.filter((r) => r.status === 'off').length;
  const warnCount = results.filter((r) => r.status === 'warning').length;
  const warned =
    warnCount === 0
      ? ''
      : warnCount === 1
        ? ' One needs attention soon: read the WARN line.'
        : ` ${warnCount} need attention soon: read the WARN lines.`;
  const summary =
    failedCount > 0
      ? `${failedCount} of ${results.length} providers failed: change the variable named ` +
        `above and run npm run doctor again.`
      : offCount === results.length
        ? 'Nothing is configured: the app runs on its built-in writer, art and sign-in, and printed copies are off.'
        : `Every configured provider answered${offCount ? ` (${offCount} off)` : ''}.${warned}`;
  return [...lines, '', summary].join('\n');
}

export async function runDoctor(
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
  context: DoctorContext = { now: () => new Date() },
): Promise<number> {
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    print(`${error.message}: fix it and run npm run doctor again.`);
    return 1;
  }
  print('Checking each configured provider with one small real call...\n');
  // The folder needs no call; the bucket does.
  const checks = config.objectStorage ? [...DOCTOR_CHECKS, checkStorage] : DOCTOR_CHECKS;
  const results = await Promise.all(checks.map((check) => check(config, context)));
  print(formatResults(results));
  return results.some((r) => r.status === 'failed') ? 1 : 0;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  runDoctor(process.env, (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`The doctor could not run: ${error.message}`);
      process.exit(1);
    },
  );
}
