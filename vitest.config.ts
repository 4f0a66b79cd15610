import { readFileSync } from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The order vitest starts its files in (`sequence.sequencer` below), when one run holds several projects:
//  1. integration files first: they wait the most (servers and PostgreSQL starting, fakes, lease timers), and
//     `npm test` runs them beside the browser tests (scripts/testAll.mjs), whose CPU time fills those waits;
//  2. then the drawing files (in `npm test` a run of their own, after the browser tests), which keep a core busy;
//  3. unit files last: short ones, so the workers end together instead of one waiting on a long file.
// Within each, a file tagged `long` (`// @module-tag long`: a minute or more of a core) starts first, and then
// vitest's own order: the longest last time (its results cache), or, on a fresh clone, the largest file.

const PROJECTS = ['integration', 'drawing', 'unit'];
const LONG = /^\/\/ @module-tag long$/m;

/** Whether the file says of itself that it is long (its tags come first, in its opening comment). */
function isLong(file: string, known: Map<string, boolean>): boolean {
  let long = known.get(file);
  if (long === undefined) {
    long = LONG.test(readFileSync(file, 'utf8').slice(0, 4000));
    known.set(file, long);
  }
  return long;
}

class RunOrder extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = new Map<string, boolean>();
    const rank = (spec: TestSpecification) => {
      const project = PROJECTS.indexOf(spec.project.name);
      return (project < 0 ? PROJECTS.length : project) * 2 + (isLong(spec.moduleId, known) ? 0 : 1);
    };
    // Array sort is stable: vitest's order stays within each rank.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // Three suites, each a vitest project (`--project unit`): pure units, integration tests (real SQLite,
    // HTTP, processes, the fakes) and drawing tests (pixels, print files, whole books). docs/testing.md says
    // which suite covers what.
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
      { extends: true, test: { name: 'drawing', include: ['tests/drawing/**/*.test.ts'] } },
    ],
    // What a file says of itself with `// @module-tag NAME` (vitest applies it to every test in the file):
    // the PostgreSQL run (`npm run test:postgres`) leaves out the files whose database is part of what they
    // test, and those that open none.
    tags: [
      {
        name: 'sqlite',
        description: 'About SQLite itself (file, locking, backup, migrations): runs on SQLite in every run.',
      },
      {
        name: 'postgres',
        description: 'Starts PostgreSQL clusters of its own in every run.',
      },
      {
        name: 'no-database',
        description: 'Opens no database (a provider against its fake, the CPU pool): the same on either.',
      },
      {
        name: 'long',
        description: 'Keeps a worker a minute or more: started first within its project (RunOrder above).',
      },
    ],
    // Integration files, then drawing, then unit, long files first in each (RunOrder above says why).
    sequence: { sequencer: RunOrder },
    // Deadlines are nets for a test that hangs, not measures of speed: with the browser tests beside vitest on two
    // cores (npm test's two lanes, scripts/testAll.mjs), a first cover (the face models loaded in a render thread)
    // took over 20 s in a loaded run.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The files of a worker process share one module graph: the app is loaded once per process instead of
    // once per file (loading was 275 s of the run's 2,127 s of test time, and 214 s of the PostgreSQL run's
    // 559). What a file starts, its helpers end after it (tests/helpers/fileEnd.ts): harnesses, apps, the
    // CPU pool, data folders, PostgreSQL clusters.
    isolate: false,
    // A file per core (vitest's default leaves one core out: a single file at a time on two cores). Many
    // files wait on servers, child processes and deadlines as much as they compute: the whole run took
    // 198 s instead of 303 s on two cores.
    maxWorkers: os.availableParallelism(),
    globalSetup: ['tests/helpers/compileMessages.ts'],
    setupFiles: ['tests/helpers/cleanup.ts'],
    // On CI a failed test is run once more, as the browser tests are (playwright.config.ts): CI's two cores
    // are shared by both suites' servers and workers, and a test that reads too early there fails once in
    // many runs. The log marks it "(retry x1)": that is a flake to mend (docs/testing.md), not a pass to keep.
    retry: process.env.CI ? 1 : 0,
    // After the summary, the tests that passed only on that retry (tests/reporters/retriedTests.ts).
    reporters: ['default', './tests/reporters/retriedTests.ts'],
  },
});
