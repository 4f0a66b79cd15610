// The accessibility check the browser tests share: axe-core's 'serious' and 'critical' violations on the page,
// or on the part of it a test is about, each as a line that says where (the first five places).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function severeAxeViolations(page: Page, include?: string): Promise<string[]> {
  // axe.run in the page itself ("legacy mode"): the default runs axe in each frame and then opens a blank page
  // to gather the frames' results, loading axe-core there again, at every check. The app has no frames.
  // Only violations are read: axe builds a CSS selector for every node of every result type it keeps
  // (axe-core's API.md, "Performance"). The two took the screens spec (30 checks) from 65 s of the machine's
  // CPU to 50 s, against 39 s with no check at all (2026-12-02). A page with a nameless button, an image with no
  // text and grey on white still gives all three violations.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim())
          .slice(0, 5)
          .join('\n  ')}`,
    );
}

/** Fails with every severe violation listed; `where` says which state of the page was scanned. */
export async function expectNoSevereAxeViolations(page: Page, include?: string, where = ''): Promise<void> {
  const severe = await severeAxeViolations(page, include);
  expect(severe, `${where}${where ? ':\n' : ''}${severe.join('\n')}`).toEqual([]);
}
