// Book benchmark (npx tsx bench/book.ts [books]): the built-in art drawing whole 20-page books through the
// real job, CPU pool and storage, with the app serving requests meanwhile. Prints, per style: the time of
// each page's render task at print size (median, p95), the whole book's wall time, the peak RSS of the
// process (its worker threads included) while it draws, and the p50/p99 of sequential auth.session calls
// over HTTP while it draws. Targets (issue 12): ≤ 1.5 s a page, ≤ 60 s a book, RSS ≤ 400 MB, p99 ≤ 50 ms.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCaller } from '../server/trpc/root';
import { createContextInner } from '../server/trpc/context';
import { upsertUser } from '../server/domains/auth/sessions';
import { saveOwnedImage } from '../server/storage/ownedImages';
import { createCpuPool, type CpuPool } from '../server/workers/cpuPool';
import { makeTestApp } from '../tests/helpers/harness';
import { portrait } from '../tests/fixtures/portraits';

const STYLES = ['black-and-white-manga', '30s-50s-style'];
const PAUSE_MS = 20;
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const mb = (bytes: number) => bytes / 1048576;

/** The pool, timing each page task (render tasks only: matter pages are drawn whole). */
function timedPool(pool: CpuPool, pageTimes: number[]): CpuPool {
  return {
    size: pool.size,
    threadIds: () => pool.threadIds(),
    close: () => pool.close(),
    run: (async (task, input) => {
      const started = performance.now();
      const output = await pool.run(task, input as never);
      if (task === 'renderStoryPage' || task === 'renderMatterPage') pageTimes.push(performance.now() - started);
      return output;
    }) as CpuPool['run'],
  };
}

const pageTimes: number[] = [];
const pool = createCpuPool();
const t = await makeTestApp({ deps: { cpu: timedPool(pool, pageTimes) } });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
if (!address || typeof address === 'string') throw new Error('the app did not listen on a TCP port');
const url = `http://127.0.0.1:${address.port}`;
const cookie = t.signIn('bench@example.com');
const user = upsertUser(t.deps.db, { issuer: 'test', subject: 'bench@example.com', email: 'bench@example.com' });
const caller = createCaller(createContextInner({ deps: t.deps, user, visitorId: 'bench' }));
const photo = (await portrait('tan-brown-hair-grey')).photo;

async function sessionCallsUntil(done: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!done()) {
    const started = performance.now();
    const response = await fetch(`${url}/trpc/auth.session`, { headers: { cookie } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await sleep(PAUSE_MS);
  }
  return latencies.sort((a, b) => a - b);
}

console.log(`built-in art, 20 story pages (24 interior pages) per book, pool of ${pool.size} threads, idle RSS ${mb(process.memoryUsage().rss).toFixed(0)} MB\n`);
const rows: string[][] = [];
for (const type of STYLES) {
  const mainCharacterPhoto = await saveOwnedImage(t.deps, 'characters', photo, 'jpg', { userId: user.id, visitorId: null });
  const { id } = await caller.comics.save({
    draft: {
      type,
      author: 'Maria Lopez',
      answers: [
        { id: 'job', question: 'q', hint: '', answer: 'Dentist who sings to her patients' },
        { id: 'family', question: 'q', hint: '', answer: 'My husband Tom and our dog Biscuit' },
      ],
      characters: [],
      idea: { id: 'i1', title: 'The Singing Dentist', description: 'Maria saves the city one song at a time.' },
      mainCharacterPhoto,
    },
  });
  pageTimes.length = 0;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const job = await caller.book.start({ comicId: id });
  let finished = false;
  const waiting = t.deps.jobs.waitFor(job.id).then((view) => {
    finished = true;
    return view;
  });
  const latencies = await sessionCallsUntil(() => finished);
  const view = await waiting;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (view.status !== 'succeeded') throw new Error(`the book ended ${view.status}: ${view.error}`);
  const pages = [...pageTimes].sort((a, b) => a - b);
  rows.push([
    type,
    String(pages.length),
    (percentile(pages, 0.5) / 1000).toFixed(2),
    (percentile(pages, 0.95) / 1000).toFixed(2),
    seconds.toFixed(1),
    mb(peak).toFixed(0),
    percentile(latencies, 0.5).toFixed(1),
    percentile(latencies, 0.99).toFixed(1),
  ]);
}
await t.app.close();
await pool.close();

const header = ['style', 'pages', 'page p50 s', 'page p95 s', 'book s', 'peak RSS MB', 'session p50 ms', 'session p99 ms'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
console.log('\ntargets: page p50 ≤ 1.5 s, book ≤ 60 s, peak RSS ≤ 400 MB, session p99 ≤ 50 ms while drawing');
