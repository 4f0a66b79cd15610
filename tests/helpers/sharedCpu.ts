// One CPU pool per test process, shared by every harness and test app, and kept from one test file to the
// next: a render thread started from TypeScript spends one to two seconds of CPU loading the engines
// (server/workers/cpuPool.ts) and most files draw something, so a pool per file cost a few minutes of the
// run's CPU. What a file started must still not run on into the next one and load it: at the file's end the
// pool waits for the tasks still under way (the page of a canceled book finishing), and one that outlasts
// SETTLE_MS ends the pool instead, as every file's end used to.
import { setTimeout as sleep } from 'node:timers/promises';
import { createRenderPool, type RenderPool } from '../../server/engines/pool/renderPool';
import { rememberingPool } from './rememberedDrawing';
import { atFileEnd } from './fileEnd';
import { poolWith } from './poolWith';

/** The longest a file's end waits for its render tasks before it ends the threads (a page takes 1–3 s). */
const SETTLE_MS = 15_000;

let cpu: RenderPool | undefined;
let remembering: RenderPool | undefined;
let running = 0;
const whenIdle: (() => void)[] = [];

/** `pool`, counting the tasks under way. */
const counting = (pool: RenderPool) =>
  poolWith(pool, (task, input) => {
    running++;
    return pool.run(task, input).finally(() => {
      running--;
      if (running === 0) for (const resolve of whenIdle.splice(0)) resolve();
    });
  });

export const sharedCpu = () => (cpu ??= counting(createRenderPool({ idleTimeoutMs: 30_000 })));
/** The shared pool, remembering its drawings (tests/helpers/rememberedDrawing.ts). */
export const rememberingCpu = () => (remembering ??= rememberingPool(sharedCpu()));

/** Ends the shared pool's threads (a tool's last step; a test file's end when its tasks outlast SETTLE_MS). */
export async function closeSharedCpu(): Promise<void> {
  const pool = cpu;
  cpu = undefined;
  remembering = undefined;
  running = 0;
  for (const resolve of whenIdle.splice(0)) resolve();
  await pool?.close();
}

/** After each test file: the pool once idle, or ended. */
async function settleSharedCpu(): Promise<void> {
  if (!cpu || running === 0) return;
  const idle = new Promise<boolean>((resolve) => whenIdle.push(() => resolve(true)));
  const settled = await Promise.race([idle, sleep(SETTLE_MS, false)]);
  if (!settled) await closeSharedCpu();
}
atFileEnd(settleSharedCpu);
