// How a test starts one of the app's own programs (the web server, the worker, backup and restore) as a child
// process: the compiled build (dist/server/<name>.js, what `npm start` and `npm run worker` run) when it is there
// and newer than every source it is made from, else the sources through tsx. `npm test` builds first, so its
// children start as production starts them; a file run alone after an edit to the server runs the edit.
// Started from TypeScript, a process spent about a second more of CPU getting ready (2.5 s against 1.5 s for the
// worker, 2026-12-01), and each of its drawing threads more again loading the engines through tsx.
// TEST_APP_FROM=source (or =build) chooses for every test.
import path from 'node:path';
import { isStale, ROOT, TARGETS } from '../../scripts/buildTargets.mjs';

const PROGRAMS = {
  'server/main.ts': 'main',
  'server/worker.ts': 'worker',
  'server/ops/backup.ts': 'backup',
  'server/ops/restore.ts': 'restore',
} as const;
export type AppProgram = keyof typeof PROGRAMS;

/**
 * Whether children start from dist/server: asked, or else the build is fresh. Checked at every start, not once per
 * process: vitest keeps its worker processes between runs in watch mode, and an edit made meanwhile must run.
 */
function startFromBuild(): boolean {
  const asked = process.env.TEST_APP_FROM;
  if (asked === 'source' || asked === 'build') return asked === 'build';
  return !isStale(TARGETS.find((target) => target.name === 'server')!);
}

/** The arguments for `process.execPath` that start `program` (a path from the repository's root). */
export function appProgramArgs(program: AppProgram, ...args: string[]): string[] {
  return startFromBuild()
    ? ['--enable-source-maps', path.join(ROOT, 'dist/server', `${PROGRAMS[program]}.js`), ...args]
    : ['--import', 'tsx', program, ...args];
}
