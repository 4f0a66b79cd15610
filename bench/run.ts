// Benchmarks for the speed and memory targets (npm run bench). Prints one line per measurement.
// Targets: a local cover renders well under a second; local ideas are instant; the API stays responsive.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { renderLocalCover } from '../server/providers/cover/local/renderCover';
import { generateLocalIdeas } from '../server/providers/ideas/localIdeas';
import { makeTestApp } from '../tests/helpers/harness';

async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="2048">
    <rect width="100%" height="100%" fill="#7ec8e3"/><ellipse cx="768" cy="860" rx="360" ry="440" fill="#e9c4a0"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${pick(0.5).toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

async function time(label: string, runs: number, fn: (i: number) => Promise<unknown> | unknown) {
  await fn(-1); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  console.log(`${label.padEnd(40)} ${stats(samples)} (${runs} runs)`);
  return samples;
}

const input = await photo();
for (const type of ['black-and-white-manga', '30s-50s-style']) {
  const samples = await time(`local cover ${type}`, 10, (i) =>
    renderLocalCover({ photo: input, title: 'The Singing Dentist Strikes Back', author: 'Maria', type, seed: i + 1 }),
  );
  const median = [...samples].sort((a, b) => a - b)[5];
  if (median > 1000) console.log(`  !! target missed: median ${median.toFixed(0)} ms > 1000 ms`);
}

await time('local ideas (3 ideas)', 1000, (i) =>
  generateLocalIdeas(
    { author: 'Maria', type: 'black-and-white-manga', answers: [{ id: 'job', answer: 'dentist who sings' }] },
    i,
  ),
);

const t = await makeTestApp({ env: { RATE_LIMIT_IDEAS_PER_HOUR: '100000' } });
const cookie = t.signIn('bench@example.com');
await time('HTTP auth.session (signed in)', 500, () =>
  t.app.inject({ method: 'GET', url: '/trpc/auth.session', headers: { cookie } }),
);
await time('HTTP ideas.generate', 300, (i) =>
  t.app.inject({
    method: 'POST',
    url: '/trpc/ideas.generate',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ author: `Maria ${i}`, type: '30s-50s-style', answers: [] }),
  }),
);
await t.app.close();

const rss = process.memoryUsage().rss / 1024 / 1024;
console.log(`${'resident memory after the runs'.padEnd(40)} ${rss.toFixed(0)} MiB`);
