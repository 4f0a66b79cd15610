// Browser tests against the real server (built client, fresh data directory) in Debian's Chromium.
// The app runs as production does: the compiled server (dist/server) with plain node. Run with
// `npm run test:e2e` (builds the client and the server first).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  APP_PORT as PORT,
  APP_URL as BASE_URL,
  FAKE_ANTHROPIC_PORT,
  FAKE_REPLICATE_PORT,
  FAKE_SMTP_CONTROL_PORT,
  FAKE_SMTP_PORT,
  PAINTED_PORT,
  PAINTED_URL,
} from './tests/e2e/support/ports';

// A fresh database and image folders per run: tests never see a previous run's comics. Workers load this
// file too; the environment variable makes them agree on the one folder, which the teardown removes.
// Named here and made where first used (a server makes its data folder, server/deps.ts; the specs' upload
// files are written inside it, tests/e2e/support/images.ts): tools that only read this file (Knip, for one)
// leave no empty folder behind.
process.env.COMICS_E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `comics-e2e-${process.pid}-${randomBytes(6).toString('hex')}`,
);
const DATA_DIR = process.env.COMICS_E2E_DATA_DIR;
/** The second app (painted covers, Claude scripts) and its fakes; tests/e2e/painted.spec.ts uses them. */

const SERVER_ENV = {
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  // The tests sign in with the local e-mail sign-in (tests/e2e/support/session.ts), which production keeps
  // off unless told: the browser and the server are on this machine only.
  ALLOW_LOCAL_SIGN_IN: 'true',
  LOG_LEVEL: 'warn',
  // Every test shares one client address: the paid-generation quotas would trip mid-run.
  RATE_LIMIT_IDEAS_PER_HOUR: '10000',
  RATE_LIMIT_COVERS_PER_HOUR: '10000',
  RATE_LIMIT_UPLOADS_PER_HOUR: '10000',
};

/**
 * Debian's Chromium headless shell when it is installed (the `chromium-headless-shell` package), else the whole
 * browser in its headless mode. The shell is what Playwright itself runs headless by default: the same Blink at
 * the same version without the desktop browser around it. Four specs took 120 s of CPU with the whole browser
 * and 77 s with the shell (2026-12-01); the browser tests spent about half their CPU in Chromium.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/support/teardown.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // No spinners or pulses: the app honours reduced motion (client/styles.css), and without it Chromium
    // composited them in software at 60 frames a second for as long as a book drew, a third of the browser
    // tests' CPU. Contexts a spec opens itself (browser.newContext) get this too: Playwright fills in `use`.
    // A trace only of a test tried again on CI: every test's screencast cost a fifth of the browser's CPU.
    // Locally: `--trace on`.
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --enable-source-maps --max-semi-space-size=16 dist/server/main.js',
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...SERVER_ENV,
        PORT: String(PORT),
        PUBLIC_URL: BASE_URL,
        DATA_DIR,
        // Its e-mails (a gift link sent on its day) go to a local mail server the gift test reads.
        SMTP_URL: `smtp://127.0.0.1:${FAKE_SMTP_PORT}`,
        MAIL_FROM: 'Comics by Anyone <gifts@example.com>',
      },
    },
    {
      command: 'npx tsx tests/fakes/servers/fakeSmtpServer.ts',
      url: `http://127.0.0.1:${FAKE_SMTP_CONTROL_PORT}/messages`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The painted-cover path: a second app whose covers come from Replicate, answered by a local fake.
    {
      command: 'npx tsx tests/fakes/servers/fakeReplicateServer.ts',
      url: `http://127.0.0.1:${FAKE_REPLICATE_PORT}/control/predictions`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx tests/fakes/servers/fakeAnthropicServer.ts',
      url: `http://127.0.0.1:${FAKE_ANTHROPIC_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --enable-source-maps --max-semi-space-size=16 dist/server/main.js',
      url: `${PAINTED_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...SERVER_ENV,
        PORT: String(PAINTED_PORT),
        PUBLIC_URL: PAINTED_URL,
        DATA_DIR: path.join(DATA_DIR, 'painted'),
        REPLICATE_API_TOKEN: 'test-token',
        REPLICATE_BASE_URL: `http://127.0.0.1:${FAKE_REPLICATE_PORT}/v1`,
        REPLICATE_TIMEOUT_SECONDS: '60',
        // Scripts (and ideas) from Claude, answered by a local fake that takes its time.
        ANTHROPIC_API_KEY: 'test-key',
        ANTHROPIC_BASE_URL: `http://127.0.0.1:${FAKE_ANTHROPIC_PORT}`,
      },
    },
  ],
});
