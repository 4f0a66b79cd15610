// `npm start` on SQLite, another checkout against this one (npm run bench -- before-after <folder>; alone:
// npx tsx bench/beforeAfter.ts <folder> [--tiny] [--rounds=3]): the API bench (bench/api.ts) run on each
// server in turn, before after before after ..., so both see the same machine. Each server is that checkout's
// own build (built first if stale), started with the node flags of its own package.json "start"; the bench
// code, the reference app and the load are this checkout's. Printed per round and as medians: /healthz over
// the bare Fastify route, auth.session over the bare tRPC query (req/s, and the server's CPU per answer), and
// the server's RSS after covers and the load. Make the other checkout with
//   git worktree add --detach ../bench-before <commit> && cp -al node_modules ../bench-before/
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/helpers/freePort';
import { startServer, type ServerCheckout } from '../tests/load/server';
import { API_BENCH_ENV, measureApi, productionServerEnv, type ApiFigures } from './api';
import { benchOptions, fmt, isMain, median, printRows, type BenchOptions, type BenchRow } from './table';

/** The node flags a checkout's `npm start` passes (package.json "start": `... node <flags> dist/server/main.js`). */
export function startFlags(root: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const command = /\bnode\s+(.*?)\s*dist\/server\/main\.js/.exec(pkg.scripts.start);
  if (!command) throw new Error(`${root}/package.json: "start" does not run node dist/server/main.js`);
  return command[1].split(/\s+/).filter((flag) => flag.startsWith('--'));
}

interface Ratios {
  healthz: number;
  session: number;
  /** The server's CPU per answer against the reference's: steadier than req/s on a shared machine. */
  healthzCpu: number;
  sessionCpu: number;
  rssMb: number;
  load: string;
}

const ratiosOf = (f: ApiFigures): Ratios => ({
  healthz: f.healthz.rps / f.bareRoute.rps,
  session: f.authSession.rps / f.bareQuery.rps,
  healthzCpu: f.healthz.cpuUs / f.bareRoute.cpuUs,
  sessionCpu: f.authSession.cpuUs / f.bareQuery.cpuUs,
  rssMb: f.afterRss / 1048576,
  load: f.machine,
});

async function measureCheckout(opts: BenchOptions, checkout: ServerCheckout): Promise<Ratios> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comics-before-after-'));
  const server = await startServer({ ...productionServerEnv(dataDir), ...API_BENCH_ENV }, await freePort(), checkout);
  try {
    return ratiosOf(await measureApi(opts, server));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const summary = (r: Ratios) =>
  `/healthz ${r.healthz.toFixed(2)} of bare Fastify (CPU/req ${r.healthzCpu.toFixed(2)}×) · auth.session ` +
  `${r.session.toFixed(2)} of bare tRPC (CPU/req ${r.sessionCpu.toFixed(2)}×) · RSS ${r.rssMb.toFixed(0)} MB`;

export async function benchBeforeAfter(opts: BenchOptions, beforeRoot: string, rounds: number): Promise<BenchRow[]> {
  const checkouts = {
    before: { root: path.resolve(beforeRoot), nodeFlags: startFlags(beforeRoot) },
    after: { root: process.cwd(), nodeFlags: startFlags(process.cwd()) },
  };
  const runs: Record<keyof typeof checkouts, Ratios[]> = { before: [], after: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const which of ['before', 'after'] as const) {
      const ratios = await measureCheckout(opts, checkouts[which]);
      console.error(`round ${round}, ${which}: ${summary(ratios)} · ${ratios.load}`);
      runs[which].push(ratios);
    }
  }
  const med = (which: keyof typeof checkouts, key: keyof Omit<Ratios, 'load'>) =>
    median(runs[which].map((r) => r[key]));
  const row = (name: string, key: keyof Omit<Ratios, 'load'>, show: (n: number) => string, higherIsBetter: boolean) => {
    const [before, after] = [med('before', key), med('after', key)];
    return {
      section: 'API' as const,
      name: `${name}, median of ${rounds}`,
      figure: `after ${show(after)}`,
      reference: `before ${show(before)} (${path.basename(checkouts.before.root)})`,
      ratio: fmt.times(after / before),
      budget: higherIsBetter ? 'no lower than before' : 'no higher than before',
      // Within 5% is the same on a shared machine: the runs of one checkout vary more than that.
      met: opts.tiny ? undefined : higherIsBetter ? after >= before * 0.95 : after <= before * 1.05,
    };
  };
  const share = (n: number) => n.toFixed(2);
  return [
    row('/healthz ÷ bare Fastify route (req/s)', 'healthz', share, true),
    row('/healthz CPU per answer ÷ bare Fastify', 'healthzCpu', share, false),
    row('auth.session ÷ bare tRPC query (req/s)', 'session', share, true),
    row('auth.session CPU per answer ÷ bare tRPC', 'sessionCpu', share, false),
    row('server RSS after covers and the API load', 'rssMb', (n) => `${n.toFixed(0)} MB`, false),
  ];
}

if (isMain(import.meta.url)) {
  const before = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!before) throw new Error('usage: npx tsx bench/beforeAfter.ts <the other checkout> [--tiny] [--rounds=3]');
  const rounds = Number(/--rounds=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 3);
  printRows(await benchBeforeAfter(benchOptions(), before, rounds));
}
