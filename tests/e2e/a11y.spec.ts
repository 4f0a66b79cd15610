// An axe-core scan of every screen: no 'serious' or 'critical' violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SCREENS } from './support/pages';

for (const screen of SCREENS) {
  test(`a11y: ${screen.name}`, async ({ page }) => {
    await screen.open(page);
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join('\n  ')}`,
      );
    expect(severe, severe.join('\n')).toEqual([]);
  });
}
