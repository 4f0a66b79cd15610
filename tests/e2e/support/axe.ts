// The accessibility check the browser tests share: axe-core's 'serious' and 'critical' violations on the page,
// or on the part of it a test is about, each as a line that says where (the first five places).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function severeAxeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
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
