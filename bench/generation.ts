// The generation part of `npm run bench`: the built-in cover renderer (median and p95 of 10 renders per
// style, on this thread, as one pool worker renders it), the built-in story writer (40-page books) and a 5 MB phone photo uploaded to the running
// server and normalized there (decoded, rotated, resized, re-encoded), timed from the request to the 201.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../shared/limits';
import { renderLocalCover } from '../server/engines/cover/renderCover';
import { writeLocalScript } from '../server/engines/script/writeLocalScript';
import { generateLocalIdeas } from '../server/engines/ideas/localIdeas';
import { STORY_PERSONAS } from '../server/engines/ideas/storyPersonas';
import { portrait } from '../tests/fixtures/portraits';
import { fmt, median, percentile, type BenchOptions, type BenchRow } from './table';

const COVER_BUDGET_MS = 300;
const UPLOAD_BUDGET_MS = 500;
/** The built-in writer plans, writes and checks a whole story in under a second. */
const SCRIPT_BUDGET_MS = 1000;
const STYLES = [
  ['black-and-white-manga', 'manga'],
  ['30s-50s-style', 'vintage'],
] as const;

async function timed(runs: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  await fn(-1); // warm-up: fonts, screens and caches load on the first render
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

async function coverRows(opts: BenchOptions): Promise<BenchRow[]> {
  // A phone-sized photo of a person, as users upload after the server normalized it (≤ 2048 px).
  const photo = await sharp((await portrait('medium-dark-white')).photo)
    .resize({ width: 1536, height: 2048, fit: 'cover' })
    .jpeg()
    .toBuffer();
  const rows: BenchRow[] = [];
  for (const [type, label] of STYLES) {
    const samples = await timed(opts.tiny ? 2 : 10, (i) =>
      renderLocalCover({ photo, title: 'The Singing Dentist Strikes Back', author: 'Maria', type, seed: i + 2 }),
    );
    const p50 = median(samples);
    rows.push({
      section: 'Generation',
      name: `local cover, ${label}`,
      figure: `median ${fmt.ms(p50)} · p95 ${fmt.ms(percentile(samples, 0.95))} (${samples.length} render${samples.length === 1 ? '' : 's'})`,
      budget: `median ≤ ${COVER_BUDGET_MS} ms`,
      met: p50 <= COVER_BUDGET_MS,
    });
  }
  return rows;
}

/** The built-in story writer: a 40-page book (the longest) for each of the ten story personas, on this thread. */
async function scriptRow(opts: BenchOptions): Promise<BenchRow> {
  const people = opts.tiny ? STORY_PERSONAS.slice(0, 2) : STORY_PERSONAS;
  const samples = await timed(opts.tiny ? 2 : 20, async (i) => {
    const person = people[Math.max(0, i) % people.length];
    const type = i % 2 ? '30s-50s-style' : 'black-and-white-manga';
    const idea = person.idea ?? generateLocalIdeas({ author: person.author, type, answers: person.answers }, i + 2)[0];
    writeLocalScript({ author: person.author, type, answers: person.answers, idea, pages: 40, seed: i + 2 });
  });
  const max = Math.max(...samples);
  return {
    section: 'Generation',
    name: 'built-in story, 40 pages',
    figure: `median ${fmt.ms(median(samples))} · max ${fmt.ms(max)} (${samples.length} books)`,
    budget: `max ≤ ${SCRIPT_BUDGET_MS} ms`,
    met: max <= SCRIPT_BUDGET_MS,
  };
}

/** A camera-sized JPEG just under the upload limit: a portrait with sensor-like noise, so it compresses like a photo. */
export async function fiveMegabytePhoto(): Promise<Buffer> {
  const width = 3024;
  const height = 4032;
  const base = await sharp((await portrait('tan-brown-hair-grey')).photo)
    .resize({ width, height, fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = base.data;
  let state = 12345;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = Math.max(0, Math.min(255, pixels[i] + ((state >> 16) % 23) - 11));
  }
  const raw = sharp(pixels, { raw: { width, height, channels: base.info.channels } });
  // The highest quality that stays under the limit: the biggest photo a user can send.
  for (let quality = 95; quality >= 60; quality -= 5) {
    const jpeg = await raw.clone().jpeg({ quality }).toBuffer();
    if (jpeg.length <= MAX_UPLOAD_BYTES) return jpeg;
  }
  throw new Error('could not make a photo under the upload limit');
}

async function uploadRow(opts: BenchOptions, base: string): Promise<BenchRow> {
  const photo = await fiveMegabytePhoto();
  const body = new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
  const samples = await timed(opts.tiny ? 1 : 5, async () => {
    const form = new FormData();
    form.append('file', body, 'hero.jpg');
    const response = await fetch(`${base}/api/uploads/characters`, { method: 'POST', body: form });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`the upload answered ${response.status}`);
  });
  const p50 = median(samples);
  return {
    section: 'Generation',
    name: `photo upload (${fmt.mb(photo.length)} JPEG, 3024×4032)`,
    figure: `median ${fmt.ms(p50)} · max ${fmt.ms(Math.max(...samples))} (${samples.length} upload${samples.length === 1 ? '' : 's'})`,
    budget: `median ≤ ${UPLOAD_BUDGET_MS} ms`,
    met: p50 <= UPLOAD_BUDGET_MS,
  };
}

/** Environment the server needs for this part: uploads are rate limited per address. */
export const GENERATION_BENCH_ENV = { RATE_LIMIT_UPLOADS_PER_HOUR: '100000' };

export async function benchGeneration(opts: BenchOptions, server: { base: string }): Promise<BenchRow[]> {
  return [...(await coverRows(opts)), await scriptRow(opts), await uploadRow(opts, server.base)];
}
