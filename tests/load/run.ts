// npm run test:load: a load and fault test of the real server (not part of npm test). Starts the server,
// runs a mix of 34 simulated users for LOAD_SECONDS (default 60) with a burst of 100 anonymous covers in the
// middle, sends SIGTERM while comics are being saved, restarts on the same data and checks that every
// acknowledged save survived and every acknowledged delete stayed deleted, then checks the database file.
// Prints one report; exits 1 when data was lost or damaged or the server did not exit cleanly.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { makePhoto } from '../helpers/images';
import { checkDatabase, checkLedger } from './checks';
import { freePort } from '../helpers/freePort';
import { memoryAt, memoryBetween, startServer, type ServerProcess } from './server';
import { errorSummary, latencyRows, mib, ms, percentile, Recorder, table } from './stats';
import * as users from './users';

const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
if (!(LOAD_SECONDS > 0)) throw new Error('LOAD_SECONDS must be a positive number');
const SAVERS = 12;
const DELETERS = 4;
const IDEA_VISITORS = 12;
const COVER_VISITORS = 6;
const BURST = 100;
/** Past this the run is stopped, whatever it is doing: it must end by itself. */
const WATCHDOG_MS = (LOAD_SECONDS + 180) * 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const progress = (line: string) =>
  console.error(`[load ${((performance.now() - t0) / 1000).toFixed(1).padStart(5)} s] ${line}`);
const t0 = performance.now();

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cba-load-'));
  const env = (port: number) => ({
    NODE_ENV: 'production',
    // Users sign in with the local e-mail sign-in, straight to the server (client.ts), never through the proxy.
    ALLOW_LOCAL_SIGN_IN: 'true',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_IDEAS_PER_HOUR: '100000',
    RATE_LIMIT_COVERS_PER_HOUR: '100000',
    RATE_LIMIT_UPLOADS_PER_HOUR: '100000',
    RATE_LIMIT_SAVES_PER_HOUR: '100000',
    MAX_COMICS_PER_USER: '100000',
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
    ANTHROPIC_API_KEY: '',
    REPLICATE_API_TOKEN: '',
  });
  const rec = new Recorder();
  const port = await freePort();
  const server = await startServer(env(port), port);
  progress(`server pid ${server.pid} on ${server.base}, data in ${dataDir}`);
  const idle = server.memory.at(-1);

  // Setup: users sign in and upload their photos; the burst's visitors upload theirs now, before the burst.
  const photos = await Promise.all([
    makePhoto('jpeg', 640, 800),
    makePhoto('jpeg', 800, 1000),
    makePhoto('jpeg', 480, 640),
  ]);
  const world: users.World = {
    base: server.base,
    rec,
    photos,
    ledger: users.newLedger(),
    stopVisitors: false,
    stopWriters: false,
  };
  const savers = await Promise.all(range(SAVERS).map((i) => users.signedInUser(world, `saver${i + 1}@example.com`)));
  const deleters = await Promise.all(
    range(DELETERS).map((i) => users.signedInUser(world, `deleter${i + 1}@example.com`)),
  );
  const coverVisitors = await Promise.all(
    range(COVER_VISITORS).map((i) => users.photoVisitor(world, `198.51.100.${201 + i}`)),
  );
  const burstVisitors = await Promise.all(range(BURST).map((i) => users.photoVisitor(world, `198.51.100.${101 + i}`)));
  progress(`setup done: ${SAVERS + DELETERS} users signed in, ${rec.samples.length} requests`);

  // The mix, with the burst in its middle.
  rec.phase = 'mix';
  const mixStart = performance.now();
  const beforeMix = memoryAt(server, mixStart);
  const ownCpuBefore = process.cpuUsage();
  const loadBefore = os.loadavg()[0];
  const writerLoops = [
    ...savers.map((u) => users.saverLoop(world, u)),
    ...deleters.map((u) => users.deleterLoop(world, u)),
  ];
  const visitorLoops = [
    ...range(IDEA_VISITORS).map((i) =>
      users.ideaVisitorLoop(
        world,
        range(8).map((k) => `198.51.100.${1 + i * 8 + k}`),
      ),
    ),
    ...coverVisitors.map((v) => users.coverVisitorLoop(world, v)),
    users.healthProbe(world, 'GET /healthz', 250, () => world.stopVisitors),
  ];
  progress(
    `mix running for ${LOAD_SECONDS} s (${SAVERS} savers, ${DELETERS} deleters, ${IDEA_VISITORS} idea and ` +
      `${COVER_VISITORS} cover visitors)`,
  );
  await sleep((LOAD_SECONDS * 1000) / 2);

  const burstRssBefore = memoryAt(server, performance.now());
  let burstDone = false;
  const burstProbe = users.healthProbe(world, 'GET /healthz [burst]', 20, () => burstDone);
  progress(`burst: ${BURST} concurrent cover.generate from ${BURST} addresses`);
  const burst = await users.coverBurst(burstVisitors);
  burstDone = true;
  await burstProbe;
  await sleep(500); // memory settles a little after the burst's last answer
  const burstPeak = Math.max(...memoryBetween(server, burst.started, performance.now()).map((m) => m.rss));
  progress(`burst done in ${((burst.ended - burst.started) / 1000).toFixed(1)} s`);

  await sleep(Math.max(0, mixStart + LOAD_SECONDS * 1000 - performance.now()));
  world.stopVisitors = true;
  await Promise.all(visitorLoops);
  const mixEnd = performance.now();
  const afterMix = memoryAt(server, mixEnd);
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const loadAfter = os.loadavg()[0];

  // SIGTERM while the savers and deleters keep writing; they stop once the process has exited. A cover is
  // rendering when the signal comes, so the drain lasts a while: it must finish, and saves meanwhile get 503.
  rec.phase = 'shutdown';
  await sleep(500);
  const coverInFlight = coverVisitors[0].client.mutation(
    'cover.generate',
    { draft: users.makeDraft('Drain', coverVisitors[0].photo) },
    'cover.generate [at SIGTERM]',
  );
  await sleep(100);
  const signalAt = performance.now();
  progress('SIGTERM while saving (and one cover rendering)');
  const exitCode = await server.stop('SIGTERM', 30_000);
  const inFlightCover = await coverInFlight;
  const exitedAt = performance.now();
  world.stopWriters = true;
  await Promise.all(writerLoops);
  progress(`server exited with ${exitCode} after ${Math.round(exitedAt - signalAt)} ms`);

  // Restart on the same data; the same e-mails sign in to the same accounts.
  rec.phase = 'verify';
  const port2 = await freePort();
  const server2 = await startServer(env(port2), port2);
  progress(
    `restarted (pid ${server2.pid}); checking ${world.ledger.saved.size} saves and ` +
      `${world.ledger.deleted.size} deletes`,
  );
  const ledgerCheck = await checkLedger(server2.base, rec, world.ledger);
  const exitCode2 = await server2.stop('SIGTERM', 30_000);
  const dbCheck = checkDatabase(dataDir);

  // Report.
  const mix = rec.inPhase('mix');
  const shutdown = rec.inPhase('shutdown');
  const mixSeconds = (mixEnd - mixStart) / 1000;
  const isBusy = (a: { status: unknown; message?: string }) => a.status === 503 && /busy/i.test(a.message ?? '');
  const rendered = burst.answers.filter((a) => a.status === 200).length;
  const busy = burst.answers.filter(isBusy).length;
  const burstHealth = mix.filter((s) => s.label === 'GET /healthz [burst]').map((s) => s.ms);
  const ack = (m: Map<string, { at: number }>, after: boolean) =>
    [...m.values()].filter((v) => v.at >= signalAt === after).length;
  const lastAnswer = shutdown.filter((s) => s.status !== 'ERR').reduce((a, s) => Math.max(a, s.end), signalAt);
  const peak = Math.max(...server.memory.map((m) => m.hwm));
  const exitText = (code: number | null) => (code === null ? 'did not exit (killed)' : String(code));

  const rows: string[][] = [
    ['MIX', ''],
    [
      'duration / users',
      `${mixSeconds.toFixed(1)} s / ${SAVERS} savers, ${DELETERS} deleters, ${IDEA_VISITORS} idea + ` +
        `${COVER_VISITORS} cover visitors`,
    ],
    ['total requests (mix)', String(mix.length)],
    ['requests/s (mix)', (mix.length / mixSeconds).toFixed(1)],
    ['non-2xx by status (mix)', errorSummary(mix)],
    [
      'CPU seconds: server / load generator',
      `${((afterMix?.cpu ?? NaN) - (beforeMix?.cpu ?? NaN)).toFixed(1)} / ` +
        `${((ownCpu.user + ownCpu.system) / 1e6).toFixed(1)} (of ` +
        `${(mixSeconds * os.availableParallelism()).toFixed(0)} available)`,
    ],
    [
      'system load average (1 min) start / end',
      `${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)} (other processes share these CPUs)`,
    ],
    [
      'latency p50 / p99 (mix, all)',
      `${ms(
        percentile(
          mix.map((s) => s.ms),
          0.5,
        ),
      )} / ${ms(
        percentile(
          mix.map((s) => s.ms),
          0.99,
        ),
      )}`,
    ],
    ['BURST', ''],
    [
      'cover.generate burst',
      `${BURST} calls: ${rendered} rendered (200), ${busy} refused busy (503), ${BURST - rendered - busy} ` +
        `other${otherBurst(burst.answers)}`,
    ],
    ['burst duration', ms(burst.ended - burst.started)],
    ['RSS before burst / peak during', `${mib(burstRssBefore?.rss)} / ${mib(burstPeak)}`],
    [
      '/healthz during burst',
      `n=${burstHealth.length}, p50 ${ms(percentile(burstHealth, 0.5))}, p99 ` +
        `${ms(percentile(burstHealth, 0.99))}, max ${ms(Math.max(...burstHealth))}`,
    ],
    ['MEMORY (server RSS)', ''],
    ['idle / before mix / after mix', `${mib(idle?.rss)} / ${mib(beforeMix?.rss)} / ${mib(afterMix?.rss)}`],
    ['peak (VmHWM)', mib(peak)],
    [
      'RSS through the mix (every 10%)',
      `${range(11)
        .map((i) => memoryAt(server, mixStart + ((mixEnd - mixStart) * i) / 10)?.rss)
        .map((kb) => mib(kb).replace(' MiB', ''))
        .join(' ')} MiB`,
    ],
    ['SIGTERM', ''],
    [
      'saves acknowledged',
      `${world.ledger.saved.size} (${ack(world.ledger.saved, false)} before the signal, ` +
        `${ack(world.ledger.saved, true)} after)`,
    ],
    [
      'deletes acknowledged',
      `${world.ledger.deleted.size} (${ack(world.ledger.deleted, false)} before, ` +
        `${ack(world.ledger.deleted, true)} after); ${world.ledger.deleteUnknown.size} unanswered`,
    ],
    [
      'requests during shutdown',
      `${shutdown.length} (non-2xx: ${errorSummary(shutdown)}); last answer ` +
        `${ms(lastAnswer - signalAt)} after the signal`,
    ],
    [
      'cover in flight at the signal',
      `${inFlightCover.status} after ${ms(inFlightCover.at - signalAt)} from the signal (must be ` +
        `200: in-flight requests finish)`,
    ],
    ['exit code after SIGTERM', `${exitText(exitCode)} (exited ${ms(exitedAt - signalAt)} after the signal)`],
    ['AFTER RESTART', ''],
    [
      'saves found (as owner)',
      `${ledgerCheck.savesFound} of ${ledgerCheck.savesExpected} expected; lost ${ledgerCheck.lost.length}; ` +
        `re-read misses during load ${world.ledger.rereadMisses.length}`,
    ],
    [
      'deletes gone (NOT_FOUND)',
      `${ledgerCheck.deletesGone} of ${ledgerCheck.deletesExpected}; resurrected ${ledgerCheck.resurrected.length}`,
    ],
    ['inconclusive checks', String(ledgerCheck.inconclusive.length + ledgerCheck.signInFailures.length)],
    ['saved, answer never arrived', String(ledgerCheck.unacknowledgedPresent.length)],
    [
      'unanswered deletes done / not done',
      `${ledgerCheck.unansweredDeletesDone.length} / ${ledgerCheck.unansweredDeletesNotDone.length}`,
    ],
    ['exit code of restarted server', exitText(exitCode2)],
    ['DATABASE', ''],
    ['PRAGMA integrity_check', dbCheck.integrity],
    ['PRAGMA foreign_key_check', `${dbCheck.foreignKeyViolations} violations`],
    ['partial comics (not 1 idea + 5 pages)', `${dbCheck.partialComics.length} of ${dbCheck.comics} comics`],
    ['comics whose photo file is missing', String(dbCheck.missingPhotos.length)],
  ];

  const failures = [
    ...ledgerCheck.lost.map((id) => `acknowledged save lost: ${id}`),
    ...world.ledger.rereadMisses.map((id) => `acknowledged save not found on re-read: ${id}`),
    ...ledgerCheck.resurrected.map((id) => `acknowledged delete resurrected: ${id}`),
    ...ledgerCheck.inconclusive.map((x) => `could not check: ${x}`),
    ...ledgerCheck.signInFailures.map((x) => `sign-in after restart failed: ${x}`),
    ...dbCheck.partialComics.map((c) => `partial comic ${c.id}: ${c.ideas} ideas, ${c.pages} pages`),
    ...(dbCheck.integrity === 'ok' ? [] : [`integrity_check: ${dbCheck.integrity}`]),
    ...(dbCheck.foreignKeyViolations ? [`foreign_key_check: ${dbCheck.foreignKeyViolations} violations`] : []),
    ...(exitCode === 0 ? [] : [`exit code after SIGTERM: ${exitText(exitCode)}`]),
    ...(inFlightCover.status === 'ERR' ? [`the cover in flight at SIGTERM was cut off: ${inFlightCover.message}`] : []),
  ];
  const warnings = [
    ...(mix.some((s) => s.status === 500) || shutdown.some((s) => s.status === 500)
      ? ['HTTP 500 answers seen (see the table)']
      : []),
    ...ledgerCheck.unacknowledgedPresent
      .slice(0, 5)
      .map((id) => `comic ${id} was saved but its answer never arrived (a request dropped mid-way)`),
    ...ledgerCheck.unansweredDeletesDone
      .slice(0, 5)
      .map((id) => `comic ${id} was deleted but the answer never arrived (a request dropped mid-way)`),
    ...dbCheck.missingPhotos.slice(0, 5).map((url) => `comic photo missing on disk: ${url}`),
    ...(exitCode2 === 0 ? [] : [`restarted server exit code: ${exitText(exitCode2)}`]),
    ...(mix.some((s) => s.label === 'cover.generate' && s.status === 200)
      ? []
      : ['no cover.generate of the cover visitors rendered during the whole mix']),
    ...(inFlightCover.status === 200 || inFlightCover.status === 'ERR'
      ? []
      : [`the cover in flight at SIGTERM got ${inFlightCover.status}: ${inFlightCover.message}`]),
    ...serverLogSummary([server, server2]),
  ];

  console.log(
    `\nComics by Anyone load test: ${LOAD_SECONDS} s mix, node ${process.version}, ${os.availableParallelism()} CPUs\n`,
  );
  console.log(table(['measure', 'value'], rows));
  console.log('\nPer procedure (mix incl. burst; shutdown; verify)\n');
  console.log(
    table(
      ['request', 'count', 'non-2xx', 'p50', 'p99', 'max'],
      [
        ...latencyRows(mix),
        ...latencyRows(shutdown).map(tagged('shutdown')),
        ...latencyRows(rec.inPhase('verify')).map(tagged('verify')),
      ],
    ),
  );
  if (warnings.length) console.log(`\nWarnings:\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
  console.log(`\nWall time ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (failures.length) {
    console.log(
      `\nFAIL (${failures.length}):\n${failures
        .slice(0, 20)
        .map((f) => `  - ${f}`)
        .join('\n')}`,
    );
    console.log(`Data kept for inspection in ${dataDir}`);
    return 1;
  }
  console.log('\nPASS: no acknowledged save lost, no delete undone, database intact, clean exit on SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  return 0;
}

/** The burst's answers that were neither a cover nor "busy", by status and message. */
function otherBurst(answers: { status: unknown; message?: string }[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) {
    if (a.status === 200 || (a.status === 503 && /busy/i.test(a.message ?? ''))) continue;
    const key = `${a.status} "${(a.message ?? '').slice(0, 60)}"`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts.size ? `: ${[...counts].map(([k, n]) => `${k}×${n}`).join(', ')}` : '';
}

/** A table row of a later phase, named so: "comics.save [shutdown]" (labels that already say theirs keep it). */
const tagged = (phase: string) => (row: string[]) => [
  row[0].includes('[') ? row[0] : `${row[0]} [${phase}]`,
  ...row.slice(1),
];

/** Warnings and errors the servers logged, grouped by message, most frequent first. */
function serverLogSummary(servers: ServerProcess[]): string[] {
  const counts = new Map<string, number>();
  for (const server of servers) {
    for (const log of server.logs) {
      if (log.level < 40) continue;
      const key =
        `server ${log.level >= 50 ? 'error' : 'warn'}: ` +
        `${log.msg}${log.path ? ` [${log.path}]` : ''}` +
        `${log.err?.message ? `: ${log.err.message.slice(0, 120)}` : ''}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const line of server.otherOutput)
      counts.set(`server output: ${line.slice(0, 160)}`, (counts.get(`server output: ${line.slice(0, 160)}`) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([key, n]) => `${key} (×${n})`);
}

const watchdog = setTimeout(() => {
  console.error(`load test still running after ${WATCHDOG_MS / 1000} s: stopping`);
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
