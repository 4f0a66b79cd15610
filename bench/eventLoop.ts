// Event-loop benchmark (npx tsx bench/eventLoop.ts): how free the server's event loop stays while local
// covers render. The app listens in-process on a free port; the event-loop delay (monitorEventLoopDelay)
// and the latency of sequential GET /trpc/auth.session calls (paced, so a phase lasts about ten seconds)
// are measured idle, then while eight covers are kept rendering at once. Done twice: covers rendered on the
// main thread (renderLocalCover, as before the CPU pool), then through the CPU pool. Prints one table.
// Optional argument: calls per phase (default 400).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { renderLocalCover, type LocalCoverRequest } from '../server/providers/cover/local/renderCover';
import { createCpuPool } from '../server/workers/cpuPool';
import { makeTestApp } from '../tests/helpers/harness';

const REQUESTS = Number(process.argv[2] ?? 400);
const IN_FLIGHT = 8;
/** Between sequential calls, so a phase spans 10 s or more: long enough to count finished covers. */
const PAUSE_MS = 25;
const TYPES = ['black-and-white-manga', '30s-50s-style'];
/** The delay monitor's timer period; its samples include it, so it is subtracted to leave the delay. */
const RESOLUTION_MS = 10;

type Render = (req: LocalCoverRequest) => Promise<unknown>;

/** A phone-sized photo, as users upload. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="2048">
    <rect width="100%" height="100%" fill="#7ec8e3"/><ellipse cx="768" cy="860" rx="360" ry="440" fill="#e9c4a0"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

interface PhaseResult {
  loop: { p50: number; p99: number; max: number };
  session: { p50: number; p99: number };
  covers: number;
  seconds: number;
}

/** Sequential auth.session calls (signed in, so each reads the database), with the loop delay meanwhile. */
async function measure(url: string, cookie: string): Promise<Omit<PhaseResult, 'covers'>> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const latencies: number[] = [];
  const started = performance.now();
  histogram.enable();
  for (let i = 0; i < REQUESTS; i++) {
    if (i > 0) await sleep(PAUSE_MS);
    const t = performance.now();
    const response = await fetch(`${url}/trpc/auth.session`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`auth.session answered ${response.status}`);
    latencies.push(performance.now() - t);
  }
  histogram.disable();
  latencies.sort((a, b) => a - b);
  const ms = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  return {
    loop: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) },
    session: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) },
    seconds: (performance.now() - started) / 1000,
  };
}

/** Keeps IN_FLIGHT covers rendering (a new one starts as one ends) until stopped; resolves with the count. */
function keepRendering(render: Render, input: Buffer) {
  let stopping = false;
  let done = 0;
  let seed = 100;
  const lane = async () => {
    while (!stopping) {
      seed += 1;
      await render({ photo: input, title: 'The Singing Dentist Strikes Back', author: 'Maria', type: TYPES[seed % 2], seed });
      done += 1;
    }
  };
  const lanes = Array.from({ length: IN_FLIGHT }, lane);
  return async () => {
    stopping = true;
    const counted = done; // covers finished inside the measured window
    await Promise.all(lanes);
    return counted;
  };
}

async function runMode(render: Render, url: string, cookie: string, input: Buffer) {
  // Warm-up: a cover of each style (and, in the pool, a thread each) and some requests.
  await Promise.all(TYPES.map((type, i) => render({ photo: input, title: 'Warm-up', author: 'Maria', type, seed: i })));
  for (let i = 0; i < 20; i++) await (await fetch(`${url}/trpc/auth.session`, { headers: { cookie } })).arrayBuffer();
  await sleep(1000); // let the warm-up's garbage and native work settle
  const idle = { ...(await measure(url, cookie)), covers: 0 };
  const stop = keepRendering(render, input);
  const busyPhase = await measure(url, cookie);
  const busy = { ...busyPhase, covers: await stop() };
  return { idle, busy };
}

const t = await makeTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
if (!address || typeof address === 'string') throw new Error('the app did not listen on a TCP port');
const url = `http://127.0.0.1:${address.port}`;
const cookie = t.signIn('bench@example.com');
const input = await photo();
const pool = createCpuPool();

console.log(
  `${REQUESTS} sequential GET /trpc/auth.session per phase, ${PAUSE_MS} ms apart; ${IN_FLIGHT} covers rendering at once when busy; ` +
    `pool of ${pool.size} threads\n`,
);
const modes: Array<[string, Render]> = [
  ['main thread', (req) => renderLocalCover(req)],
  ['cpu pool', (req) => pool.run('renderCover', req)],
];
const rows: string[][] = [];
for (const [name, render] of modes) {
  const { idle, busy } = await runMode(render, url, cookie, input);
  for (const [phase, r] of [['idle', idle], [`${IN_FLIGHT} covers rendering`, busy]] as const) {
    rows.push([
      name,
      phase,
      r.loop.p50.toFixed(1),
      r.loop.p99.toFixed(1),
      r.loop.max.toFixed(0),
      r.session.p50.toFixed(1),
      r.session.p99.toFixed(1),
      phase === 'idle' ? '-' : (r.covers / r.seconds).toFixed(2),
    ]);
  }
}
await pool.close();
await t.app.close();

const header = ['rendering on', 'phase', 'loop delay p50 ms', 'loop delay p99 ms', 'loop delay max ms', 'session p50 ms', 'session p99 ms', 'covers/s'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
