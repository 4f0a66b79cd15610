// Photo upload rules (spec section 5): type and size rejections with the spec's messages, and removal.
import { expect, test } from '@playwright/test';
import { draftWithIdea, seedDraft } from './support/draft';
import { gifFile, hugePngFile, photoFile, tempFile } from './support/images';

test.beforeEach(async ({ page }) => {
  await seedDraft(page, draftWithIdea);
  await page.goto('/character-upload');
  await expect(page.getByRole('heading', { name: 'Upload your main character' })).toBeVisible();
});

test('a file over 5 MB is refused with the size message', async ({ page }) => {
  await page.locator('input[type="file"]').setInputFiles(await hugePngFile());
  await expect(page.getByRole('alert')).toContainText('File is larger than 5242880 bytes');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('a GIF and a text file are refused with the type message', async ({ page }) => {
  await page.locator('input[type="file"]').setInputFiles(await gifFile());
  await expect(page.getByRole('alert')).toContainText('File type must be');
  await page.locator('input[type="file"]').setInputFiles(tempFile('notes.txt', 'not an image'));
  await expect(page.getByRole('alert')).toContainText('File type must be');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('removing the photo clears the preview and the saved URL', async ({ page }) => {
  await page.locator('input[type="file"]').setInputFiles(await photoFile('me.png'));
  await expect(page.getByText('Character photo uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('img', { name: 'Main character preview' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bookBuilder') ?? '{}'));
  expect(stored.mainCharacterPhoto ?? null).toBeNull();
});
