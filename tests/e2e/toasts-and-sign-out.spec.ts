// Small things first customers tripped over: toasts over the header on phones, toasts that followed them
// to the next page, and a 401 in the console after signing out of the library.
import { expect, test } from '@playwright/test';
import { signIn, uniqueEmail } from './support/session';

test('on a phone a toast sits below the header, and it stays with its page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/create?login_error=1');
  const toast = page.getByText('Failed to login with Google');
  await expect(toast).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  // Measured once the toast has slid into place (it animates in from above).
  await expect
    .poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())?.y ?? -1, { timeout: 5000 })
    .toBeGreaterThanOrEqual(header!.y + header!.height);
  // The sign-out/sign-in control stays clickable: nothing covers it.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.waitForTimeout(700);
  await page.getByRole('button', { name: 'Create 1930s-1950s Vintage' }).click();
  await expect(page).toHaveURL(/\/author$/);
  await expect(toast).toHaveCount(0);
});

test('signing out on My Comics makes no failing request and logs no error', async ({ page }) => {
  await signIn(page, uniqueEmail('leaver'));
  const failures: string[] = [];
  page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
  page.on(
    'response',
    (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`),
  );
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'No comics yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(failures).toEqual([]);
  // Leaving by signing out is not being turned away: no "please sign in".
  await expect(page.getByText('Please sign in to see your comics.')).toHaveCount(0);
});
