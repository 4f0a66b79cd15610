// Every screen, opened once for three checks at desktop and phone width: an axe-core scan (no 'serious' or
// 'critical' violations), a full-page screenshot (test-results/screenshots/), and nothing scrolling sideways
// on a 375 px phone. Opening a screen is most of a check's cost (sign-in, comics, a cover, toasts to fade),
// so it is done once and the window resized, as a phone turned or a desktop window narrowed would be.
import { expect, test } from '@playwright/test';
import { expectNoSevereAxeViolations } from './support/axe';
import { SCREENS } from './support/pages';

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

// Each screen starts from nothing of its own (a fresh page, its own sign-in), so both workers may share them.
test.describe.configure({ mode: 'parallel' });

for (const screen of SCREENS) {
  test(`screen: ${screen.name} (a11y and screenshots at ${WIDTHS.map((w) => w.width).join(' and ')} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(WIDTHS[0]);
    await screen.open(page);
    await page.evaluate(() => document.fonts.ready);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      // From the top: the sticky header is drawn where the window is scrolled to.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSevereAxeViolations(page, undefined, `at ${size.width} px`);
      await page.screenshot({ path: `test-results/screenshots/${screen.name}-${size.width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `page scrolls horizontally at ${size.width} px`).toBeLessThanOrEqual(0);
    }
  });
}
