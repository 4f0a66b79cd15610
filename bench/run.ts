// npm run bench: every speed and memory figure in one table, each beside the reference measured in the same
// run and the budget it is held to. `--tiny` runs every part at a token size (the test suite does, to prove
// the bench works; its figures mean nothing).
//
// Order matters: the production server (the compiled build, started as npm start starts it) is measured
// idle, then under the API load, then serves the client pages and uploads; the event-loop and book parts
// run afterwards, the book and the files each in a child process of their own so their peak RSS is their own.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/helpers/freePort';
import { PRODUCTION_MALLOC_ENV, startServer } from '../tests/load/server';
import { API_BENCH_ENV, benchApi, productionServerEnv } from './api';
import { benchClient } from './client';
import { benchEventLoop } from './eventLoop';
import { benchGeneration, GENERATION_BENCH_ENV } from './generation';
import { benchBeforeAfter } from './beforeAfter';
import { measureQueue, queueRows } from './queue';
import { benchOptions, formatTable, median, rowsFromOutput, type BenchOptions, type BenchRow } from './table';
import { measureWorkers, workersRows } from './workers';

async function inChildProcess(script: string, opts: BenchOptions): Promise<BenchRow[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--rows-json', ...(opts.tiny ? ['--tiny'] : [])], {
    env: { ...process.env, ...PRODUCTION_MALLOC_ENV },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${script} exited with ${code}:\n${output.slice(-2000)}`);
  return rowsFromOutput(output);
}

async function measureServer(opts: BenchOptions): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comics-bench-'));
  const server = await startServer(
    { ...productionServerEnv(dataDir), ...API_BENCH_ENV, ...GENERATION_BENCH_ENV },
    await freePort(),
  );
  try {
    const api = await benchApi(opts, server);
    const client = await benchClient(opts, server.base);
    const generation = await benchGeneration(opts, server);
    return [...api, ...client, ...generation];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const opts = benchOptions();
const started = Date.now();
// The parts of issue 36's bench that need more than one process or checkout run on their own:
//   npm run bench -- workers                 books per minute with 1, 2 and 4 workers, and the queue's cost
//   npm run bench -- before-after <folder>   npm start on SQLite, another checkout against this one
const part = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (part === 'workers') {
  const runs = await measureWorkers(opts);
  const onePostgres = runs.find((r) => r.engine === 'postgres' && r.workers === 1) ?? runs[0];
  const rows = [...workersRows(runs), ...queueRows(await measureQueue(opts), median(onePostgres.pageGaps))];
  console.log(`\n${formatTable(rows)}\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  process.exit(0);
}
if (part === 'before-after') {
  const folder = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))[1];
  if (!folder) throw new Error('usage: npm run bench -- before-after <the other checkout> [--rounds=3]');
  const rounds = Number(/--rounds=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 3);
  console.log(`\n${formatTable(await benchBeforeAfter(opts, folder, rounds))}`);
  process.exit(0);
}

console.log(
  `Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} ` +
    `GiB${opts.tiny ? ' (tiny run: figures mean nothing)' : ''}`,
);
const rows = [
  ...(await measureServer(opts)),
  ...(await benchEventLoop(opts)),
  ...(await inChildProcess('bench/book.ts', opts)),
  ...(await inChildProcess('bench/files.ts', opts)),
];
const order = ['API', 'Memory', 'Client', 'Generation', 'Book', 'Files'];
rows.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
console.log(`\n${formatTable(rows)}\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
