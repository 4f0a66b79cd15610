// Profiling aid (not part of `npm run bench`): draws a book through the real job, but with the CPU tasks
// run on this thread, so `node --cpu-prof` sees every JavaScript stage, and prints each task's time and
// the CPU it took (all threads: libvips works on its own).
// Run: node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profileBook.ts [manga|vintage]
// The pages land in /tmp/profile-book/<style>/NN.png (print) and NN.jpg (reader).
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { RenderPool } from '../server/engines/pool/renderPool';
import { cpuTasks, type CpuTaskName } from '../server/engines/pool/cpuTasks';
import { readBookPages } from '../server/domains/book/bookRows';
import { makeHarness } from '../tests/helpers/harness';
import { SAMPLE_STYLES, saveSampleComic } from '../tests/fixtures/sampleComic';

const style = (process.argv.find((a) => a in SAMPLE_STYLES) ?? 'manga') as keyof typeof SAMPLE_STYLES;
const out = `/tmp/profile-book/${style}`;
mkdirSync(out, { recursive: true });

const times: { task: string; ms: number }[] = [];
let cpuMs = 0;
/** A "pool" of one: the main thread itself, so the profiler sees the work. */
const inThread: RenderPool = {
  size: 1,
  threadIds: () => [0],
  close: async () => {},
  run: (async (task: CpuTaskName, input: unknown) => {
    const started = performance.now();
    const used = process.cpuUsage();
    const output = await (cpuTasks[task] as (i: unknown) => Promise<unknown>)(input);
    times.push({ task, ms: performance.now() - started });
    const spent = process.cpuUsage(used);
    cpuMs += (spent.user + spent.system) / 1000;
    return output;
  }) as RenderPool['run'],
};

const h = await makeHarness({ user: 'profile@example.com', seed: 11, deps: { cpu: inThread } });
const id = await saveSampleComic(h, SAMPLE_STYLES[style]);
const started = performance.now();
await h.deps.jobs.waitFor((await h.caller.book.start({ comicId: id })).id);
const wall = performance.now() - started;
for (const row of await readBookPages(h.deps.db, id, h.user!.id)) {
  const n = String(row.number).padStart(2, '0');
  if (row.printUrl) writeFileSync(`${out}/${n}.png`, await h.deps.store.read(row.printUrl));
  if (row.readerUrl) writeFileSync(`${out}/${n}.jpg`, await h.deps.store.read(row.readerUrl));
}
const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
console.log(
  `${style}: ${times.length} tasks in ${(wall / 1000).toFixed(1)} s, ${(cpuMs / 1000).toFixed(1)} s of CPU ` +
    `(all threads, ${(cpuMs / times.length).toFixed(0)} ms a task); task p50 ` +
    `${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
);
console.log(times.map((t) => `${t.task} ${t.ms.toFixed(0)}`).join('\n'));
console.log(`rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB; pages in ${out}`);
await h.deps.jobs.close();
