// Profiling aid: where the process's resident memory goes when the CPU pool draws pages: the app's own,
// each worker thread's baseline (its JavaScript, the renderer's modules), and what drawing adds.
// Run: MALLOC_ARENA_MAX=2 npx tsx bench/profileMemory.ts [manga|vintage]
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRenderPool } from '../server/engines/pool/renderPool';
import { portrait } from '../tests/fixtures/portraits';
import { layoutById, LAYOUT_DESIGNS } from '../server/engines/layout/pageLayouts';
import type { PanelPlan } from '../server/engines/page/composePage';

const print = process.argv.includes('vintage') ? 'color' : 'grayscale';
const status = () =>
  Object.fromEntries(
    readFileSync('/proc/self/status', 'utf8')
      .split('\n')
      .filter((l) => /^Vm(RSS|HWM)/.test(l))
      .map((l) => l.split(/:\s+/)),
  );
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const mb = (b: number) => `${(b / 1048576).toFixed(0)} MB`;
const show = (label: string) =>
  console.log(`${label.padEnd(34)} rss ${mb(process.memoryUsage().rss)} peak ${mb(peak)}`, JSON.stringify(status()));
show('start');
const photo = (await portrait('medium-dark-white')).photo;
show('photo');
const pool = createRenderPool({ threads: 2 });
await Promise.all(
  [0, 1].map(() =>
    pool
      .run('reletterPage', { art: Buffer.from('x'), meta: { frames: [], keepClear: [], heads: [] }, words: [], print })
      .catch(() => null),
  ),
);
await sleep(200);
show('two workers loaded');
const shots = ['close-up', 'medium', 'wide', 'establishing', 'medium', 'close-up'] as const;
for (let round = 0; round < 4; round++) {
  await Promise.all(
    [0, 1].map(async (lane) => {
      const design = LAYOUT_DESIGNS[(round * 2 + lane) % LAYOUT_DESIGNS.length];
      const layout = layoutById(design.id);
      const panels: PanelPlan[] = layout.frames.map((_, i) => ({
        art: {
          shot: shots[i % shots.length],
          setting: 'in the city at night',
          action: 'runs',
          heroPresent: true,
          others: ['Tom'],
          seed: round * 10 + lane + i,
        },
      }));
      const words = layout.frames.map(() => ({
        caption: 'Meanwhile, across town...',
        balloons: [{ speaker: 'Tom', kind: 'speech' as const, text: 'Watch out, here it comes again!' }],
      }));
      await pool.run('renderStoryPage', { photo, print, layout, panels, words, heroNames: ['Maria'] });
    }),
  );
  show(`round ${round + 1} (${print})`);
}
await sleep(500);
show('idle after');
const cpu = process.cpuUsage();
console.log(`CPU of the process (all threads): ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
clearInterval(sampler);
await pool.close();
