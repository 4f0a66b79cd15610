import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pure units, integration tests (real SQLite, HTTP, processes, the fakes) and drawing tests (pixels, print
    // files, whole books): docs/testing.md says which suite covers what.
    include: ['tests/{unit,integration,drawing}/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // A file per core (vitest's default leaves one core out: a single file at a time on two cores). Many
    // files wait on servers, child processes and deadlines as much as they compute: the whole run took
    // 198 s instead of 303 s on two cores.
    maxWorkers: os.availableParallelism(),
    setupFiles: ['tests/helpers/cleanup.ts'],
    // On CI a failed test is run once more, as the browser tests are (playwright.config.ts): CI's two cores
    // are shared by both suites' servers and workers, and a test that reads too early there fails once in
    // many runs. The log marks it "(retry x1)": that is a flake to mend (docs/testing.md), not a pass to keep.
    retry: process.env.CI ? 1 : 0,
  },
});
