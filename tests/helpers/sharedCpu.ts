// One CPU pool per test process, shared by every harness and test app, and kept from one test file to the
// next: a render thread started from TypeScript spends one to two seconds of CPU loading the engines
// (server/workers/cpuPool.ts) and most files draw something, so a pool per file cost a few minutes of the
// run's CPU. What a file started must still not run on into the next one and load it: at the file's end
// (the harness registers `settleSharedCpu` to run once its services are closed) the pool waits for the tasks
// still under way (the page of a canceled book finishing), and one that outlasts SETTLE_MS ends the pool
// instead, as every file's end used to.
import { setTimeout as sleep } from 'node:timers/promises';
import { createRenderPool, type RenderPool } from '../../server/engines/pool/renderPool';
import { rememberingPool } from './rememberedDrawing';
import { poolWith } from './poolWith';

/** The longest a file's end waits for its render tasks before it ends the threads (a page takes 1–3 s). */
const SETTLE_MS = 10_000;

/** A pool that counts its tasks under way, and says when none are. */
interface CountingPool {
  pool: RenderPool;
  running: () => number;
  idle: () => Promise<void>;
}

function counting(inner: RenderPool): CountingPool {
  let running = 0;
  const whenIdle: (() => void)[] = [];
  const pool = poolWith(inner, (task, input) => {
    running++;
    return inner.run(task, input).finally(() => {
      running--;
      if (running === 0) for (const resolve of whenIdle.splice(0)) resolve();
    });
  });
  const idle = () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => whenIdle.push(resolve)));
  return { pool, running: () => running, idle };
}

let shared: CountingPool | undefined;
let remembering: RenderPool | undefined;

export function sharedCpu(): RenderPool {
  shared ??= counting(createRenderPool({ idleTimeoutMs: 30_000 }));
  return shared.pool;
}
/** The shared pool, remembering its drawings (tests/helpers/rememberedDrawing.ts). */
export const rememberingCpu = () => (remembering ??= rememberingPool(sharedCpu()));

/** Ends the shared pool's threads (a tool's last step; a test file's end when its tasks outlast SETTLE_MS). */
export async function closeSharedCpu(): Promise<void> {
  const ending = shared;
  shared = undefined;
  remembering = undefined;
  await ending?.pool.close();
}

/** After each test file: the pool once idle, or ended. */
export async function settleSharedCpu(): Promise<void> {
  if (!shared || shared.running() === 0) return;
  const waiting = new AbortController();
  const settled = await Promise.race([
    shared.idle().then(() => true),
    sleep(SETTLE_MS, false, { signal: waiting.signal }).catch(() => false),
  ]);
  waiting.abort();
  if (!settled) await closeSharedCpu();
}
