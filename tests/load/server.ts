// The real server as a child process for the load test and the benches, run as production runs it (the
// compiled dist/server/main.js with plain node and npm start's memory settings, built first if stale): a free port,
// waiting for /healthz, its memory sampled from /proc every 250 ms, its warnings and errors collected,
// and every child killed when this process ends, however it ends.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const children = new Set<ChildProcess>();
const killAll = () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    killAll();
    process.exit(130);
  });
}

export interface MemorySample {
  at: number;
  /** VmRSS and VmHWM (peak RSS so far), in KiB. */
  rss: number;
  hwm: number;
  /** CPU time used so far (user + system), in seconds. */
  cpu: number;
}

export interface LogRecord {
  level: number;
  msg: string;
  err?: { message?: string; type?: string };
  path?: string;
}

export interface ServerProcess {
  base: string;
  pid: number;
  memory: MemorySample[];
  /** Log lines at warn or above (JSON), and anything else the process printed. */
  logs: LogRecord[];
  otherOutput: string[];
  exited: Promise<number | null>;
  exitCode(): number | null | undefined;
  /** Sends a signal; resolves with the exit code, or null after SIGKILL when it did not exit in time. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

/**
 * npm start's glibc settings: a render's native memory goes back to the system (docs/operations.md, "Start").
 * GLIBC_TUNABLES is emptied: `npm test` sets the tests' own (scripts/testMalloc.mjs), which could win over these.
 */
export const PRODUCTION_MALLOC_ENV = {
  GLIBC_TUNABLES: '',
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

const built = new Set<string>();
function buildIfStale(cwd: string) {
  if (built.has(cwd)) return;
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit', cwd });
  if (result.status !== 0) throw new Error('the build failed');
  built.add(cwd);
}

/**
 * npm start's node flags (package.json): source-mapped stack traces, Node 20's young generation on Node 24, and
 * an old generation that grows by half its live size before it is collected (docs/operations.md, "Start").
 */
const PRODUCTION_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=16', '--heap-growing-percent=50'];

/** Another checkout's server (bench/beforeAfter.ts): its folder, and the node flags its own npm start passes. */
export interface ServerCheckout {
  root: string;
  nodeFlags: string[];
}

export async function startServer(
  env: Record<string, string>,
  port: number,
  checkout: ServerCheckout = { root: process.cwd(), nodeFlags: PRODUCTION_NODE_FLAGS },
): Promise<ServerProcess> {
  buildIfStale(checkout.root);
  const child = spawn(process.execPath, [...checkout.nodeFlags, 'dist/server/main.js'], {
    cwd: checkout.root,
    env: { ...process.env, ...PRODUCTION_MALLOC_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const logs: LogRecord[] = [];
  const otherOutput: string[] = [];
  const onLine = (line: string) => {
    if (!line.trim()) return;
    try {
      logs.push(JSON.parse(line) as LogRecord);
    } catch {
      otherOutput.push(line);
    }
  };
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop()!;
      lines.forEach(onLine);
    });
    stream.on('end', () => onLine(rest));
  }
  let code: number | null | undefined;
  const exited = once(child, 'exit').then(([c]) => {
    code = c as number | null;
    clearInterval(sampler);
    children.delete(child);
    return code;
  });

  const memory: MemorySample[] = [];
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
      // /proc/<pid>/stat: fields 14 and 15 (after the command in parentheses) are utime and stime in ticks.
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const cpu = (Number(stat[11]) + Number(stat[12])) / 100;
      // A process that is exiting has no VmRSS line any more.
      if (Number.isFinite(kb('VmRSS'))) memory.push({ at: performance.now(), rss: kb('VmRSS'), hwm: kb('VmHWM'), cpu });
    } catch {
      // The process is gone.
    }
  };
  const sampler = setInterval(sample, 250);

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (code !== undefined) throw new Error(`server exited with ${code} during start-up:\n${otherOutput.join('\n')}`);
    if (Date.now() > deadline) throw new Error('server did not answer /healthz within 30 s');
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  sample();

  return {
    base,
    pid: child.pid!,
    memory,
    logs,
    otherOutput,
    exited,
    exitCode: () => code,
    async stop(signal = 'SIGTERM', timeoutMs = 30_000) {
      if (code !== undefined) return code;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return child.signalCode === 'SIGKILL' ? null : result;
    },
  };
}

/** The memory samples taken between two instants. */
export function memoryBetween(server: ServerProcess, from: number, to = Infinity): MemorySample[] {
  return server.memory.filter((m) => m.at >= from && m.at <= to);
}

/** The latest memory sample taken at or before an instant. */
export function memoryAt(server: ServerProcess, at: number): MemorySample | undefined {
  return server.memory.filter((m) => m.at <= at).at(-1);
}
