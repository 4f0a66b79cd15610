// A pool of worker threads for CPU-heavy work, so pixel and font work never blocks the event loop. It knows
// no task itself: the caller names the worker script (which runs a table of named tasks with runTask.ts)
// and the table's type, so calls are typed; byte fields are transferred, not serialized (transfer.ts).
// One pool per app: create it with the app's services and close it when the app closes.
import os from 'node:os';
import { Piscina } from 'piscina';
// sharp is loaded on the main thread too, so its native libraries stay loaded while worker threads that
// use it come and go (glibc would unload them with the last worker; sharp's docs ask for this).
import 'sharp';
import { packBytes, unpackBytes } from './transfer';

/** Named tasks: each takes one plain-data input and resolves to plain data (`never` admits any input type). */
export type CpuTaskTable = Record<string, (input: never) => Promise<unknown>>;

/** What the pool posts to a worker for one task. */
export interface CpuTaskMessage {
  task: string;
  input: unknown;
}

export interface CpuPoolOptions {
  /** Worker threads at most; default one per core (`os.availableParallelism()`), at least 1. */
  threads?: number;
  /**
   * A thread idle this long ends; threads start on demand. Default one minute: a thread that has rendered
   * holds about 75 MB (its own heap, fonts, the renderer), which a server that rendered a few covers would
   * otherwise keep for as long as this; a fresh thread costs the next render about half a second (the
   * compiled build; from TypeScript, a second or two). A book's pages follow one another, so they keep
   * their threads.
   */
  idleTimeoutMs?: number;
  /**
   * How much lower the threads' CPU priority is than the main thread's (nice(2), Linux and macOS), so that
   * on a busy machine the event loop gets the CPU first; default 10. Needs piscina's optional @napi-rs/nice.
   */
  niceIncrement?: number;
  /** Trouble outside any one task (a close that outlasted piscina's timeout); default a process warning. */
  onError?: (error: Error) => void;
}

export interface CpuPool<Tasks extends CpuTaskTable> {
  /** Runs a named task on a worker thread; rejects with the task's own error message if it throws. */
  run<K extends keyof Tasks & string>(task: K, input: Parameters<Tasks[K]>[0]): Promise<Awaited<ReturnType<Tasks[K]>>>;
  /** The most threads the pool runs at once. */
  readonly size: number;
  /** Ids of the worker threads alive now (the main thread's id is 0). */
  threadIds(): number[];
  /**
   * Ends every thread at once, failing the tasks under way or waiting; later runs are refused. The app closes
   * its pool last: its requests are answered by then and its jobs given back (they run again), so a task
   * still running (a book's print files take tens of seconds) would only hold the exit.
   */
  close(): Promise<void>;
}

/**
 * Each thread's young generation, in MB (V8 sizes it from the machine's memory otherwise: up to 128 MB on
 * Node 24 with this much memory). A task's objects die young, and V8 starts marking the whole old generation
 * early whenever the room left under its limit is smaller than the young generation, which it nearly always
 * was with a thread's 55 MB heap: two to three full collections a page. With 24 MB, and the growing factor
 * runTask.ts sets, a 20-page book's pages took 17% less CPU in manga and 10% less in vintage, and the process
 * 90 to 150 MB less memory at its peak (docs/performance.md, "Collecting less often").
 */
const YOUNG_GENERATION_MB = 24;

// Piscina derives its transfer-list type from the wrong postMessage overload; an ArrayBuffer[] is what it passes on.
type TransferList = NonNullable<NonNullable<Parameters<Piscina['run']>[1]>['transferList']>;

/** `worker`: the worker threads' entry, a module whose default export runs one CpuTaskMessage. */
export function createCpuPool<Tasks extends CpuTaskTable>(worker: URL, options: CpuPoolOptions = {}): CpuPool<Tasks> {
  const wanted = options.threads ?? os.availableParallelism();
  const size = Number.isFinite(wanted) ? Math.max(1, Math.floor(wanted)) : 1;
  const piscina = new Piscina({
    filename: worker.href,
    minThreads: 0,
    maxThreads: size,
    idleTimeout: options.idleTimeoutMs ?? 60_000,
    niceIncrement: options.niceIncrement ?? 10,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  // Piscina reports such trouble as an 'error' event, which would crash the app if nobody listened.
  piscina.on('error', options.onError ?? ((error: Error) => process.emitWarning(error)));
  let closing: Promise<void> | null = null;

  return {
    size,
    async run(task, input) {
      if (closing) throw new Error('The CPU pool is closed.');
      const { value, transferList } = packBytes(input);
      const message: CpuTaskMessage = { task, input: value };
      try {
        return unpackBytes(await piscina.run(message, { transferList: transferList as unknown as TransferList }));
      } catch (error) {
        throw error instanceof Error ? error : new Error(String(error));
      }
    },
    threadIds: () => piscina.threads.map((worker) => worker.threadId),
    close() {
      closing ??= piscina.destroy();
      return closing;
    },
  };
}
