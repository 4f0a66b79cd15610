// `npm run doctor`: after setting keys, check each configured provider with one small real call (Claude,
// Replicate, Stripe, Lulu, SMTP; doctorChecks.ts) and print, per provider, "ok" or the reason and the variable
// to change; a provider that is not configured is listed as off, with what the app does instead. Exits 1 when
// a check failed or a setting is invalid, so it can gate a deployment.
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { DOCTOR_CHECKS, type CheckResult } from './doctorChecks';

const MARK: Record<CheckResult['status'], string> = { ok: 'ok', off: 'off', failed: 'FAILED' };

export function formatResults(results: CheckResult[]): string {
  const width = Math.max(...results.map((r) => r.provider.length));
  const lines = results.map((r) => `${r.provider.padEnd(width)}  ${MARK[r.status].padEnd(6)}  ${r.detail}`);
  const failedCount = results.filter((r) => r.status === 'failed').length;
  const offCount = results.filter((r) => r.status === 'off').length;
  const summary =
    failedCount > 0
      ? `${failedCount} of ${results.length} providers failed: change the variable named ` +
        `above and run npm run doctor again.`
      : offCount === results.length
        ? 'Nothing is configured: the app runs on its built-in writer, art and sign-in, and printed copies are off.'
        : `Every configured provider answered${offCount ? ` (${offCount} off)` : ''}.`;
  return [...lines, '', summary].join('\n');
}

export async function runDoctor(env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    print(`${error.message}: fix it and run npm run doctor again.`);
    return 1;
  }
  print('Checking each configured provider with one small real call...\n');
  const results = await Promise.all(DOCTOR_CHECKS.map((check) => check(config)));
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
