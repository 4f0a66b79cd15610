// Profiling aid: the production server's resident memory step by step, as npm start runs it: idle, after a
// photo upload, after covers drawn by its CPU pool, and then every few seconds while it sits idle (the pool's
// threads end after their idle time), with the threads the process has.
// With --load, the API bench's load (50 connections on auth.session, then comics.list over 20 comics, 10 s
// each) follows the covers. NODE_OPTIONS reaches the server, to try V8 settings.
// Run: npx tsx bench/profileServerMemory.ts [covers, default 4] [seconds to watch, default 75] [--load]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../tests/helpers/freePort';
import { startServer } from '../tests/load/server';
import { signIn } from './signIn';
import { API_BENCH_ENV, autocannon, benchDraft, productionServerEnv, trpc, uploadBenchPhoto } from './api';

const [covers = 4, watchSeconds = 75] = process.argv
  .slice(2)
  .filter((a) => /^\d+$/.test(a))
  .map(Number);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comics-profile-memory-'));
const server = await startServer({ ...productionServerEnv(dataDir), ...API_BENCH_ENV }, await freePort());
const started = Date.now();
const show = (label: string) => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) / 1024;
  const threads = readdirSync(`/proc/${server.pid}/task`).length;
  console.log(
    `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  ${label.padEnd(28)} ` +
      `RSS ${field('VmRSS').toFixed(0)} MB` +
      ` (peak ${field('VmHWM').toFixed(0)} MB, anonymous ${field('RssAnon').toFixed(0)} MB, files ` +
      `${field('RssFile').toFixed(0)} MB), ${threads} threads`,
  );
};
try {
  await sleep(2000);
  show('idle');
  const cookie = await signIn(server.base, 'memory@example.com');
  const url = await uploadBenchPhoto(server.base, cookie);
  show('after one upload');
  for (let i = 0; i < covers; i++) {
    await trpc(server.base, cookie, 'cover.generate', { draft: { ...benchDraft(i), mainCharacterPhoto: url } });
    show(`after cover ${i + 1}`);
  }
  if (process.argv.includes('--load')) {
    for (let i = 0; i < 20; i++) await trpc(server.base, cookie, 'comics.save', { draft: benchDraft(i) });
    for (const procedure of ['auth.session', 'comics.list']) {
      await autocannon({ url: `${server.base}/trpc/${procedure}`, connections: 50, duration: 10, headers: { cookie } });
      show(`after 10 s of ${procedure}`);
    }
  }
  for (let waited = 0; waited < watchSeconds; waited += 15) {
    await sleep(15_000);
    show('idle');
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
