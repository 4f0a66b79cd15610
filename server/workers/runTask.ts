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
// so a worker collects once its task's result is on its way. A young-generation collection is enough for
// most of it (a task's buffers die young) and takes a few milliseconds where a full one took 40: on a 20-page
// book the server's CPU fell from 38.0 to 35.3 s (manga) and from 60.4 to 52.9 s (vintage), its peak RSS
// rose from 344 to 372 MB and from 370 to 377 MB (budget 400; bench/book.ts, 2026-11-29, Node 24); making
// the files peaked at 405 and 418 MB against 408 and 398 (bench/files.ts). What outlives a task is left to
// V8's own full collections.
v8.setFlagsFromString('--expose-gc');
// The old generation is collected once it has grown by half of what the last collection left, as `npm start`
// already asks of the whole server (docs/operations.md): V8's own factor, worked out from how fast a thread
// allocates, left a drawing thread only a little room above its live heap, so it marked that heap again two
// or three times a page. A setting of the whole process, so the processes that draw without `npm start`'s
// flags (`npm run worker`, the tests' servers and workers) draw as it does; set where a drawing thread loads.
v8.setFlagsFromString('--heap-growing-percent=50');
const collectGarbage = vm.runInNewContext('gc') as (options: { type: 'minor' }) => void;
const collectYoung = () => collectGarbage({ type: 'minor' });

export async function runTask(table: CpuTaskTable, { task, input }: CpuTaskMessage): Promise<Packed<unknown>> {
  if (!Object.hasOwn(table, task)) throw new Error(`Unknown CPU task "${task}"`);
  const run = table[task] as (input: unknown) => Promise<unknown>;
  let output: unknown;
  try {
    output = await run(unpackBytes(input));
  } catch (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
  setImmediate(collectYoung);
  return packBytes(output);
}
