// A page left open while the server restarts learns what its long work did, without a reload: the book
// job stops with the server, resumes when it is back, and the page shows every page drawn. The test runs
// its own server (the compiled one, as production does) on its own port and data folder, and restarts it.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { draftWithIdea, loadedCoverSrc, seedDraft, uploadPhoto } from './support/draft';
import { RESTART_PAINTER_PORT, RESTART_PORT, RESTART_URL } from './support/ports';
import { untilDoneWhileMoving } from './support/progress';
import { startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { callTrpc, createComic, generateCover, signIn, uniqueEmail } from './support/session';

/** The server's data folder, made when it first starts (not when a process only lists this file's tests). */
let dataDir = '';
let server: ChildProcess | null = null;

/**
 * Covers and panels are painted by a Replicate fake of this test's own (a prompt with "Slow" in it paints
 * for 20 s), so the predictions painted.spec.ts counts on the shared fake are its own.
 */
let painter: FakeReplicate;
const painterEnv = () => ({
  REPLICATE_API_TOKEN: 'test-token',
  REPLICATE_BASE_URL: painter.url,
  REPLICATE_TIMEOUT_SECONDS: '60',
});

test.beforeAll(async () => {
  painter = await startFakeReplicate({
    port: RESTART_PAINTER_PORT,
    scenarioFor: (input) => (String(input.prompt ?? '').includes('Slow') ? { processingMs: 20_000 } : undefined),
  });
});

/** The server's own log (warnings and errors), kept beside the test results so a failure can say why. */
const serverLog = path.join('test-results', 'restart-server.log');

/**
 * Starts the compiled server on the test's data folder. `painted`: covers and panels from the test's
 * Replicate fake; without it the built-in art draws them (the book test: what it checks is the restart, and
 * painted books, with their likeness checks, have painted.spec.ts).
 */
async function startServer({ painted }: { painted: boolean }): Promise<void> {
  dataDir ||= mkdtempSync(path.join(os.tmpdir(), 'comics-restart-'));
  mkdirSync(path.dirname(serverLog), { recursive: true });
  const log = openSync(serverLog, 'a');
  server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      ...(painted ? painterEnv() : {}),
      HOST: '127.0.0.1',
      PORT: String(RESTART_PORT),
      PUBLIC_URL: RESTART_URL,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ALLOW_LOCAL_SIGN_IN: 'true', // the test signs in locally (support/session.ts)
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  await expect
    .poll(async () => (await fetch(`${RESTART_URL}/healthz`).catch(() => null))?.status ?? 0, {
      timeout: 30_000,
      intervals: [200],
    })
    .toBe(200);
}

async function stopServer(): Promise<void> {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  if (status === expectedStatus) return;
  const lines = readFileSync(serverLog, 'utf8').trim().split('\n').slice(-20);
  console.log(`the restart server's last log lines:\n${lines.join('\n')}`);
});

test.afterAll(async () => {
  await stopServer();
  await painter?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function query<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const response = await page.request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

test('a cover being painted when the server restarts arrives on the open page, without a reload', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  await stopServer();
  await startServer({ painted: true });
  const context = await browser.newContext({ baseURL: RESTART_URL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const draft = {
    ...draftWithIdea,
    mainCharacterPhoto: await uploadPhoto(page.request),
    idea: { id: 'slow-restart', title: 'The Slow Restart', description: 'Painted across a restart.' },
  };
  await seedDraft(page, draft);
  await page.goto('/generate');
  await expect(page.getByText('Generating your comic front page...')).toBeVisible();
  // The restart comes while the 20-second painting is under way at the image service.
  await expect.poll(() => painter.inFlight(), { timeout: 20_000 }).toBeGreaterThan(0);
  await stopServer();
  await startServer({ painted: true });
  // The job resumes on the new server and paints again; the page, never reloaded, shows the cover.
  expect(await loadedCoverSrc(page, 90_000)).toMatch(/^\/storage\/covers\//);
  await expect(page.getByText('Comic front page generated!')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/restart-cover-done-1280.png' });
  await context.close();
});

test('the book page open across a server restart shows every page drawn, without a reload', async ({ browser }) => {
  // The drawing after the restart is waited for while it moves (support/progress.ts); this bounds the whole.
  test.setTimeout(600_000);
  await stopServer();
  await startServer({ painted: false });
  const context = await browser.newContext({ baseURL: RESTART_URL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, uniqueEmail('restart'));
  const draft = {
    ...draftWithIdea,
    type: 'black-and-white-manga',
    mainCharacterPhoto: await uploadPhoto(page.request),
  };
  const id = await createComic(page, { ...draft, comicFrontPageUrl: await generateCover(page, draft) });
  await callTrpc(page, 'scripts.start', { comicId: id, pages: 8 });
  await expect
    .poll(async () => Boolean((await query<{ script: unknown }>(page, 'scripts.get', { comicId: id })).script), {
      timeout: 60_000,
    })
    .toBe(true);

  await page.goto(`/comics-edit/${id}`);
  await page.getByRole('button', { name: 'Make my comic' }).click();
  const panel = page.getByRole('region', { name: 'The Drawn Comic' });
  await expect(panel.getByRole('status')).toContainText(/Drawing pages… [1-9]\d* of 12/, { timeout: 90_000 });

  // The server goes away mid-book and comes back; the page stays open the whole time.
  await stopServer();
  await startServer({ painted: false });
  await untilDoneWhileMoving(
    panel.getByText('12 of 12 pages drawn and lettered.'),
    panel.getByText(/of 12 pages drawn and lettered\./),
    'the book drawn after the restart',
  );
  await expect(panel.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Drawn pages' }).getByRole('img')).toHaveCount(12);
  await page.screenshot({ path: 'test-results/screenshots/restart-book-done-1280.png' });
  await context.close();
});
