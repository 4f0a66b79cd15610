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
  },
});
