// The app's pool of render threads: the CPU pool (server/workers) running the render tasks (cpuTasks.ts),
// covers and book pages, so pixel and font work never blocks the event loop.
import { createCpuPool, type CpuPool, type CpuPoolOptions } from '../../workers/cpuPool';
import type { CpuTasks } from './cpuTasks';

export type RenderPool = CpuPool<CpuTasks>;

// Beside this file in the sources, and beside the bundle in dist/server (the build copies it there).
const WORKER_ENTRY = new URL('./cpuWorker.mjs', import.meta.url);

export function createRenderPool(options: CpuPoolOptions = {}): RenderPool {
  return createCpuPool<CpuTasks>(WORKER_ENTRY, options);
}
