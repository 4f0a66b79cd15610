// Rewriting the story replaces the drawn book and every word edit: it asks first, "Keep this story" keeps
// everything, and once the new story is written the page shows the book is gone without a reload.
import { expect, test, type Page } from '@playwright/test';
import { draftWithIdea, uploadPhoto } from './support/draft';
import { callTrpc, createComic, generateCover, signIn, uniqueEmail } from './support/session';

async function query<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const response = await page.request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

async function drawnPages(page: Page, comicId: string): Promise<number> {
  const input = encodeURIComponent(JSON.stringify({ comicId }));
  const response = await page.request.get(`/trpc/book.get?input=${input}`);
  const pages = ((await response.json()) as { result: { data: { pages: { status: string }[] } } }).result.data.pages;
  return pages.length > 0 && pages.every((p) => p.status === 'done') ? pages.length : 0;
}

test('rewriting a drawn comic asks first, and the page follows the book being dropped', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, uniqueEmail('rewrite'));
  // Manga: the quickest style to draw, and nothing here depends on the style.
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
  await callTrpc(page, 'book.start', { comicId: id });
  await expect.poll(() => drawnPages(page, id), { timeout: 180_000, intervals: [2_000] }).toBe(12);

  await page.goto(`/comics-edit/${id}`);
  await expect(page.getByText('12 of 12 pages drawn and lettered.')).toBeVisible();
  const rewrite = page.getByRole('button', { name: 'Rewrite the story' });
  await rewrite.click();
  const dialog = page.getByRole('alertdialog', { name: 'Rewrite the story?' });
  await expect(dialog).toContainText(
    'A new story replaces this one, and the drawn comic goes with it: its 12 drawn pages and every word you ' +
      'changed are deleted. This cannot be undone.',
  );
  await page.screenshot({ path: 'test-results/screenshots/rewrite-confirm-1280.png' });
  await dialog.getByRole('button', { name: 'Keep this story' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('12 of 12 pages drawn and lettered.')).toBeVisible();
  expect(await drawnPages(page, id)).toBe(12);

  await rewrite.click();
  await dialog.getByRole('button', { name: 'Rewrite the story' }).click();
  await expect(page.getByText('Your story is written!')).toBeVisible({ timeout: 60_000 });
  // No reload: the drawn comic is gone and can be made again from the new story.
  await expect(page.getByRole('button', { name: 'Make my comic' })).toBeVisible();
  await expect(page.getByText('12 of 12 pages drawn and lettered.')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Drawn pages' })).toHaveCount(0);
});
