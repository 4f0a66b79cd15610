// Where the suite's CPU goes, file by file (docs/testing.md, "How long it takes"): with TEST_CPU_LOG=<file>
// set, each test file appends one JSON line: its wall time, the CPU of its worker process (every thread: the
// render threads and libvips's included) and of the child processes it started and waited for. Summed by
// `npx tsx tools/fileCpu.ts <file>`. Counted from the file's first hook: its import and collection are not.
// Off unless asked: it reads /proc, which only Linux has.
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';

const TICKS_PER_SECOND = 100;

/** Seconds of CPU of this process's children that have ended (utime + stime of those waited for). */
function childSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5) (cutime, cstime) are the 14th and 15th after the command's closing bracket.
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

export function recordFileCpu(log: string, ended: () => Promise<void>): void {
  let start: { wall: number; cpu: NodeJS.CpuUsage; children: number } | undefined;
  beforeAll(() => {
    start = { wall: performance.now(), cpu: process.cpuUsage(), children: childSeconds() };
  });
  afterAll(async () => {
    await ended();
    if (!start) return;
    const cpu = process.cpuUsage(start.cpu);
    const line = {
      file: expect.getState().testPath,
      wall: (performance.now() - start.wall) / 1000,
      cpu: (cpu.user + cpu.system) / 1e6,
      children: childSeconds() - start.children,
    };
    appendFileSync(log, `${JSON.stringify(line)}\n`);
  });
}
