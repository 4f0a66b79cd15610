// `npm test`: everything CI runs, arranged to keep both cores busy (docs/testing.md, "How long it takes").
// The build first: the browser tests, the doctor test and the tiny bench run what it makes. Then two lanes
// side by side: vitest, and lint, the type check and the browser tests one after another. Each lane alone
// leaves a core idle about a sixth of its time (waits on fakes and timers, servers starting, one long file at
// the end); side by side each fills the other's gaps. Nothing is left out and nothing runs twice.
// vitest's output streams as it comes; the other lane's is kept and printed after it, whole, so the two never
// interleave (a failure there is announced the moment it happens). The exit code is 0 only if every step passed.
import { spawn } from 'node:child_process';

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const running = new Set();

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
    kept?.push(Buffer.from(`\n> ${name}: ${command} ${args.join(' ')}\n`));
    if ((await run(command, args, kept)) !== 0) return name;
  }
  return null;
}

// Stopped from outside (a terminal's Ctrl-C reaches the children itself; a SIGTERM to this process does not).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
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

const keptOutput = [];
const otherStarted = Date.now();
let otherTime = '';
let otherDone = false;
const other = lane(
  [
    ['lint', 'npm', ['run', 'lint']],
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['browser tests', 'npx', ['playwright', 'test']],
  ],
  keptOutput,
).then((failed) => {
  otherTime = seconds(otherStarted);
  otherDone = true;
  if (failed) console.error(`\nnpm test: ${failed} failed (its output follows vitest's); vitest goes on.\n`);
  return failed;
});
const vitestStarted = Date.now();
const vitestFailed = await lane([['vitest', 'npx', ['vitest', 'run']]]);
const vitestTime = seconds(vitestStarted);
if (!otherDone) console.log('\nnpm test: vitest is done; waiting for the browser tests.');
const otherFailed = await other;

console.log('\n──── lint, type check and browser tests ────');
process.stdout.write(Buffer.concat(keptOutput));
const verdict = (failed, time) => (failed ? `${failed} FAILED after ${time}` : `passed in ${time}`);
console.log(
  `\nnpm test: build ${buildTime}; vitest ${verdict(vitestFailed, vitestTime)}; ` +
    `lint, type check and browser tests ${verdict(otherFailed, otherTime)}; ${seconds(started)} in all.`,
);
process.exit(vitestFailed || otherFailed ? 1 : 0);
