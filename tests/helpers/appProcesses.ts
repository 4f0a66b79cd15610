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
    markReady = resolve;
    failReady = reject;
  });
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
      return exited;
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
