// The likeness check's measurement: the kept face model (server/engines/artKit/faceModel/likeness.ts), run in
// the render pool's worker threads as the book runs it, on the test portraits (tests/fixtures/portraits.ts)
// and on paintings of them: the fake Replicate's grid of the photos on a flat ground (tests/helpers/
// fakePainting.ts), the photos softened first (a 0.8 px blur, as a painting smooths a face), flat poster
// colours, grey ink, and small faces (nine people in one panel). Prints, for each kind of painting,
// the score of the people painted in it (same person) and of everyone else (others), and the model's time
// per call cold (the first call of a thread: loading it) and warm. The threshold in
// server/domains/book/paintedArt.ts is set from these figures.
//   npx tsx bench/likeness.ts
import sharp from 'sharp';
import { createRenderPool } from '../server/engines/pool/renderPool';
import { HAIR_PORTRAIT_NAMES, PORTRAIT_NAMES, portrait } from '../tests/fixtures/portraits';
import { paintWith } from '../tests/fakes/fakePainting';

type Restyle = (picture: Buffer) => Promise<Buffer>;

/** Flat poster colours: a median filter and six levels a channel, as cel shading flattens a face. */
const flat: Restyle = async (picture) => {
  const { data, info } = await sharp(picture)
    .resize(800, 800, { fit: 'inside' })
    .median(7)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const levels = Uint8Array.from(data, (v) => Math.round(v / 51) * 51);
  return sharp(levels, { raw: { width: info.width, height: info.height, channels: 3 } })
    .png()
    .toBuffer();
};
/** Softened: a painting's smooth skin and lost film grain. */
const soft: Restyle = (picture) => sharp(picture).blur(0.8).jpeg({ quality: 92 }).toBuffer();
/** Grey ink: no colour, hard contrast (the vintage print look). */
const grey: Restyle = (picture) =>
  sharp(picture).resize(800, 800, { fit: 'inside' }).greyscale().linear(1.6, -60).png().toBuffer();

const quantiles = (values: number[]) => {
  const v = [...values].sort((a, b) => a - b);
  const at = (q: number) => v[Math.min(v.length - 1, Math.floor(q * v.length))].toFixed(2);
  return `n=${v.length} min ${at(0)} p10 ${at(0.1)} median ${at(0.5)} p90 ${at(0.9)} max ${v[v.length - 1].toFixed(2)}`;
};

const pool = createRenderPool({ threads: 1 });
const names = [...PORTRAIT_NAMES, ...HAIR_PORTRAIT_NAMES];
const photos = await Promise.all(names.map(async (name) => (await portrait(name)).photo));

let started = Date.now();
const first = await pool.run('personDescriptor', { photo: photos[0] });
const coldMs = Date.now() - started;
const descriptors: Record<string, number[]> = {};
const photoMs: number[] = [];
for (const [i, name] of names.entries()) {
  started = Date.now();
  const d = i === 0 ? first : await pool.run('personDescriptor', { photo: photos[i] });
  if (i > 0) photoMs.push(Date.now() - started);
  if (!d) throw new Error(`no face found in the photo of ${name}`);
  descriptors[name] = d;
}

// Photo against photo: how alike the model finds the portraits themselves.
const photoPairs: number[] = [];
for (const i of names.keys()) {
  for (const b of names.slice(i + 1)) {
    const { scores } = await pool.run('likenessIn', { painting: photos[i], people: { [b]: descriptors[b] } });
    photoPairs.push(scores[b] ?? 0);
  }
}

const kinds: { kind: string; group: number; width: number; height: number; restyle?: Restyle }[] = [
  { kind: "the fake's painting, one person, half-page panel", group: 1, width: 1856, height: 1376, restyle: soft },
  { kind: "the fake's painting, four people, 2K panel", group: 4, width: 2400, height: 1792, restyle: soft },
  { kind: 'flat poster colours, one person', group: 1, width: 1856, height: 1376, restyle: flat },
  { kind: 'grey ink, one person', group: 1, width: 1856, height: 1376, restyle: grey },
  { kind: 'small faces: nine people, 4K page', group: 9, width: 3392, height: 2528 },
];
const paintingMs: number[] = [];
const lines: string[] = [];
for (const { kind, group, width, height, restyle } of kinds) {
  const same: number[] = [];
  const others: number[] = [];
  let noFace = 0;
  for (let start = 0; start < names.length; start += group) {
    const members = Array.from({ length: group }, (_, k) => (start + k) % names.length);
    const pictures = await Promise.all(members.map((m) => (restyle ? restyle(photos[m]) : photos[m])));
    const painting = await paintWith(pictures, width, height, { format: 'jpeg' });
    started = Date.now();
    const { faces, scores } = await pool.run('likenessIn', { painting, people: descriptors });
    paintingMs.push(Date.now() - started);
    noFace += Math.max(0, group - faces);
    for (const [i, name] of names.entries()) (members.includes(i) ? same : others).push(scores[name] ?? 0);
  }
  lines.push(
    `${kind}\n  same person: ${quantiles(same)}\n  others:      ${quantiles(others)}\n  faces not found: ${noFace}`,
  );
}
await pool.close();

console.log(`Portraits: ${names.length}. Photo against another portrait's photo: ${quantiles(photoPairs)}`);
for (const line of lines) console.log(line);
console.log(
  `Time per call (one worker thread): cold ${coldMs} ms (loading the model and one photo); warm photo ` +
    `${quantiles(photoMs).replace(/\.00/g, '')} ms; painting ${quantiles(paintingMs).replace(/\.00/g, '')} ms`,
);
