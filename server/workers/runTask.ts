// Inside a CPU pool worker: runs one named task of a table for a message from cpuPool.ts. Byte fields
// arrive and leave as transferred memory (transfer.ts); a failure leaves as a plain Error with its
// message, which survives the trip to the main thread (a custom class or extra fields would not).
import sharp from 'sharp';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { CpuTaskMessage, CpuTaskTable } from './cpuPool';
import { packBytes, unpackBytes, type Packed } from './transfer';

// No libvips operation cache (a setting of the whole process, made when the first worker loads): every
// task's images are new buffers, so nothing in it is ever used again, while it would keep up to 50 MB of
// them alive. (libvips' threads per image are left alone: that setting is the whole process's too, and
// the main thread's uploads would pay for it; the pool's size is where it belongs.)
sharp.cache(false);

// Pixel buffers live outside V8's heap, and V8 frees dead ones only when it collects its heap, which it
// does not do until tens of megabytes of them have piled up (per thread). A page leaves that much behind,
// so a worker collects once its task's result is on its way: a few milliseconds for its small heap, and
// the thread's memory stays what it really uses.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

export async function runTask(table: CpuTaskTable, { task, input }: CpuTaskMessage): Promise<Packed<unknown>> {
  if (!Object.hasOwn(table, task)) throw new Error(`Unknown CPU task "${task}"`);
  const run = table[task] as (input: unknown) => Promise<unknown>;
  let output: unknown;
  try {
    output = await run(unpackBytes(input));
  } catch (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
  setImmediate(collectGarbage);
  return packBytes(output);
}
