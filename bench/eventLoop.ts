// The event-loop part of `npm run bench` (alone: npx tsx bench/eventLoop.ts): how free the server's event
// loop stays while local covers render in the CPU pool. The app listens in this process on a free port; the
// event-loop delay (monitorEventLoopDelay) and the latency of sequential GET /trpc/auth.session calls
// (paced, so a phase lasts about ten seconds) are measured idle, then while eight covers are kept rendering
// at once through the pool, as the server renders them.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import type { LocalCoverRequest } from '../server/engines/cover/renderCover';
import { createRenderPool } from '../server/engines/pool/renderPool';
import { makeTestApp } from '../tests/helpers/harness';
import { benchOptions, fmt, isMain, printRows, type BenchOptions, type BenchRow } from './table';

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
    <rect width="100%" height="100%" fill="#7ec8e3"/>
    <ellipse cx="768" cy="860" rx="360" ry="440" fill="#e9c4a0"/></svg>`;
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
async function measure(url: string, cookie: string, requests: number): Promise<Omit<PhaseResult, 'covers'>> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const latencies: number[] = [];
  const started = performance.now();
  histogram.enable();
  for (let i = 0; i < requests; i++) {
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
      await render({
        photo: input,
        title: 'The Singing Dentist Strikes Back',
        author: 'Maria',
        type: TYPES[seed % 2],
        seed,
      });
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

async function runPhases(render: Render, url: string, cookie: string, input: Buffer, requests: number) {
  // Warm-up: a cover of each style (and, in the pool, a thread each) and some requests.
  await Promise.all(TYPES.map((type, i) => render({ photo: input, title: 'Warm-up', author: 'Maria', type, seed: i })));
  for (let i = 0; i < 20; i++) await (await fetch(`${url}/trpc/auth.session`, { headers: { cookie } })).arrayBuffer();
  await sleep(1000); // let the warm-up's garbage and native work settle
  const idle = { ...(await measure(url, cookie, requests)), covers: 0 };
  const stop = keepRendering(render, input);
  const busyPhase = await measure(url, cookie, requests);
  const busy = { ...busyPhase, covers: await stop() };
  return { idle, busy };
}

export async function benchEventLoop(opts: BenchOptions): Promise<BenchRow[]> {
  const requests = opts.tiny ? 20 : 400;
  const t = await makeTestApp();
  const pool = createRenderPool();
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app did not listen on a TCP port');
    const url = `http://127.0.0.1:${address.port}`;
    const cookie = await t.signIn('bench@example.com');
    const { idle, busy } = await runPhases((req) => pool.run('renderCover', req), url, cookie, await photo(), requests);
    const busyLabel =
      `${IN_FLIGHT} covers rendering in the pool (${pool.size} threads, ` +
      `${(busy.covers / busy.seconds).toFixed(1)} covers/s)`;
    return [
      {
        section: 'Generation',
        name: 'event-loop delay p99 while covers render',
        figure: `p99 ${fmt.ms(busy.loop.p99)} · max ${fmt.ms(busy.loop.max)} (${busyLabel})`,
        reference: `idle p99 ${fmt.ms(idle.loop.p99)}`,
      },
      {
        section: 'Generation',
        name: 'auth.session while covers render',
        figure:
          `p50 ${fmt.ms(busy.session.p50)} · p99 ${fmt.ms(busy.session.p99)} ` +
          `(${requests} calls, ${PAUSE_MS} ms apart)`,
        reference: `idle p50 ${fmt.ms(idle.session.p50)} · p99 ${fmt.ms(idle.session.p99)}`,
      },
    ];
  } finally {
    await pool.close();
    await t.app.close();
  }
}

if (isMain(import.meta.url)) printRows(await benchEventLoop(benchOptions()));
