// Profiling aid: where the production server's CPU goes under the API bench's load. Starts the compiled server
// as npm start does, plus --cpu-prof, signs in, loads /healthz and auth.session in turn with autocannon, stops
// the server (the profile is written at exit) and prints the functions with the most self time, and the
// packages and files they live in, beside the modules the process had loaded.
// Run: npx tsx bench/profileApi.ts [seconds per target, default 10] [healthz|session]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/helpers/freePort';
import { PRODUCTION_MALLOC_ENV } from '../tests/load/server';
import { signIn } from './signIn';
import { productionServerEnv } from './api';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  startTime: number;
  nodes: (ProfileNode & { children?: number[] })[];
  samples: number[];
  timeDeltas: number[];
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => PromiseLike<{ requests: { average: number } }>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const seconds = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 10);
const only = process.argv.find((a) => a === 'healthz' || a === 'session');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comics-profile-api-'));
const profileDir = path.join(dataDir, 'profile');
const port = await freePort();
const child = spawn(
  process.execPath,
  [
    '--enable-source-maps',
    '--max-semi-space-size=16',
    '--cpu-prof',
    `--cpu-prof-dir=${profileDir}`,
    'dist/server/main.js',
  ],
  {
    env: {
      ...process.env,
      ...PRODUCTION_MALLOC_ENV,
      ...productionServerEnv(dataDir),
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const base = `http://127.0.0.1:${port}`;
for (
  let tries = 0;
  !(await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  ));
  tries++
) {
  if (tries > 300) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 100));
}
const cookie = await signIn(base, 'profile@example.com');
const rssKb = () => Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
console.log(`idle RSS ${(rssKb() / 1024).toFixed(0)} MB`);
// V8's profile clock and process.hrtime are both the monotonic clock: each load's window, in its microseconds.
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const windows: { name: string; from: number; to: number; answers: number }[] = [];
for (const [name, url, headers] of [
  ['healthz', `${base}/healthz`, {}],
  ['session', `${base}/trpc/auth.session`, { cookie }],
] as const) {
  if (only && only !== name) continue;
  const from = nowUs();
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  windows.push({ name, from, to: nowUs(), answers: result.requests.average * seconds });
  console.log(`${name}: ${result.requests.average.toFixed(0)} req/s, RSS ${(rssKb() / 1024).toFixed(0)} MB`);
}
child.kill('SIGTERM');
await once(child, 'exit');

const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const c of node.children ?? []) parentOf.set(c, node.id);
const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
const placeOf = (node: ProfileNode) => {
  const url = node.callFrame.url.replace(/^file:\/\//, '');
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url ? path.relative('.', url) : '(native)');
};
const nameOf = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${placeOf(node)}:${node.callFrame.lineNumber + 1}`;
const top = (m: Map<string, number>, total: number, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${((us / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');

for (const w of windows) {
  const selfByPlace = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  // Inclusive time of the app's own functions (the bundle, dist/server/main.js): each sample counts once per
  // function on its stack.
  const ownInclusive = new Map<string, number>();
  let at = profile.startTime;
  let busy = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (at < w.from || at > w.to) return;
    const node = nodeById.get(id)!;
    if (node.callFrame.functionName === '(idle)') return;
    busy += us;
    selfByPlace.set(placeOf(node), (selfByPlace.get(placeOf(node)) ?? 0) + us);
    selfByFunction.set(nameOf(node), (selfByFunction.get(nameOf(node)) ?? 0) + us);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parentOf.get(n)) {
      const frame = nodeById.get(n)!;
      if (!frame.callFrame.url.includes('dist/server/')) continue;
      const name = nameOf(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      ownInclusive.set(name, (ownInclusive.get(name) ?? 0) + us);
    }
  });
  console.log(
    `\n== ${w.name}: busy CPU ${(busy / 1e6).toFixed(1)} s, ${Math.round(busy / w.answers)} µs per answer` +
      `\n-- self time by place:\n${top(selfByPlace, busy, 20)}` +
      `\n-- self time by function:\n${top(selfByFunction, busy, 30)}` +
      `\n-- the app's own functions, inclusive:\n${top(ownInclusive, busy, 25)}`,
  );
}
rmSync(dataDir, { recursive: true, force: true });
