// Entry of each render pool worker thread (renderPool.ts): loads workerTask and hands it piscina's messages.
// Plain JavaScript, because a worker thread does not inherit every way our TypeScript is loaded: vitest's
// transform never reaches it, and `node --import tsx` / the tsx CLI do only through inherited flags. So,
// unless a compiled workerTask.js sits beside this file (a production build), tsx's loader is registered
// here programmatically, scoped to this one import (a namespace), whatever the parent thread did.
// No top-level await: piscina may load this file with require().
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { move, transferableSymbol, valueSymbol } from 'piscina';

let loading;

function loadWorkerTask() {
  if (!loading) {
    const compiled = new URL('./workerTask.js', import.meta.url);
    loading = existsSync(fileURLToPath(compiled))
      ? import(compiled.href)
      : import('tsx/esm/api').then(({ register }) =>
          register({ namespace: 'cpu-pool' }).import('./workerTask.ts', import.meta.url),
        );
  }
  return loading;
}

export default async function cpuWorker(message) {
  const { runCpuTask } = await loadWorkerTask();
  const { value, transferList } = await runCpuTask(message);
  // Piscina transfers a result that implements its Transferable interface and is marked by move().
  return move({ [transferableSymbol]: transferList, [valueSymbol]: value });
}
