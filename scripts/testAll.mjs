// `npm test`: everything CI runs, arranged to keep both cores busy (docs/testing.md, "How long it takes").
// The build first: the browser tests, the doctor test and the tiny bench run what it makes. Then two lanes
// side by side: vitest's integration and unit projects, and lint, the type check, the browser tests and vitest's
// drawing project one after another. Each lane alone leaves a core idle about a sixth of its time (waits on fakes
// and timers, servers starting, one long file at the end); side by side each fills the other's gaps. Nothing is
// left out and nothing runs twice. The first lane's output streams as it comes; the other lane's is kept and
// printed after it, whole, so the two never interleave (a failure there is announced the moment it happens).
// The exit code is 0 only if every step passed.
import { spawn } from 'node:child_process';
import { TEST_MALLOC_TUNABLES } from './testMalloc.mjs';

// Every process below inherits the tests' allocator setting (2 MB pages), unless the caller chose its own.
process.env.GLIBC_TUNABLES ??= TEST_MALLOC_TUNABLES;

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const running = new Set();
let stopping = false;

/** Runs one command; its output goes to ours, or into `kept` when given. Resolves with its exit code. */
function run(command, args, kept) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', kept ? 'pipe' : 'inherit', kept ? 'pipe' : 'inherit'] });
    running.add(child);
    if (kept) {
      child.stdout.on('data', (chunk) => kept.push(chunk));
      child.stderr.on('data', (chunk) => kept.push(chunk));
    }
    child.on('error', (error) => {
      kept?.push(Buffer.from(`${command} could not start: ${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** The steps of a lane one after another, stopping at the first that fails; the name of that step, or null. */
async function lane(steps, kept) {
  for (const [name, command, args] of steps) {
    if (stopping) return name;
    kept?.push(Buffer.from(`\n> ${name}: ${command} ${args.join(' ')}\n`));
    if ((await run(command, args, kept)) !== 0) return name;
  }
  return null;
}

// Stopped from outside (a terminal's Ctrl-C reaches the children itself; a SIGTERM to this process does not).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    for (const child of running) child.kill(signal);
    process.exitCode = 1;
  });
}

const buildFailed = await lane([['build', 'npm', ['run', 'build']]]);
if (buildFailed) {
  console.error('\nnpm test: the build failed, so nothing else ran.');
  process.exit(1);
}
const buildTime = seconds(started);

/**
 * The lanes, each a list of steps; the first streams its output. Two, not more: on 2026-12-01 three (vitest's
 * drawing project apart from its unit and integration projects, all three from the start) took 985 s against
 * two's 958–999 s, with 4% more CPU spent on contention, and three tests ran past their deadlines (a cover in
 * 20 s, a painted book's files in 120 s) with six test processes and two browsers sharing two cores.
 * The drawing project follows the browser tests instead: the integration files wait more than they compute
 * (servers, PostgreSQL and fakes starting, lease timers), and once the browsers are done the drawing files'
 * pixel work fills those waits; with the drawing files in the first lane, a core stood idle a tenth of the time
 * after the browser tests ended.
 */
const LANES = [
  {
    name: 'vitest (integration and unit)',
    steps: [['integration and unit tests', 'npx', ['vitest', 'run', '--project', 'integration', '--project', 'unit']]],
  },
  {
    name: 'lint, type check, browser tests and drawing tests',
    steps: [
      ['lint', 'npm', ['run', 'lint']],
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['browser tests', 'npx', ['playwright', 'test']],
      ['drawing tests', 'npx', ['vitest', 'run', '--project', 'drawing']],
    ],
  },
];

const [first] = LANES;
const runs = LANES.map((l) => ({ ...l, kept: l === first ? undefined : [], failed: null, time: '', done: false }));
const finished = runs.map(async (r) => {
  const laneStarted = Date.now();
  r.failed = await lane(r.steps, r.kept);
  r.time = seconds(laneStarted);
  r.done = true;
  if (r.failed && r.kept)
    console.error(`\nnpm test: ${r.name}: ${r.failed} failed (its output follows ${first.name}'s).\n`);
});
await finished[0];
if (runs.some((r) => !r.done)) console.log(`\nnpm test: ${first.name} is done; waiting for the other lanes.`);
await Promise.all(finished);

for (const r of runs.slice(1)) {
  console.log(`\n──── ${r.name} ────`);
  process.stdout.write(Buffer.concat(r.kept));
}
const verdict = (r) => {
  const failed = r.failed === r.name ? 'FAILED' : `${r.failed} FAILED`;
  return `${r.name} ${r.failed ? `${failed} after ${r.time}` : `passed in ${r.time}`}`;
};
console.log(`\nnpm test: build ${buildTime}; ${runs.map(verdict).join('; ')}; ${seconds(started)} in all.`);
process.exit(runs.some((r) => r.failed) ? 1 : 0);
