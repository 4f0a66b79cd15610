// The app's own processes as real children (their build when it is fresh, else their sources: appProgram.ts): a
// web instance (server/main.ts) and a worker (server/worker.ts, what `npm run worker` runs). Their JSON log lines
// are read as they come: a worker's "job claimed" lines say which process holds which job, and when.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { appProgramArgs } from './appProgram';

export interface JobClaim {
  jobId: string;
  kind: string;
  attempt: number;
  at: number;
}

export interface AppProcess {
  name: string;
  proc: ChildProcess;
  /** The jobs this process claimed (a worker, with LOG_LEVEL=debug), in order. */
  claims: JobClaim[];
  /** Every log line, for a failure's message. */
  output(): string;
  /** Resolves once the process says it is serving (web) or running jobs (worker). */
  ready: Promise<void>;
  /** CPU seconds the process has used so far, its threads included (Linux's /proc; NaN elsewhere or once gone). */
  cpuSeconds(): number;
  /** kill -9, resolved once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, resolved with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Nets for a child that hangs (2026-12-02: a staging test sat 400 s on one of its awaits and vitest could only
 * say "timed out"): far longer than a start or a stop takes on a loaded machine (seconds), and each failure
 * names the process and prints what it said.
 */
const READY_NET_MS = 120_000;
const STOP_NET_MS = 90_000;
const tail = (lines: string[]) => lines.slice(-40).join('\n');

const READY = {
  web: /Comics by Anyone is running at/,
  worker: /Comics by Anyone worker is running jobs/,
};

/** Starts a web instance or a worker with `env` over this process's environment. */
export function startAppProcess(name: string, kind: 'web' | 'worker', env: Record<string, string>): AppProcess {
  const entry = kind === 'web' ? 'server/main.ts' : 'server/worker.ts';
  const proc = spawn(process.execPath, appProgramArgs(entry), {
    env: { ...process.env, LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const claims: JobClaim[] = [];
  const lines: string[] = [];
  let buffered = '';
  let markReady: () => void = () => undefined;
  let failReady: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    const net = setTimeout(
      () => reject(new Error(`${name} did not say it was ready in ${READY_NET_MS / 1000} s:\n${tail(lines)}`)),
      READY_NET_MS,
    );
    net.unref();
    markReady = () => {
      clearTimeout(net);
      resolve();
    };
    failReady = (error) => {
      clearTimeout(net);
      reject(error);
    };
  });
  // Awaited by the tests that need it; one that never asks is not failed by a child it has already stopped.
  void ready.catch(() => undefined);
  proc.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop()!;
    for (const line of complete) {
      lines.push(line);
      if (READY[kind].test(line)) markReady();
      if (!line.includes('"job claimed"')) continue;
      const entry = JSON.parse(line) as { jobId: string; kind: string; attempt: number };
      claims.push({ jobId: entry.jobId, kind: entry.kind, attempt: entry.attempt, at: Date.now() });
    }
  });
  proc.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const exited = once(proc, 'exit').then(([code]) => code as number | null);
  void exited.then((code) =>
    failReady(new Error(`${name} exited (${code}) before it was ready:\n${lines.join('\n')}`)),
  );
  return {
    name,
    proc,
    claims,
    output: () => lines.join('\n'),
    ready,
    cpuSeconds: () => cpuSecondsOf(proc.pid),
    async kill() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      let net: NodeJS.Timeout | undefined;
      const hung = new Promise<'hung'>((resolve) => {
        net = setTimeout(() => resolve('hung'), STOP_NET_MS);
      });
      const code = await Promise.race([exited, hung]);
      clearTimeout(net);
      if (code !== 'hung') return code;
      proc.kill('SIGKILL');
      await exited;
      throw new Error(`${name} did not stop in ${STOP_NET_MS / 1000} s after SIGTERM (killed):\n${tail(lines)}`);
    },
  };
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, counted after the command's closing parenthesis). */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
