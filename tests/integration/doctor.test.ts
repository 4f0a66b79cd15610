// `npm run doctor` as a self-deployer runs it (the built script, in a child process): with no keys it says
// what is off; with keys pointed at the local fakes each provider answers one small real call and says ok; with
// wrong keys each line names the variable to change, and the exit code is 1. In this process (runDoctor): no
// line shows a secret from a URL, and an answer from Claude that is not a message is named as such.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REPLICATE_MODEL } from '../../server/config';
import { runDoctor } from '../../server/ops/doctor';
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/fakeAnthropic';
import { startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { startFakeStripe, type FakeStripe } from '../fakes/fakeStripe';
import { startFakeLulu, type FakeLulu } from '../fakes/fakeLulu';
import { startFakeSmtp, type FakeSmtp } from '../fakes/fakeSmtp';
import { freePort } from '../helpers/freePort';
import { makeDataDir } from '../helpers/harness';
import { shopEnv } from '../helpers/orderWorld';

/** The environment without any provider setting of the machine running the tests. */
const PROVIDER_VARIABLES = /^(ANTHROPIC|REPLICATE|STRIPE|LULU|SMTP|MAIL)_/;
const bareEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !PROVIDER_VARIABLES.test(name)));

/** The built script, as `npm run doctor` runs it after its build check (the first test goes through npm itself). */
function doctor(env: Record<string, string>, viaNpm = false): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const [command, args] = viaNpm
      ? ['npm', ['run', '--silent', 'doctor']]
      : [process.execPath, ['--enable-source-maps', 'dist/server/doctor.js']];
    const child = spawn(command as string, args as string[], {
      env: { ...bareEnv(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

const lineOf = (out: string, provider: string) => out.split('\n').find((line) => line.startsWith(provider)) ?? '';

let claude: FakeAnthropic;
let replicate: FakeReplicate;
let stripe: FakeStripe;
let lulu: FakeLulu;
let smtp: FakeSmtp;
beforeAll(async () => {
  [claude, replicate, stripe, lulu, smtp] = await Promise.all([
    startFakeAnthropic({ apiKey: 'test-key' }),
    startFakeReplicate(),
    startFakeStripe(),
    startFakeLulu(),
    startFakeSmtp(),
  ]);
});
afterAll(async () => {
  await Promise.all([claude.close(), replicate.close(), stripe.close(), lulu.close(), smtp.close()]);
});

describe('npm run doctor', () => {
  it('with nothing configured says what is off, and exits 0', async () => {
    const { code, out } = await doctor({}, true);
    expect(code).toBe(0);
    expect(lineOf(out, 'Claude')).toMatch(
      / off +ANTHROPIC_API_KEY is not set: story ideas and scripts come from the built-in writer\./,
    );
    expect(lineOf(out, 'Replicate')).toMatch(/ off +REPLICATE_API_TOKEN is not set/);
    expect(lineOf(out, 'Stripe')).toMatch(/ off +STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set/);
    expect(lineOf(out, 'Lulu')).toMatch(/ off +LULU_CLIENT_KEY and LULU_CLIENT_SECRET are not set/);
    expect(lineOf(out, 'E-mail')).toMatch(/ off +SMTP_URL is not set/);
    expect(out).toContain('Nothing is configured');
  }, 120_000);

  // Printed copies need a real support address (the printer writes to it): the doctor holds to the same settings.
  const keys = () => ({
    ANTHROPIC_API_KEY: 'test-key',
    ANTHROPIC_BASE_URL: claude.url,
    REPLICATE_API_TOKEN: 'test-token',
    REPLICATE_BASE_URL: replicate.url,
    ...shopEnv(stripe, lulu, smtp),
    SUPPORT_EMAIL: 'help@comics.example',
  });

  it('with keys pointed at the local fakes makes one small real call to each, and says ok', async () => {
    const { code, out } = await doctor(keys());
    expect(code, out).toBe(0);
    expect(lineOf(out, 'Claude')).toMatch(
      / ok +Claude Sonnet 5\.5 \(claude-sonnet-5-5\) answered a structured-output request \(\d+ tokens in, \d+ out\)\./,
    );
    expect(lineOf(out, 'Replicate')).toContain(
      `ok      The token works. ${DEFAULT_REPLICATE_MODEL} version 2de9ad5b (the version the app was tested with): ` +
        'what the app sends for the cover, panels and character sheets',
    );
    expect(lineOf(out, 'Stripe')).toMatch(/ ok +the test key works\./);
    expect(lineOf(out, 'Lulu')).toMatch(/ ok +the keys work with /);
    expect(lineOf(out, 'E-mail')).toMatch(/ ok +smtp:\/\/127\.0\.0\.1:\d+ takes mail from /);
    expect(out).toContain('Every configured provider answered.');
    // One call each, in the shape the app uses; nothing charged, printed or mailed.
    expect(claude.messageCalls()).toHaveLength(1);
    expect(claude.refusals).toEqual([]);
    expect(Object.keys(claude.messageCalls()[0].body as object).sort()).toEqual([
      'max_tokens',
      'messages',
      'model',
      'output_config',
      'system',
    ]);
    expect(replicate.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/models/${DEFAULT_REPLICATE_MODEL}`,
    ]);
    expect(stripe.log()).toEqual([expect.stringMatching(/^GET \/v1\/events\?limit=1/)]);
    expect(smtp.messages).toEqual([]);
  }, 120_000);

  it('with wrong keys names the variable to change on each line, and exits 1', async () => {
    const { code, out } = await doctor({
      ...keys(),
      ANTHROPIC_API_KEY: 'sk-ant-wrong',
      REPLICATE_API_TOKEN: 'wrong-token',
      REPLICATE_MODEL: 'someone/no-such-model',
      STRIPE_SECRET_KEY: 'sk_test_wrong',
      LULU_CLIENT_SECRET: 'wrong-secret',
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    });
    expect(code).toBe(1);
    expect(lineOf(out, 'Claude')).toMatch(/ FAILED +Claude refused the key \(401\): check ANTHROPIC_API_KEY\./);
    expect(lineOf(out, 'Replicate')).toMatch(
      / FAILED +Replicate refused the token \(401\): check REPLICATE_API_TOKEN\./,
    );
    expect(lineOf(out, 'Stripe')).toMatch(/ FAILED +Stripe refused the key: check STRIPE_SECRET_KEY\./);
    expect(lineOf(out, 'Lulu')).toMatch(
      / FAILED +Lulu refused the keys \(401\): check LULU_CLIENT_KEY and LULU_CLIENT_SECRET/,
    );
    expect(lineOf(out, 'E-mail')).toMatch(
      / FAILED +Could not talk to smtp:\/\/127\.0\.0\.1:\d+ \(connect ECONNREFUSED [\d.:]+\): check SMTP_URL/,
    );
    expect(out).toContain('5 of 5 providers failed');
  }, 120_000);

  it('names a model the app does not know, and an invalid setting', async () => {
    const unknown = await doctor({
      ANTHROPIC_API_KEY: 'test-key',
      ANTHROPIC_BASE_URL: claude.url,
      ANTHROPIC_MODEL: 'claude-sonnet-9',
    });
    expect(unknown.code).toBe(1);
    expect(lineOf(unknown.out, 'Claude')).toContain(
      "FAILED  'claude-sonnet-9' (ANTHROPIC_MODEL) is not a Claude model this app knows how to ask: set " +
        'ANTHROPIC_MODEL to one of claude-sonnet-5-5',
    );
    const invalid = await doctor({ ANTHROPIC_TIMEOUT_SECONDS: 'soon' });
    expect(invalid.code).toBe(1);
    expect(invalid.out).toMatch(
      /Invalid configuration: ANTHROPIC_TIMEOUT_SECONDS .*: fix it and run npm run doctor again\./,
    );
  }, 120_000);
});

describe('npm run doctor, in this process', () => {
  async function doctorHere(env: Record<string, string>) {
    const lines: string[] = [];
    const code = await runDoctor({ NODE_ENV: 'test', DATA_DIR: makeDataDir(), ...env }, (line) => lines.push(line));
    return { code, out: lines.join('\n') };
  }

  it('never prints a secret from a URL: a password without a user name, or one in the query', async () => {
    const port = new URL(smtp.url).port;
    const { out } = await doctorHere({
      SMTP_URL: `smtp://:smtp-secret-1@127.0.0.1:${port}`,
      SUPPORT_EMAIL: 'help@comics.example',
      ANTHROPIC_API_KEY: 'test-key',
      ANTHROPIC_BASE_URL: `http://127.0.0.1:${await freePort()}/?api_key=query-secret-2`,
    });
    expect(lineOf(out, 'E-mail')).toMatch(new RegExp(`smtp://:\\*\\*\\*@127\\.0\\.0\\.1:${port} `));
    expect(lineOf(out, 'Claude')).toMatch(/Could not reach http:\/\/127\.0\.0\.1:\d+\/\?api_key=\*\*\* \(/);
    expect(out).not.toContain('smtp-secret-1');
    expect(out).not.toContain('query-secret-2');
  });

  it('names an answer from Claude that is not a message (no usage) in people’s words', async () => {
    claude.enqueue({ kind: 'malformed' });
    const { code, out } = await doctorHere({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: claude.url });
    expect(code).toBe(1);
    expect(lineOf(out, 'Claude')).toContain(
      "FAILED  Claude's answer was not in the expected form (no usage): what came back is not a Messages API " +
        'answer. Check ANTHROPIC_BASE_URL (a proxy in between?), then try again.',
    );
    expect(out).not.toContain('Cannot read properties');
  });
});
