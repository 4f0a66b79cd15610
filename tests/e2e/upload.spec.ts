// Photo upload rules (spec section 5): type and size rejections with the spec's messages, and removal.
import { readFile } from 'node:fs/promises';
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
  await expect(page.getByRole('alert')).toContainText(
    /^File is larger than 5 MB \(this one is \d+(\.\d)? MB\)\. Please choose a smaller photo\.$/,
  );
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('a GIF and a text file are refused with the type message', async ({ page }) => {
  await page.locator('input[type="file"]').setInputFiles(await gifFile());
  await expect(page.getByRole('alert')).toHaveText('File type must be JPG, PNG or WEBP (this file is a GIF image).');
  await page.locator('input[type="file"]').setInputFiles(tempFile('notes.txt', 'not an image'));
  await expect(page.getByRole('alert')).toHaveText('File type must be JPG, PNG or WEBP (this file is a TXT file).');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('a GIF renamed .png passes the browser but the server refuses it, and the page says why', async ({ page }) => {
  const gif = await readFile(await gifFile());
  await page.locator('input[type="file"]').setInputFiles(tempFile('holiday.png', gif));
  await expect(page.getByText('Error uploading file. Please try again.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'File type must be' })).toHaveText(
    'File type must be JPG, PNG or WEBP (this file is a GIF image).',
  );
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/screenshots/upload-refused-gif-1280.png', fullPage: true });
});

test('a photo cut off half-way is refused by the server as unreadable, and the page says so', async ({ page }) => {
  const whole = await readFile(await photoFile('whole.jpg'));
  await page
    .locator('input[type="file"]')
    .setInputFiles(tempFile('broken.jpg', whole.subarray(0, Math.floor(whole.length / 3))));
  await expect(page.getByText('Error uploading file. Please try again.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be read' })).toHaveText(
    'The image could not be read. Please try another file.',
  );
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

test('what the hero lives with is ticked on their card, kept in the draft and after a reload', async ({ page }) => {
  const aids = page.getByRole('group', { name: 'Anything we should draw with them?' });
  await aids.getByRole('checkbox', { name: 'Hearing aids' }).check();
  await aids.getByRole('checkbox', { name: 'A wheelchair' }).check();
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('bookBuilder') ?? '{}').heroAids);
  // Kept in the card's order, whatever order they were ticked in.
  await expect.poll(stored).toEqual(['wheelchair', 'hearing aids']);
  await page.reload();
  await expect(aids.getByRole('checkbox', { name: 'A wheelchair' })).toBeChecked();
  await expect(aids.getByRole('checkbox', { name: 'Hearing aids' })).toBeChecked();
  await expect(aids.getByRole('checkbox', { name: 'Crutches' })).not.toBeChecked();
  await aids.getByRole('checkbox', { name: 'A wheelchair' }).uncheck();
  await expect.poll(stored).toEqual(['hearing aids']);
});

test('a book about two says how one photo of both is read: left to right as they are named', async ({ page }) => {
  // One hero: no word of it.
  await expect(page.getByText(/together works too/)).toBeHidden();
  await seedDraft(page, { ...draftWithIdea, author: 'Mum & Dad' });
  await page.goto('/character-upload');
  await expect(
    page.getByText('A photo of Mum and Dad together works too: Mum on the left, as you named them.'),
  ).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/screenshots/upload-two-heroes-375.png', fullPage: true });
});
