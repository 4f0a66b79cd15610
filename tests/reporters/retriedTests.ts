// The CI retry is a net, not a pass (docs/testing.md, "Tests that fail only sometimes"): at the end of the run,
// after vitest's own summary, every test that passed only when tried again is listed with what its failed try
// said, so a flake is seen and mended instead of scrolling past as "(retry x1)" among a thousand lines.
import type { Reporter, TestCase } from 'vitest/node';

export default class RetriedTestsReporter implements Reporter {
  private readonly retried: TestCase[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.result().state === 'passed' && (testCase.diagnostic()?.retryCount ?? 0) > 0) {
      this.retried.push(testCase);
    }
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    const lines = [
      '',
      `${this.retried.length} test(s) passed only when tried again: flakes to mend (docs/testing.md)`,
      ...this.retried.flatMap((testCase) => {
        const said = (testCase.result().errors ?? []).map((e) => `      ${e.message.split('\n')[0]}`);
        return [`  ${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName}`, ...said];
      }),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
