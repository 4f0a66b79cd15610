// Screenshots of a page or a part of it at a desktop and a phone width, checking nothing is wider than the
// phone; for the tests that show what a customer sees (orders, downloads).
import { expect, type Locator, type Page } from '@playwright/test';

export const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The page as it is now, at a desktop and a phone width (nothing wider than the phone). */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  // From the top: the sticky header is drawn where the window is scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: `test-results/screenshots/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** One part of the page at both widths, as the downloads test shoots its panel. */
export async function shootPart(page: Page, part: Locator, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await part.scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(page)).toBe(true);
    await part.screenshot({ path: `test-results/screenshots/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
