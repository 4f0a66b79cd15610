// The library screens against the real server: a real local sign-in, comics saved through the real API,
// a fresh e-mail per test so no test sees another's comics (the server and database are shared by the run).
import { expect, test, type Page } from '@playwright/test';
import { AUTHOR, draftWithPhoto, IDEA, loadedCoverSrc, seedDraft, uploadPhoto, type SeedDraft } from './support/draft';
import { countSaveRequests, createComic, generateCover, signIn, uniqueEmail } from './support/session';

const NINJA = {
  id: 'idea-ninja-1',
  title: 'Ninja Accountant Strikes Back',
  description: 'Sam Lee balances the books by night and the ninja clan by day.',
};

const heistDraft = (extra: SeedDraft = {}): SeedDraft => ({
  type: '30s-50s-style',
  author: AUTHOR,
  answers: [],
  characters: [],
  idea: IDEA,
  ...extra,
});

const ninjaDraft: SeedDraft = {
  type: 'black-and-white-manga',
  author: 'Sam Lee',
  answers: [],
  characters: [],
  idea: NINJA,
};

/** The image with this alt text was fetched and decoded (not just an <img> with a src). */
async function expectImageLoaded(page: Page, alt: string) {
  await page.waitForFunction(
    (name) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="${name}"]`);
      return Boolean(img?.complete && img.naturalWidth > 0);
    },
    alt,
    { timeout: 15_000 },
  );
}

test('empty library shows the empty state', async ({ page }) => {
  await signIn(page, uniqueEmail('empty'), '/my-orders');
  await expect(page).toHaveTitle('My Comics | Comics by Anyone');
  await expect(page.getByRole('heading', { name: 'My Comics' })).toBeVisible();
  await expect(page.getByText('Manage and edit your created comic stories')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No comics yet' })).toBeVisible();
  await expect(
    page.getByText("You haven't created any comics yet. Start by creating your first comic story!"),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('link', { name: 'Create Your First Comic' }).click();
  await expect(page).toHaveURL(/\/create$/);
});

test('the list shows cards and deleting one removes it', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, uniqueEmail('list'));
  const photo = await uploadPhoto(page.request);
  const cover = await generateCover(page, heistDraft({ mainCharacterPhoto: photo }));
  // Saved oldest first: the library lists the newest first.
  const ninjaId = await createComic(page, ninjaDraft);
  const heistId = await createComic(page, heistDraft({ mainCharacterPhoto: photo, comicFrontPageUrl: cover }));
  expect(ninjaId).not.toBe(heistId);

  await page.goto('/my-orders');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(IDEA.title);
  await expect(cards.nth(0)).toContainText(AUTHOR);
  await expect(cards.nth(0)).toContainText('Vintage 30s–50s');
  await expect(cards.nth(0)).toContainText('Created less than a minute ago');
  await expect(cards.nth(0).getByRole('img', { name: `Cover of ${IDEA.title}` })).toHaveAttribute('src', cover);
  await expectImageLoaded(page, `Cover of ${IDEA.title}`);
  await expect(cards.nth(0).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/comics-edit/${heistId}`);
  await expect(cards.nth(0).getByRole('link', { name: `Read ${IDEA.title}` })).toHaveAttribute(
    'href',
    `/comics/${heistId}/read`,
  );
  await page.screenshot({ path: 'test-results/screenshots/library-cards-1280.png', fullPage: true });
  await expect(cards.nth(1)).toContainText(NINJA.title);
  await expect(cards.nth(1)).toContainText('Sam Lee');
  await expect(cards.nth(1)).toContainText('Black & White Manga');
  await expect(cards.nth(1).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/comics-edit/${ninjaId}`);

  await cards.nth(1).getByRole('button', { name: 'Delete comic' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Are you sure you want to delete "${NINJA.title}" by Sam Lee, created `);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Success: Comic deleted successfully.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toContainText(IDEA.title);

  // Deleted on the server, not just hidden: a fresh load still shows one card.
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toContainText(IDEA.title);
});

test('a failed delete and a failed list show the spec errors', async ({ page }) => {
  // The real server cannot be made to fail on demand from the browser, so the NETWORK fails instead:
  // the request is aborted before it leaves the browser. No answer of our API is fabricated.
  await signIn(page, uniqueEmail('failures'));
  await createComic(page, heistDraft());
  await page.goto('/my-orders');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);

  await page.route(/\/trpc\/[^?]*comics\.delete/, (route) => route.abort('failed'));
  await cards.first().getByRole('button', { name: 'Delete comic' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Error: Failed to delete comic. Please try again.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await page.unroute(/\/trpc\/[^?]*comics\.delete/);

  await page.route(/\/trpc\/[^?]*comics\.list/, (route) => route.abort('failed'));
  await page.reload();
  await expect(page.getByText('Error: Failed to load your comics. Please try again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No comics yet' })).toBeVisible();
  await page.unroute(/\/trpc\/[^?]*comics\.list/);

  // The comic was never deleted: with the network back, it is listed again.
  await page.reload();
  await expect(cards).toHaveCount(1);
});

test('the comic detail shows every card', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, uniqueEmail('detail'));
  const photo = await uploadPhoto(page.request);
  const draft = heistDraft({
    mainCharacterPhoto: photo,
    characters: [{ id: 'char-1', fullName: AUTHOR, nickname: 'The Ledger' }],
  });
  const cover = await generateCover(page, draft);
  const id = await createComic(page, { ...draft, comicFrontPageUrl: cover });

  await page.goto(`/comics-edit/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(IDEA.title);
  await expect(page).toHaveTitle(`${IDEA.title} | Comics by Anyone`);
  await expect(page.getByRole('link', { name: 'Back to My Comics' })).toBeVisible();
  await expect(page.getByText('Created less than a minute ago')).toBeVisible();
  await expect(page.getByText('Vintage 30s–50s')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Story Idea/ })).toBeVisible();
  await expect(page.getByText(IDEA.description)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Characters\s*1/ })).toBeVisible();
  await expect(page.getByText('“The Ledger”')).toBeVisible();
  await expect(page.getByRole('img', { name: `Portrait of ${AUTHOR}` })).toHaveAttribute('src', photo);
  await expectImageLoaded(page, `Portrait of ${AUTHOR}`);
  await expect(page.getByRole('heading', { name: /Pages\s*5/ })).toBeVisible();
  await expect(page.getByText('Page 5')).toBeVisible();
  await expect(page.getByRole('img', { name: `Cover of ${IDEA.title}` })).toHaveAttribute('src', cover);
  await expectImageLoaded(page, `Cover of ${IDEA.title}`);
  await expect(page.getByText(/Editing the details and the characters is coming soon/)).toBeVisible();
  await page.getByRole('heading', { name: 'Actions' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/detail-actions-1280.png' });
  for (const label of ['Edit Comic Details', 'Edit Characters']) {
    await expect(page.getByRole('button', { name: label })).toBeDisabled();
  }
  // Edit Pages edits the words of the drawn pages, in the reader.
  await expect(page.getByRole('link', { name: 'Edit Pages' })).toHaveAttribute(
    'href',
    new RegExp(`/comics/${id}/read\\?edit=1$`),
  );
});

test('a missing comic goes back to the library with the not-found message', async ({ page }) => {
  await signIn(page, uniqueEmail('missing'));
  await page.goto(`/comics-edit/no-such-comic-${Date.now()}`);
  await expect(page.getByText("Not Found: Comic not found or you don't have access to it.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-orders$/);
});

test("another user's comic is not found for them, and not in their library", async ({ page, browser }) => {
  await signIn(page, uniqueEmail('owner'));
  const id = await createComic(page, heistDraft());
  // The owner can open it...
  await page.goto(`/comics-edit/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(IDEA.title);

  // ...someone else, in their own browser context, gets the same answer as for a missing comic.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const intruder = await other.newPage();
    await signIn(intruder, uniqueEmail('intruder'));
    await intruder.goto(`/comics-edit/${id}`);
    await expect(intruder.getByText("Not Found: Comic not found or you don't have access to it.")).toBeVisible();
    await expect(intruder).toHaveURL(/\/my-orders$/);
    await expect(intruder.getByRole('heading', { name: 'No comics yet' })).toBeVisible();
    await expect(intruder.getByText(IDEA.title)).toHaveCount(0);
  } finally {
    await other.close();
  }

  // The owner still has it.
  await page.goto('/my-orders');
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('signed in before the result page: the comic is saved once, then View Library', async ({ page }) => {
  test.setTimeout(60_000);
  // signed-in.spec.ts signs in FROM the result page; here the session exists before /generate opens,
  // so the automatic save starts on the first render (the path a double save would take).
  const email = uniqueEmail('result');
  await signIn(page, email);
  const saves = countSaveRequests(page);
  await seedDraft(page, await draftWithPhoto(page.request));
  await page.goto('/generate');
  await loadedCoverSrc(page);
  await expect(page.getByRole('heading', { name: `Welcome, ${email.split('@')[0]}!` })).toBeVisible();
  await expect(page.getByText('Your comic book has been created and saved to your account.')).toBeVisible();
  await expect(page.getByText('Comic saved successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible();
  expect(saves()).toBe(1);
  await page.getByRole('button', { name: 'View Library' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  // Exactly one comic on the server.
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').first()).toContainText(IDEA.title);
  expect(saves()).toBe(1);
});

test('a failed sign-in shows the toast once and cleans the address', async ({ page }) => {
  await page.goto('/generate?login_error=1');
  await expect(page.getByText('Failed to login with Google')).toHaveCount(1);
  await expect(page).not.toHaveURL(/login_error/);
});
