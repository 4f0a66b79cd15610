// The book's language on /create (docs/product.md): without Claude the site lists every language but offers
// only English, the others marked as needing Claude; the app with a key (answered by the fake Messages API,
// which writes in the language a prompt names) lets a visitor pick Japanese, keeps it with the draft, and
// pitches Japanese ideas.
import { expect, test } from '@playwright/test';
import { draftWithAnswers, draftWithIdea, seedDraft } from './support/draft';
import { createComic, signIn, uniqueEmail } from './support/session';
import { PAINTED_URL } from './support/ports';
import { shoot } from './support/shots';

test('without Claude, only English can be picked; the other languages say they need it', async ({ page }) => {
  await page.goto('/create');
  const picker = page.getByLabel('Language of the book');
  await expect(picker).toHaveValue('en');
  await expect(page.getByRole('option', { name: 'English' })).toBeEnabled();
  const japanese = page.getByRole('option', { name: '日本語 (Japanese): needs Claude on this site' });
  await expect(japanese).toBeDisabled();
  await expect(page.getByRole('option', { name: 'العربية (Arabic): needs Claude on this site' })).toBeDisabled();
  // A manga may read right to left, as in Japan; the choice is kept with the draft.
  const manga = page.getByRole('article').filter({ hasText: 'Black-and-white Manga' });
  await manga.getByLabel('Read right to left, as manga is read in Japan').check();
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('bookBuilder') ?? '{}').rightToLeft);
  expect(kept).toBe(true);
  const vintage = page.getByRole('article').filter({ hasText: '1930s-1950s Vintage' });
  await expect(vintage.getByRole('checkbox')).toHaveCount(0);
  await shoot(page, 'book-language-no-claude');
});

test.describe('with Claude', () => {
  test.use({ baseURL: PAINTED_URL });

  test('a visitor picks Japanese on the first step and gets Japanese ideas', async ({ page }) => {
    await page.goto('/create');
    const picker = page.getByLabel('Language of the book');
    await expect(page.getByRole('option', { name: '日本語 (Japanese)', exact: true })).toBeEnabled();
    await picker.selectOption('ja');
    await expect(picker).toHaveValue('ja');
    await shoot(page, 'book-language-japanese');
    // Kept with the draft: a reload shows the same choice.
    await page.reload();
    await expect(page.getByLabel('Language of the book')).toHaveValue('ja');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('bookBuilder') ?? '{}').language);
    expect(kept).toBe('ja');

    await seedDraft(page, { ...draftWithAnswers, language: 'ja' });
    await page.goto('/ideas');
    await expect(page.getByText('マリア先生と歌うドリル')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('月の歯みがき大作戦')).toBeVisible();
    await shoot(page, 'book-language-ideas-japanese');
  });

  test('the library names the language of a book not in English', async ({ page }) => {
    await signIn(page, uniqueEmail('languages'));
    await createComic(page, {
      ...draftWithIdea,
      idea: { id: 'i1', title: '月の冒険', description: '町を救う。' },
      language: 'ja',
    });
    await createComic(page, { ...draftWithIdea, idea: { id: 'i2', title: 'The Moon Trip', description: 'A trip.' } });
    await page.goto('/my-orders');
    const japanese = page.getByRole('article').filter({ hasText: '月の冒険' });
    await expect(japanese.getByText('日本語', { exact: true })).toBeVisible();
    const english = page.getByRole('article').filter({ hasText: 'The Moon Trip' });
    await expect(english).toBeVisible();
    await expect(english.getByText('English', { exact: true })).toHaveCount(0);
    await shoot(page, 'book-language-library');
  });
});
