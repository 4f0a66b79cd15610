// The result screen: regenerating the cover with a note, and copying the comic context.
import { expect, test } from '@playwright/test';
import { draftWithPhoto, loadedCoverSrc, seedDraft } from './support/draft';

test('Regenerate cover with a note produces a new cover that loads', async ({ page }) => {
  test.setTimeout(60_000);
  await seedDraft(page, await draftWithPhoto(page.request));
  await page.goto('/generate');
  const first = await loadedCoverSrc(page);

  await page.getByRole('button', { name: 'Regenerate cover' }).click();
  const note = page.getByLabel('Add a short note to guide the new cover.');
  await expect(note).toHaveAttribute('rows', '3');
  await expect(note).toHaveAttribute('placeholder', /title larger.*night sky/);
  await note.fill('  Make the title larger and add a night sky  ');
  // The browser starts a cover job (cover.start) and follows it; cover.generate is the API's waiting form.
  const sent = page.waitForRequest((r) => r.url().includes('/trpc/cover.start'));
  await page.getByRole('button', { name: 'Regenerate', exact: true }).click();
  const body = (await sent).postDataJSON() as Record<string, { userComment?: string }>;
  expect(Object.values(body)[0].userComment).toBe('Make the title larger and add a night sky');

  await expect(page.getByRole('img', { name: 'Generated comic front page cover' })).not.toHaveAttribute('src', first, {
    timeout: 25_000,
  });
  const second = await loadedCoverSrc(page);
  expect(second).not.toBe(first);
  expect(second).toMatch(/^\/storage\/covers\//);
});

test('the copy button copies the context and shows Copied!', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await seedDraft(page, await draftWithPhoto(page.request));
  await page.goto('/generate');
  await loadedCoverSrc(page);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('COMIC BOOK CONTEXT');
  expect(copied).toContain('Author: Alex Johnson');
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5_000 });
});

test('the cover arrives without moving anything: same 9:14 box before and after', async ({ page }) => {
  // Slow the generation down a little so the placeholder is certainly on screen when measured.
  await page.route(/\/trpc\/cover\.generate/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await seedDraft(page, await draftWithPhoto(page.request));
  await page.goto('/generate');
  await expect(page.getByText('Generating your comic front page...')).toBeVisible();
  await expect(page.getByText('Generating comic front page...')).toBeVisible();
  const box = page.getByTestId('cover-box');
  const account = page.getByRole('heading', { name: 'Ready to Continue?' });
  const before = { cover: await box.boundingBox(), account: await account.boundingBox() };
  await loadedCoverSrc(page);
  const after = { cover: await box.boundingBox(), account: await account.boundingBox() };
  expect(after).toEqual(before);
  expect(before.cover!.height / before.cover!.width).toBeCloseTo(14 / 9, 1);
});
