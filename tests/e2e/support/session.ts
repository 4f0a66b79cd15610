// A real session and real comics for library tests: the embedded local sign-in (loopback PUBLIC_URL, no
// Google keys, and ALLOW_LOCAL_SIGN_IN=true since the servers run as production: playwright.config.ts) stands
// in for Google, and comics are saved through the real tRPC API with the browser's own cookies. Nothing of
// ours is answered in the browser.
import { expect, type Page } from '@playwright/test';
import type { SeedDraft } from './draft';

/** A fresh address per test: the server and its database are shared by every test of the run. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/** Fills the local sign-in form the browser was just sent to. */
export async function submitLocalSignIn(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/local/);
  await page.locator('#email').fill(email);
  await page.getByRole('button', { name: 'Sign in locally' }).click();
}

/**
 * Signs in through /auth/google -> /auth/local -> back to `returnTo` (the session cookie lands in the
 * page's browser context). '/healthz' is a cheap landing place when the test opens its page afterwards.
 */
export async function signIn(page: Page, email: string, returnTo = '/healthz'): Promise<void> {
  await page.goto(`/auth/google?returnTo=${encodeURIComponent(returnTo)}`);
  await submitLocalSignIn(page, email);
  await expect(page).toHaveURL((url) => url.pathname === returnTo);
}

export async function callTrpc<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  // The app the page is on (the tests run two), as a browser would send it.
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}/trpc/${procedure}`, { data: input, headers: { origin } });
  if (!response.ok()) throw new Error(`${procedure} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** Asks a query procedure (a GET) as the signed-in user of `page`, on the app the page is on. */
export async function queryTrpc<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.get(
    `${origin}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  if (!response.ok()) throw new Error(`${procedure} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** Saves a comic as the signed-in user of `page` (comics.save) and returns its id. */
export async function createComic(page: Page, draft: SeedDraft): Promise<string> {
  return (await callTrpc<{ id: string }>(page, 'comics.save', { draft })).id;
}

/** Paints a real cover for the draft (cover.generate; needs an uploaded photo and an idea) and returns its URL. */
export async function generateCover(page: Page, draft: SeedDraft): Promise<string> {
  return (await callTrpc<{ imageUrl: string }>(page, 'cover.generate', { draft })).imageUrl;
}

/** Counts the comics.save requests the page sends (observed, never answered): `saves()` reads the count. */
export function countSaveRequests(page: Page): () => number {
  let saves = 0;
  page.on('request', (r) => {
    if (/\/trpc\/[^?]*comics\.save/.test(r.url())) saves += 1;
  });
  return () => saves;
}
