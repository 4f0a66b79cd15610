// The library screens with a signed-in user. Sign-in itself is tested elsewhere; here the session and
// comics procedures are answered in the browser so every state (empty, list, errors) can be shown.
import { expect, test } from '@playwright/test';
import { draftWithPhoto, loadedCoverSrc, seedDraft, uploadPhoto } from './support/draft';
import { mockTrpc, sampleComics, sampleDetail, signedInAs } from './support/mockTrpc';

const EMAIL = 'alex@example.com';
const notFound = () => ({ error: { message: "Comic not found or you don't have access to it.", code: 'NOT_FOUND', httpStatus: 404 } });

test('empty library shows the empty state', async ({ page }) => {
  await mockTrpc(page, { 'auth.session': signedInAs(EMAIL), 'comics.list': () => ({ data: [] }) });
  await page.goto('/my-orders');
  await expect(page).toHaveTitle('My Comics | Comics by Anyone');
  await expect(page.getByRole('heading', { name: 'My Comics' })).toBeVisible();
  await expect(page.getByText('Manage and edit your created comic stories')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No comics yet' })).toBeVisible();
  await expect(page.getByText("You haven't created any comics yet. Start by creating your first comic story!")).toBeVisible();
  await page.getByRole('link', { name: 'Create Your First Comic' }).click();
  await expect(page).toHaveURL(/\/create$/);
});

test('the list shows cards and deleting one removes it', async ({ page, request }) => {
  const cover = await uploadPhoto(request);
  let comics = sampleComics(cover);
  await mockTrpc(page, {
    'auth.session': signedInAs(EMAIL),
    'comics.list': () => ({ data: comics }),
    'comics.delete': (input) => {
      const { id } = input as { id: string };
      comics = comics.filter((c) => c.id !== id);
      return { data: { id } };
    },
  });
  await page.goto('/my-orders');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('The Great Office Heist');
  await expect(cards.nth(0)).toContainText('Alex Johnson');
  await expect(cards.nth(0)).toContainText('Vintage 30s–50s');
  await expect(cards.nth(0)).toContainText('Created about 1 hour ago');
  await expect(cards.nth(1)).toContainText('Black & White Manga');
  await expect(cards.nth(0).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/comics-edit/comic-1');

  await cards.nth(1).getByRole('button', { name: 'Delete comic' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Success: Comic deleted successfully.')).toBeVisible();
  await expect(cards).toHaveCount(1);
});

test('a failed delete and a failed list show the spec errors', async ({ page }) => {
  let failList = false;
  await mockTrpc(page, {
    'auth.session': signedInAs(EMAIL),
    'comics.list': () =>
      failList ? { error: { message: 'boom', code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } : { data: sampleComics(null) },
    'comics.delete': () => ({ error: { message: 'boom', code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } }),
  });
  await page.goto('/my-orders');
  await page.getByRole('article').first().getByRole('button', { name: 'Delete comic' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Error: Failed to delete comic. Please try again.')).toBeVisible();

  failList = true;
  await page.reload();
  await expect(page.getByText('Error: Failed to load your comics. Please try again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No comics yet' })).toBeVisible();
});

test('the comic detail shows every card', async ({ page, request }) => {
  const photo = await uploadPhoto(request);
  await mockTrpc(page, { 'auth.session': signedInAs(EMAIL), 'comics.byId': () => ({ data: sampleDetail(photo, photo) }) });
  await page.goto('/comics-edit/comic-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Great Office Heist');
  await expect(page.getByRole('link', { name: 'Back to My Comics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Story Idea/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Characters\s*1/ })).toBeVisible();
  await expect(page.getByText('“The Ledger”')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Pages\s*5/ })).toBeVisible();
  await expect(page.getByText('Page 5')).toBeVisible();
  await expect(page.getByText('Editing functionality coming soon')).toBeVisible();
  for (const label of ['Edit Comic Details', 'Edit Characters', 'Edit Pages']) {
    await expect(page.getByRole('button', { name: label })).toBeDisabled();
  }
});

test('a missing comic goes back to the library with the not-found message', async ({ page }) => {
  await mockTrpc(page, { 'auth.session': signedInAs(EMAIL), 'comics.byId': notFound, 'comics.list': () => ({ data: [] }) });
  await page.goto('/comics-edit/nope');
  await expect(page.getByText("Not Found: Comic not found or you don't have access to it.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-orders$/);
});

test('signed in on the result page: the comic is saved once, then View Library', async ({ page, request }) => {
  let saves = 0;
  await mockTrpc(page, {
    'auth.session': signedInAs(EMAIL),
    'comics.save': () => {
      saves += 1;
      return { data: { id: 'saved-1' } };
    },
    'comics.list': () => ({ data: [] }),
  });
  await seedDraft(page, await draftWithPhoto(request));
  await page.goto('/generate');
  await loadedCoverSrc(page);
  await expect(page.getByRole('heading', { name: `Welcome, ${EMAIL}!` })).toBeVisible();
  await expect(page.getByText('Your comic book has been created and saved to your account.')).toBeVisible();
  await expect(page.getByText('Comic saved successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible();
  expect(saves).toBe(1);
  await page.getByRole('button', { name: 'View Library' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
});

test('a failed sign-in shows the toast once and cleans the address', async ({ page }) => {
  await page.goto('/generate?login_error=1');
  await expect(page.getByText('Failed to login with Google')).toHaveCount(1);
  await expect(page).not.toHaveURL(/login_error/);
});
