// Full-page screenshots of every screen at phone and desktop width (test-results/screenshots/), and a
// check that nothing scrolls sideways on a 375 px phone.
import { expect, test } from '@playwright/test';
import { SCREENS } from './support/pages';

const WIDTHS = [375, 1280];

for (const width of WIDTHS) {
  for (const screen of SCREENS) {
    test(`screenshot: ${screen.name} @${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await screen.open(page);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `test-results/screenshots/${screen.name}-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'page scrolls horizontally').toBeLessThanOrEqual(0);
    });
  }
}
