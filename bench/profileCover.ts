// Profiling aid: renders local covers on this thread as the bench's generation part measures them (the same
// photo and seeds), printing each render's time and the CPU it took on all threads (steadier than wall time
// on a busy machine), and writing the first few to /tmp/profile-cover-<style>-<n>.<ext> to look at.
// Run: node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profileCover.ts [manga|vintage] [runs]
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { renderLocalCover } from '../server/engines/cover/renderCover';
import { portrait } from '../tests/fixtures/portraits';

const STYLES = { manga: 'black-and-white-manga', vintage: '30s-50s-style' } as const;
const style = (process.argv.find((a) => a in STYLES) ?? 'manga') as keyof typeof STYLES;
const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 10);
// A phone-sized photo of a person, as the server keeps uploads (≤ 2048 px): what bench/generation.ts renders.
const photo = await sharp((await portrait('medium-dark-white')).photo)
  .resize({ width: 1536, height: 2048, fit: 'cover' })
  .jpeg()
  .toBuffer();
const times: number[] = [];
const cpu: number[] = [];
for (let i = -1; i < runs; i++) {
  const started = performance.now();
  const used = process.cpuUsage();
  const cover = await renderLocalCover({
    photo,
    title: 'The Singing Dentist Strikes Back',
    author: 'Maria',
    type: STYLES[style],
    seed: i + 2,
  });
  if (i >= 0) times.push(performance.now() - started);
  const spent = process.cpuUsage(used);
  if (i >= 0) cpu.push((spent.user + spent.system) / 1000);
  if (i < 3) writeFileSync(`/tmp/profile-cover-${style}-${i + 1}.${cover.ext}`, cover.bytes);
}
const sorted = [...times].sort((a, b) => a - b);
const cpuSorted = [...cpu].sort((a, b) => a - b);
console.log(`${style}: CPU (all threads) median ${cpuSorted[Math.floor(runs / 2)].toFixed(0)} ms`);
console.log(
  `${style}: median ${sorted[Math.floor(runs / 2)].toFixed(0)} ms, p95 ` +
    `${sorted[Math.min(runs - 1, Math.floor(runs * 0.95))].toFixed(0)} ms; ` +
    `${times.map((t) => t.toFixed(0)).join(' ')}`,
);
