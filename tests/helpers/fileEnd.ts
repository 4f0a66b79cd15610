// What a test file leaves behind and must end once it is done (its data folders, the CPU pool's threads, a
// PostgreSQL cluster), registered by the helper that made it. tests/helpers/cleanup.ts (vitest's setup file)
// runs them after every file. This module imports nothing, so a file that never uses the harness (the unit
// suite) does not load the whole app just to clean up after it.
const steps: (() => unknown)[] = [];

/**
 * Runs `step` after every test file from now on: a helper's module is loaded once per worker process (the
 * files of a process share their modules, vitest.config.ts), so it registers once and ends its things after
 * each file that made some.
 */
export function atFileEnd(step: () => unknown): void {
  if (!steps.includes(step)) steps.push(step);
}

/**
 * Runs every registered step, the last registered first (a helper's module is loaded after those it imports:
 * the harness's folders and threads end before the database cluster it imported); one failing does not keep
 * the others from running.
 */
export async function endFile(): Promise<void> {
  const failures: unknown[] = [];
  for (const step of [...steps].reverse()) {
    try {
      await step();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw failures[0];
}
