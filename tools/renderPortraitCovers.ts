// Renders every fixture portrait as a manga and a vintage cover into /tmp/portrait-covers (PNGs to look
// at, plus a contact sheet), printing face-detail numbers, render times and sizes.
// Run: npx tsx tools/renderPortraitCovers.ts [--old=/path/to/old/renderCover.ts] [--note="..."]
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { renderLocalCoverWithLayout, type LocalCoverRequest } from '../server/engines/cover/renderCover';
import { measureFace } from '../tests/fixtures/faceMetrics';
import { portrait, PORTRAIT_NAMES } from '../tests/fixtures/portraits';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const OUT = '/tmp/portrait-covers';
const old = arg('old');
const note = arg('note');
const tag = old ? '-old' : note ? '-note' : '';
const render: (req: LocalCoverRequest) => Promise<{ bytes: Buffer }> = old
  ? (await import(old)).renderLocalCover
  : renderLocalCoverWithLayout;
const STYLES = { manga: 'black-and-white-manga', vintage: '30s-50s-style' } as const;

mkdirSync(OUT, { recursive: true });
const times: Record<string, number[]> = { manga: [], vintage: [] };
const sizes: number[] = [];
const thumbs: Buffer[] = [];
for (const name of PORTRAIT_NAMES) {
  const p = await portrait(name);
  writeFileSync(`${OUT}/photo-${name}.png`, await sharp(p.photo).resize(600).png().toBuffer());
  for (const [style, type] of Object.entries(STYLES)) {
    const req = {
      photo: p.photo,
      title: 'The Singing Dentist Strikes Back',
      author: 'Maria Lopez',
      type,
      seed: 3,
      note,
    };
    const started = performance.now();
    const { bytes } = await render(req);
    times[style].push(performance.now() - started);
    if (style === 'vintage') sizes.push(bytes.length);
    // The old renderer reports no placement; the geometry is unchanged, so the new one's placement serves.
    const { hero } = await renderLocalCoverWithLayout(req);
    const d = await measureFace(bytes, hero, p);
    const f = (v: number) => v.toFixed(2);
    console.log(
      `${name.padEnd(22)} ${style.padEnd(7)} eyes ${f(d.eyes)} mouth ${f(d.mouth)} cheeks ${f(d.cheeks)} ` +
        `faceInk ${f(d.faceInk)} eyeMargin ${f(d.eyeMargin)} mouthMargin ${f(d.mouthMargin)} ` +
        `${(bytes.length / 1024).toFixed(0)} KB`,
    );
    const png = await sharp(bytes).png().toBuffer();
    writeFileSync(`${OUT}/${name}-${style}${tag}.png`, png);
    thumbs.push(await sharp(png).resize(300, 467).toColourspace('srgb').removeAlpha().png().toBuffer());
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `median render: manga ${median(times.manga).toFixed(0)} ms, vintage ${median(times.vintage).toFixed(0)} ms`,
);
console.log(
  `vintage size: median ${(median(sizes) / 1024).toFixed(0)} KB, max ${(Math.max(...sizes) / 1024).toFixed(0)} KB`,
);
const columns = 6;
const rows = Math.ceil(thumbs.length / columns);
const sheet = await sharp({ create: { width: columns * 300, height: rows * 467, channels: 3, background: '#808080' } })
  .composite(thumbs.map((input, i) => ({ input, left: (i % columns) * 300, top: Math.floor(i / columns) * 467 })))
  .png()
  .toBuffer();
writeFileSync(`${OUT}/contact-sheet${tag}.png`, sheet);
