// Landing page content and behaviour, page meta tags, and the analytics data layer.
import { expect, test } from '@playwright/test';
import { APP_URL } from './support/ports';

test('landing sections, FAQ accordion and the gift call to action', async ({ page }) => {
  await page.goto('/');
  for (const text of [
    'Turn anyone into the star of their own personalized comedy comic.',
    'Free Shipping',
    'High-Quality Print',
    'Satisfaction Guaranteed',
    'Over 250,000 Comics Printed',
    'Excellent',
    "Here's How It Works",
    'Customers Love Us',
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('4.8/5')).toBeVisible();
  await expect(page.getByText(/from 1,835 reviews/).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Occasions' }).getByRole('listitem')).toHaveCount(12);
  for (const card of [
    'Birthdays',
    'Proposals & Anniversaries',
    'Big Milestones',
    'Holidays & Just Because',
    'Shared Memories',
    'Kids & Families',
  ]) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByText('2 mins')).toBeVisible();
  await expect(page.getByText('250K+')).toBeVisible();

  // FAQ: one open at a time, and an open item collapses again. The landing page arrives prerendered: a
  // click before its code has run (hydration) does nothing, and "network idle" did not mean hydrated once
  // under load, so the test clicks until the item opens, as a reader clicks again.
  await page.waitForLoadState('networkidle');
  const delivery = page.getByRole('button', { name: 'How long does delivery take?' });
  const support = page.getByRole('button', { name: 'How can I contact support?' });
  await expect(async () => {
    if ((await delivery.getAttribute('aria-expanded')) !== 'true') await delivery.click();
    await expect(delivery).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Standard delivery takes 7 to 10 business days.', { exact: false })).toBeVisible();
  await support.click();
  await expect(page.getByText(/Support by e-mail at support@localhost/)).toBeVisible();
  await expect(delivery).toHaveAttribute('aria-expanded', 'false');
  await support.click();
  await expect(support).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: /\?$/ }).and(page.locator('[data-state]'))).toHaveCount(6);

  await page.getByRole('link', { name: "Create a gift they'll never forget" }).click();
  await expect(page).toHaveURL(/\/create$/);
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));
  expect(events).toEqual(expect.arrayContaining(['view_landing', 'click_gift_cta']));
});

test('page title, description, canonical and social tags follow the page', async ({ page }) => {
  await page.goto('/create');
  await expect(page).toHaveTitle('Pick a book type | Comics by Anyone');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${APP_URL}/create`);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Pick a book type | Comics by Anyone',
  );
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${APP_URL}/create`);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
});

test('header: Create Your Book is highlighted on the flow, Personalized Books jumps to the occasions', async ({
  page,
}) => {
  await page.goto('/create');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Create Your Book' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Personalized Books' }).click();
  await expect(page).toHaveURL(/\/#personalized-books$/);
  await expect(page.getByRole('heading', { name: 'A Comic for Every Occasion' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with us' })).toBeVisible();
});

test('choosing a type records choose_type and stores it in the draft', async ({ page }) => {
  await page.goto('/create');
  await page.getByRole('button', { name: 'Create Black-and-white Manga' }).click();
  await expect(page).toHaveURL(/\/author$/);
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('bookBuilder') ?? '{}'));
  expect(draft.type).toBe('black-and-white-manga');
  const choose = await page.evaluate(() => (window.dataLayer ?? []).find((e) => e.event === 'choose_type'));
  expect(choose).toMatchObject({ event: 'choose_type', type: 'black-and-white-manga' });
});
