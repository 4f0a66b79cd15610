// The library with a real session: the embedded local sign-in (loopback PUBLIC_URL, no Google keys) stands
// in for Google. Result page -> sign in -> automatic save -> library -> detail -> delete.
import { expect, test } from '@playwright/test';
import { draftWithPhoto, IDEA, loadedCoverSrc, seedDraft } from './support/draft';
import { countSaveRequests, submitLocalSignIn as signInLocally, uniqueEmail } from './support/session';

test('sign in from the result page, the comic is saved, then listed, opened and deleted', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('reader');
  const saves = countSaveRequests(page);
  await seedDraft(page, await draftWithPhoto(page.request));
  await page.goto('/generate');
  await loadedCoverSrc(page);

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInLocally(page, email);

  // Back on /generate, signed in: saved automatically, exactly once.
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${email.split('@')[0]}!` })).toBeVisible();
  await expect(page.getByText('Your comic book has been created and saved to your account.')).toBeVisible();
  await expect(page.getByText('Comic saved successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  const savedId = await page.evaluate(() => JSON.parse(localStorage.getItem('bookBuilder') ?? '{}').savedComicId);
  expect(typeof savedId).toBe('string');
  // A reload of the result page does not save it again.
  await page.reload();
  await loadedCoverSrc(page);
  await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible();
  expect(saves()).toBe(1);

  await page.getByRole('button', { name: 'View Library' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const cards = page.getByRole('article');
  // Saved exactly once: the library, loaded fresh, has one comic.
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
  expect(saves()).toBe(1);
  await expect(cards.first()).toContainText(IDEA.title);
  await expect(cards.first()).toContainText('Created less than a minute ago');
  await expect(cards.first().getByRole('img', { name: `Cover of ${IDEA.title}` })).toBeVisible();

  await cards.first().getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/comics-edit/${savedId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(IDEA.title);
  await expect(page.getByRole('heading', { name: /Pages\s*5/ })).toBeVisible();
  await expect(page.getByText('Alex Johnson').first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Comics' }).click();

  await page.getByRole('button', { name: 'Delete comic' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Success: Comic deleted successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No comics yet' })).toBeVisible();

  // Signing out from the library sends the visitor home.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('Complete & View Library saves when needed and announces the new comic', async ({ page }) => {
  const email = uniqueEmail('maker');
  // Sign in first (from the header); the automatic save then fails once, so the button has to save.
  await page.goto('/create');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInLocally(page, email);
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();

  // The real server cannot be made to fail on demand, so the NETWORK fails: the request is aborted in
  // the browser, no answer of our API is fabricated.
  await page.route(/\/trpc\/[^?]*comics\.save/, (route) => route.abort('failed'));
  await seedDraft(page, await draftWithPhoto(page.request));
  await page.goto('/generate');
  await loadedCoverSrc(page);
  await expect(page.getByText('Failed to save comic. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete & View Library' })).toBeVisible();

  await page.unroute(/\/trpc\/[^?]*comics\.save/);
  await page.getByRole('button', { name: 'Complete & View Library' }).click();
  // Spec section 4: Complete saves, announces the comic and goes home.
  await expect(page.getByText('Your comic book has been created!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-orders');
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('a cover regenerated after saving replaces the one in the library', async ({ page }) => {
  const email = uniqueEmail('regen');
  await page.goto('/create');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInLocally(page, email);
  await seedDraft(page, await draftWithPhoto(page.request));
  await page.goto('/generate');
  const first = await loadedCoverSrc(page);
  await expect(page.getByRole('button', { name: 'View Library' })).toBeVisible();

  const setCover = page.waitForResponse((r) => r.url().includes('/trpc/comics.setCover'));
  await page.getByRole('button', { name: 'Regenerate cover' }).click();
  await page.getByLabel('Add a short note to guide the new cover.').fill('night sky');
  await page.getByRole('button', { name: 'Regenerate', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Generated comic front page cover' })).not.toHaveAttribute('src', first, {
    timeout: 25_000,
  });
  const second = await loadedCoverSrc(page);
  expect((await setCover).status()).toBe(200);

  await page.getByRole('button', { name: 'View Library' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('img', { name: /^Cover of / })).toHaveAttribute('src', second);
});
