// The API bench: the real server under autocannon beside a bare reference app
// (bench/reference/server.mjs) loaded in the same run, so every figure is read against what this machine
// serves with nothing of ours in the way. Rows: the bare Fastify route and the bare tRPC query (references),
// then /healthz, auth.session (signed in) and comics.list (a library of 50 comics), and the server's RSS
// before and after that load. autocannon runs in this process, separate from both servers.
//   npx tsx bench/api.ts [--tiny]     starts the server itself and prints the table
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchOptions, fmt, formatTable, percentile, type BenchOptions, type BenchRow } from './table';
import { signIn } from './signIn';

/**
 * What the bench needs of the server's environment (the caller merges it into startServer's env, which
 * already runs the server as production does, allocator settings included): a save quota that lets it
 * seed a library.
 */
export const API_BENCH_ENV: Record<string, string> = {
  RATE_LIMIT_SAVES_PER_HOUR: '10000',
  RATE_LIMIT_COVERS_PER_HOUR: '10000',
};

/**
 * The server as npm start runs it in production, on a data directory of its own, logging warnings only (JSON),
 * with the local e-mail sign-in the benchmarks sign in with (bench/signIn.ts).
 */
export const productionServerEnv = (dataDir: string): Record<string, string> => ({
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  ALLOW_LOCAL_SIGN_IN: 'true',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  LOG_FORMAT: 'json',
});

const REFERENCE_ENTRY = fileURLToPath(new URL('./reference/server.mjs', import.meta.url));
const RSS_BUDGET_BYTES = 200 * 1024 * 1024;

interface LoadSettings {
  /** Measured seconds per target, taken as `rounds` interleaved slices; an unmeasured warm-up before. */
  seconds: number;
  rounds: number;
  warmUpSeconds: number;
  connections: number;
  comics: number;
  covers: number;
}

const settings = (opts: BenchOptions): LoadSettings =>
  opts.tiny
    ? { seconds: 1, rounds: 1, warmUpSeconds: 0, connections: 10, comics: 5, covers: 2 }
    : { seconds: 10, rounds: 5, warmUpSeconds: 2, connections: 50, comics: 50, covers: 6 };

// autocannon ships no types; this is the part of its programmatic API and result the bench reads. A run is
// an event emitter (one 'response' per answer, with its latency in ms) that is also a promise of the result.
interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
interface AutocannonRun extends PromiseLike<AutocannonResult> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => AutocannonRun;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Something to load: a URL, the process that answers it (for its CPU time) and the headers to send. */
interface Target {
  url: string;
  pid: number;
  headers: Record<string, string>;
}

/** What the measured slices of one target add up to. */
interface Tally {
  latencies: number[];
  answers: number;
  seconds: number;
  cpuSeconds: number;
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time the serving process spent per answer, in microseconds. */
  cpuUs: number;
}

/** CPU time (user + system) a process has used so far, in seconds (/proc/<pid>/stat, in clock ticks). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * One autocannon run against a target, added to its tally when given (a warm-up passes none). Every answer
 * must be a 2xx, or the figure would flatter an error page.
 */
async function slice(target: Target, seconds: number, s: LoadSettings, tally?: Tally): Promise<void> {
  const cpuBefore = cpuSecondsOf(target.pid);
  const run = autocannon({ url: target.url, connections: s.connections, duration: seconds, headers: target.headers });
  // A connection's first answer includes opening it, and a burst of new connections is slow to be served
  // (seconds, for the tRPC adapter, bare or not). One ten-second run opens its connections once; so only
  // the first slice counts those first answers, and the latency figures see one opening, as that run would.
  const opened = new Set<unknown>();
  const countFirst = tally?.answers === 0;
  if (tally) {
    run.on('response', (client, status, _bytes, ms) => {
      const first = !opened.has(client);
      opened.add(client);
      if (status < 300 && (countFirst || !first)) tally.latencies.push(ms);
    });
  }
  const result = await run;
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0 || result['2xx'] === 0) {
    throw new Error(
      `${target.url}: ${failed} failed answers (${result.non2xx} non-2xx, ${result.errors} ` +
        `errors, ${result.timeouts} timeouts)`,
    );
  }
  if (!tally) return;
  tally.answers += result['2xx'];
  tally.seconds += result.duration;
  tally.cpuSeconds += cpuSecondsOf(target.pid) - cpuBefore;
}

/**
 * Loads every target for `s.seconds`, in `s.rounds` slices taken in turn (A B C A B C ...), after a warm-up
 * of each. On a machine shared with other work the neighbours come and go within seconds; interleaving
 * gives each figure and its reference the same neighbours, which back-to-back ten-second runs do not.
 * Latency percentiles are over the answers of every slice (see slice() for connections' first answers).
 * Besides req/s, the server's CPU time per answer, which moves with the neighbours much less than req/s.
 */
async function loadInTurn(targets: Target[], s: LoadSettings): Promise<Load[]> {
  for (const target of targets) if (s.warmUpSeconds > 0) await slice(target, s.warmUpSeconds, s);
  const tallies = targets.map((): Tally => ({ latencies: [], answers: 0, seconds: 0, cpuSeconds: 0 }));
  for (let round = 0; round < s.rounds; round++) {
    for (const [i, target] of targets.entries()) await slice(target, s.seconds / s.rounds, s, tallies[i]);
  }
  return tallies.map((t) => ({
    rps: t.answers / t.seconds,
    p50: percentile(t.latencies, 0.5),
    p99: percentile(t.latencies, 0.99),
    cpuUs: (t.cpuSeconds / t.answers) * 1e6,
  }));
}

/** The bare reference app as its own process on a free port; resolves once it listens. */
async function startReference(): Promise<{ base: string; pid: number; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [REFERENCE_ENTRY], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  process.once('exit', () => child.kill('SIGKILL'));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`the reference app exited with ${code} before listening`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}

/** VmRSS (or, with 'VmHWM', the peak RSS so far) of a process, in bytes. */
function rssOf(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) * 1024;
}

/** One tRPC call over HTTP (a query without input, else a mutation); throws unless it answers with a result. */
export async function trpc<T>(base: string, cookie: string, procedure: string, input?: unknown): Promise<T> {
  const res = await fetch(`${base}/trpc/${procedure}`, {
    method: input === undefined ? 'GET' : 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: input === undefined ? undefined : JSON.stringify(input),
  });
  const body = (await res.json()) as { result?: { data: T }; error?: { message: string } };
  if (!res.ok || !body.result) throw new Error(`${procedure} answered ${res.status}: ${body.error?.message ?? ''}`);
  return body.result.data;
}

/** The bench's comic number `i`: a draft as the app sends it, manga and vintage in turn. */
export const benchDraft = (i: number) => ({
  type: i % 2 ? 'black-and-white-manga' : '30s-50s-style',
  author: 'Bench',
  answers: [{ id: 'job', question: "What is Bench's job?", hint: '', answer: 'night baker' }],
  characters: [],
  idea: {
    id: `idea-${i}`,
    title: `Bench and the Case of Comic #${i}`,
    description: 'A hero saves the day before the server does.',
  },
});

/** A portrait uploaded as a browser uploads a hero's photo; resolves to the stored photo's URL. */
export async function uploadBenchPhoto(base: string, cookie: string): Promise<string> {
  const { portrait } = await import('../tests/fixtures/portraits');
  const form = new FormData();
  const photo = (await portrait('medium-dark-white')).photo;
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'hero.jpg');
  const res = await fetch(`${base}/api/uploads/characters`, { method: 'POST', body: form, headers: { cookie } });
  const uploaded = (await res.json()) as { url?: string };
  if (res.status !== 201 || !uploaded.url) throw new Error(`the photo upload answered ${res.status}`);
  return uploaded.url;
}

/**
 * Covers drawn by the server's built-in renderer (its CPU pool's threads), two at a time, from a photo uploaded
 * as a browser does: the memory row is read after these and the API load, as a server that has made covers
 * holds them.
 */
async function makeCovers(base: string, cookie: string, count: number): Promise<void> {
  const photo = await uploadBenchPhoto(base, cookie);
  for (let i = 0; i < count; i += 2) {
    await Promise.all(
      [i, i + 1].map((n) =>
        trpc(base, cookie, 'cover.generate', {
          draft: { ...benchDraft(n), mainCharacterPhoto: photo },
        }),
      ),
    );
  }
}

/** A library of `count` comics saved through the real API, as the app saves them. */
async function seedLibrary(base: string, cookie: string, count: number): Promise<void> {
  for (let i = 1; i <= count; i++) {
    await trpc(base, cookie, 'comics.save', { draft: benchDraft(i) });
  }
  const listed = await trpc<unknown[]>(base, cookie, 'comics.list');
  if (listed.length !== count) throw new Error(`comics.list lists ${listed.length} comics, ${count} were saved`);
}

const loadFigure = (l: Load) =>
  `${fmt.count(l.rps)} req/s · p50 ${fmt.ms(l.p50)} · p99 ${fmt.ms(l.p99)} · ${Math.round(l.cpuUs)} µs CPU/req`;

function referenceRow(name: string, l: Load, note?: string): BenchRow {
  return { section: 'API', name, figure: loadFigure(l), reference: note };
}

/** The machine's one-minute load average: beside figures like these, it says how busy the neighbours were. */
const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** A row held to a share of its reference's req/s and, when given, a multiple of its p99. */
function comparedRow(name: string, l: Load, ref: Load, refName: string, minShare: number, maxP99?: number): BenchRow {
  const share = l.rps / ref.rps;
  // Against a sub-millisecond reference p99 (a quiet machine, the tiny run) the ratio would be noise.
  const p99Ratio = l.p99 / Math.max(1, ref.p99);
  const ratio = maxP99 === undefined ? fmt.pct(share) : `${fmt.pct(share)} · p99 ${fmt.times(p99Ratio)}`;
  const budget = `≥ ${fmt.pct(minShare)} req/s${maxP99 === undefined ? '' : `, p99 ≤ ${maxP99}×`}`;
  return {
    section: 'API',
    name,
    figure: loadFigure(l),
    reference: `${refName} ${fmt.count(ref.rps)} req/s · p99 ${fmt.ms(ref.p99)} · ${Math.round(ref.cpuUs)} µs CPU/req`,
    ratio,
    budget,
    met: share >= minShare && (maxP99 === undefined || p99Ratio <= maxP99),
  };
}

/** What one API bench run measured: each load, and the server's RSS before and after it. */
export interface ApiFigures {
  bareRoute: Load;
  healthz: Load;
  bareQuery: Load;
  authSession: Load;
  comicsList: Load;
  machine: string;
  idleRss: number;
  afterRss: number;
  peakRss: number;
  referenceRss: number;
}

export async function measureApi(opts: BenchOptions, server: { base: string; pid: number }): Promise<ApiFigures> {
  const s = settings(opts);
  const idleRss = rssOf(server.pid);
  const reference = await startReference();
  try {
    const cookie = await signIn(server.base, 'api-bench@example.com');
    await makeCovers(server.base, cookie, s.covers);
    await seedLibrary(server.base, cookie, s.comics);
    const session = await trpc<{ user: { email: string } } | null>(server.base, cookie, 'auth.session');
    if (session?.user.email !== 'api-bench@example.com')
      throw new Error('auth.session does not see the signed-in user');

    // Every figure is measured in turn with its reference (interleaved slices), so both see the same machine.
    const signedIn = { cookie };
    const [bareRoute, healthz, bareQuery, authSession, comicsList] = await loadInTurn(
      [
        { url: `${reference.base}/ping`, pid: reference.pid, headers: {} },
        { url: `${server.base}/healthz`, pid: server.pid, headers: {} },
        { url: `${reference.base}/trpc/ping`, pid: reference.pid, headers: signedIn },
        { url: `${server.base}/trpc/auth.session`, pid: server.pid, headers: signedIn },
        { url: `${server.base}/trpc/comics.list`, pid: server.pid, headers: signedIn },
      ],
      s,
    );
    const machine = `machine load average ${loadAverage().toFixed(1)} on ${os.availableParallelism()} cores`;
    const afterRss = rssOf(server.pid);
    const peakRss = rssOf(server.pid, 'VmHWM');
    const referenceRss = rssOf(reference.pid);
    return {
      bareRoute,
      healthz,
      bareQuery,
      authSession,
      comicsList,
      machine,
      idleRss,
      afterRss,
      peakRss,
      referenceRss,
    };
  } finally {
    await reference.stop();
  }
}

/** The API and memory rows of one run's figures, each beside its reference and budget. */
export function apiRows(opts: BenchOptions, f: ApiFigures): BenchRow[] {
  const s = settings(opts);
  const { bareRoute, healthz, bareQuery, authSession, comicsList, machine } = f;
  const { idleRss, afterRss, peakRss, referenceRss } = f;
  const each = `${s.connections} connections, ${s.seconds} s in ${s.rounds} slice${s.rounds === 1 ? '' : 's'}`;
  return [
    referenceRow(`bare Fastify route (${each})`, bareRoute, machine),
    referenceRow('bare tRPC query', bareQuery),
    comparedRow('GET /healthz', healthz, bareRoute, 'bare Fastify', 0.5),
    comparedRow('auth.session (signed in)', authSession, bareQuery, 'bare tRPC', 0.8, 1.5),
    comparedRow(`comics.list (${s.comics} comics)`, comicsList, bareQuery, 'bare tRPC', 0.8, 1.5),
    { section: 'Memory', name: 'server RSS idle (before the API load)', figure: fmt.mb(idleRss) },
    {
      section: 'Memory',
      name: `server RSS after ${s.covers} covers and the API load`,
      figure: `${fmt.mb(afterRss)} (peak ${fmt.mb(peakRss)})`,
      reference: `bare reference app ${fmt.mb(referenceRss)}`,
      ratio: fmt.pct(afterRss / RSS_BUDGET_BYTES),
      budget: `≤ ${fmt.mb(RSS_BUDGET_BYTES)}`,
      met: afterRss <= RSS_BUDGET_BYTES,
    },
  ];
}

export async function benchApi(opts: BenchOptions, server: { base: string; pid: number }): Promise<BenchRow[]> {
  return apiRows(opts, await measureApi(opts, server));
}

// Standalone: a production server of its own on a fresh data directory.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { startServer } = await import('../tests/load/server');
  const { freePort } = await import('../tests/helpers/freePort');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comics-bench-api-'));
  const server = await startServer({ ...productionServerEnv(dataDir), ...API_BENCH_ENV }, await freePort());
  try {
    console.log(formatTable(await benchApi(benchOptions(), server)));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
