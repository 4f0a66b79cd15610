// Starting over and deleting, as customers do them: a second comic never inherits anything of the first,
// and a deleted comic never comes back through the browser's Back button.
import { expect, test, type Page } from '@playwright/test';
import { draftWithIdea, draftWithPhoto, loadedCoverSrc, seedDraft } from './support/draft';
import { photoFile } from './support/images';
import { countSaveRequests, signIn, uniqueEmail } from './support/session';

interface MadeComic {
  title: string;
  cover: string;
}

/** Makes a whole comic through the screens, from /create to a generated and saved cover. */
async function makeComic(page: Page, style: string, author: string, job: string): Promise<MadeComic> {
  await expect(page).toHaveURL(/\/create$/);
  await page.getByRole('button', { name: `Create ${style}` }).click();
  const name = page.getByLabel("Author's full name");
  // A new comic starts with an empty name, never the previous author's.
  await expect(name).toHaveValue('');
  await name.fill(author);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/questions$/);
  // No answers carried over from the previous comic.
  await expect(page.getByRole('list', { name: 'Your answers' }).getByRole('listitem')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add answer' }).click();
  await page
    .getByRole('dialog', { name: 'Pick a question' })
    .getByRole('button', { name: new RegExp(`What is ${author}'s job\\?`) })
    .click();
  const editor = page.getByRole('dialog', { name: `What is ${author}'s job?` });
  await editor.getByRole('textbox').fill(job);
  await editor.getByRole('button', { name: 'Save answer' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/ideas$/);
  const ideaCards = page.getByRole('group', { name: 'Comic ideas' }).getByRole('button');
  await expect(ideaCards).toHaveCount(3, { timeout: 15_000 });
  // Nothing is pre-selected: the previous comic's idea is gone.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await ideaCards.nth(0).click();
  const title = (await ideaCards.nth(0).getByTestId('idea-title').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/character-upload$/);
  await expect(page.getByRole('img', { name: 'Main character preview' })).toHaveCount(0);
  await page.locator('input[type="file"]').setInputFiles(await photoFile());
  await expect(page.getByRole('img', { name: 'Main character preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(`Comics by ${author}`)).toBeVisible();
  const cover = await loadedCoverSrc(page);
  await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible({ timeout: 15_000 });
  return { title, cover };
}

test('finish a comic, start a new one from the library: nothing of the first remains', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, uniqueEmail('twice'));
  await page.goto('/create');
  const first = await makeComic(
    page,
    '1930s-1950s Vintage',
    "Margaret O'Brien",
    'Retired librarian who rates every biscuit',
  );

  await page.getByRole('button', { name: 'View Library' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  // The finished comic is safe in the library, so "Create New Comic" simply starts afresh.
  await page.getByRole('link', { name: 'Create New Comic' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('region', { name: 'Your comic in progress' })).toHaveCount(0);

  const second = await makeComic(page, 'Black-and-white Manga', 'Kofi Mensah', 'Night-shift nurse with a pager');
  await expect(page.getByText('Black & White Manga', { exact: true })).toBeVisible();
  expect(second.cover).not.toBe(first.cover);
  await expect(page.getByText("Margaret O'Brien")).toHaveCount(0);
  await expect(page.getByLabel('Comic context summary')).not.toContainText('biscuit');

  await page.getByRole('button', { name: 'View Library' }).click();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Kofi Mensah');
  await expect(cards.nth(0)).toContainText('Black & White Manga');
  await expect(cards.nth(0).getByRole('img')).toHaveAttribute('src', second.cover);
  await expect(cards.nth(1)).toContainText("Margaret O'Brien");
  await expect(cards.nth(1)).toContainText('Vintage 30s–50s');
  await expect(cards.nth(1).getByRole('img')).toHaveAttribute('src', first.cover);
});

test('start over on /create clears the draft after a confirmation', async ({ page }) => {
  await seedDraft(page, draftWithIdea);
  await page.goto('/create');
  const panel = page.getByRole('region', { name: 'Your comic in progress' });
  await expect(panel).toContainText('The Great Office Heist');
  await panel.getByRole('button', { name: 'Start over' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'This clears “The Great Office Heist”: its author, answers, idea, photo and cover.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start over' }).click();
  await expect(panel).toHaveCount(0);
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('bookBuilder') ?? '{}'));
  expect(draft).toMatchObject({ answers: [], characters: [] });
  expect(draft.author ?? null).toBeNull();
  expect(draft.idea ?? null).toBeNull();
});

test('the landing call to action asks before dropping an unsaved comic', async ({ page }) => {
  await seedDraft(page, draftWithIdea);
  await page.goto('/');
  await page.getByRole('link', { name: 'Create Your Comic', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Start a new comic?' });
  await expect(dialog).toContainText('“The Great Office Heist” is not saved yet.');
  await dialog.getByRole('button', { name: 'Continue my comic' }).click();
  await expect(page).toHaveURL(/\/character-upload$/);

  await page.goto('/');
  await page.getByRole('link', { name: 'Create Your Comic', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start a new comic' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await page.getByRole('button', { name: 'Create Black-and-white Manga' }).click();
  await expect(page.getByLabel("Author's full name")).toHaveValue('');
});

test('changing the author renames the questions and drops the idea that named the old one', async ({ page }) => {
  await seedDraft(page, draftWithIdea);
  await page.goto('/author');
  await page.getByLabel("Author's full name").fill('Priya Natarajan');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('list', { name: 'Your answers' })).toContainText("What is Priya Natarajan's job?");
  await expect(page.getByRole('list', { name: 'Your answers' })).not.toContainText('Alex Johnson');
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('bookBuilder') ?? '{}'));
  expect(draft.idea ?? null).toBeNull();
});

test('a deleted comic stays deleted when the browser goes Back to the result page', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, uniqueEmail('deleter'));
  const saves = countSaveRequests(page);
  await seedDraft(page, await draftWithPhoto(page.request));
  await page.goto('/generate');
  await loadedCoverSrc(page);
  await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible({ timeout: 15_000 });
  expect(saves()).toBe(1);

  await page.getByRole('button', { name: 'View Library' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  await cards.nth(0).getByRole('button', { name: 'Delete comic' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(0);

  await page.goBack();
  // The draft was that comic: it starts over instead of saving the deleted comic again.
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByText('Comic saved successfully!')).toHaveCount(0);
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'No comics yet' })).toBeVisible();
  expect(saves()).toBe(1);
});
