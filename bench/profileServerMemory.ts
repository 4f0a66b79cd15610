// Profiling aid: the production server's resident memory step by step, as npm start runs it: idle, after a
// photo upload, after covers drawn by its CPU pool, and then every few seconds while it sits idle (the pool's
// threads end after their idle time), with the threads the process has.
// Run: npx tsx bench/profileServerMemory.ts [covers, default 4] [seconds to watch, default 75]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startServer } from '../tests/load/server';
import { portrait } from '../tests/fixtures/portraits';
import { signIn } from './signIn';
import { API_BENCH_ENV, productionServerEnv } from './api';

const [covers = 4, watchSeconds = 75] = process.argv.slice(2).map(Number);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comics-profile-memory-'));
const server = await startServer({ ...productionServerEnv(dataDir), ...API_BENCH_ENV }, await freePort());
const started = Date.now();
const show = (label: string) => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) / 1024;
  const threads = readdirSync(`/proc/${server.pid}/task`).length;
  console.log(
    `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  ${label.padEnd(28)} RSS ${field('VmRSS').toFixed(0)} MB` +
      ` (peak ${field('VmHWM').toFixed(0)} MB, anonymous ${field('RssAnon').toFixed(0)} MB, files ` +
      `${field('RssFile').toFixed(0)} MB), ${threads} threads`,
  );
};
try {
  await sleep(2000);
  show('idle');
  const cookie = await signIn(server.base, 'memory@example.com');
  const form = new FormData();
  const photo = (await portrait('medium-dark-white')).photo;
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'hero.jpg');
  const res = await fetch(`${server.base}/api/uploads/characters`, { method: 'POST', body: form, headers: { cookie } });
  const { url } = (await res.json()) as { url: string };
  show('after one upload');
  for (let i = 0; i < covers; i++) {
    const answer = await fetch(`${server.base}/trpc/cover.generate`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        draft: {
          type: i % 2 ? 'black-and-white-manga' : '30s-50s-style',
          author: 'Bench',
          answers: [{ id: 'job', question: "What is Bench's job?", hint: '', answer: 'night baker' }],
          characters: [],
          idea: { id: `cover-${i}`, title: `Cover #${i}`, description: 'A cover.' },
          mainCharacterPhoto: url,
        },
      }),
    });
    if (!answer.ok) throw new Error(`cover.generate answered ${answer.status}: ${await answer.text()}`);
    show(`after cover ${i + 1}`);
  }
  for (let waited = 0; waited < watchSeconds; waited += 15) {
    await sleep(15_000);
    show('idle');
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
