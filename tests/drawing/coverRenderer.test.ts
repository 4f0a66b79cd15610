// The local cover renderer's real output, decoded and measured: size, ratio, style per type, variation
// between seeds, the note's influence, hostile titles.
import sharp, { type Stats } from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_HEIGHT, COVER_WIDTH, renderLocalCover } from '../../server/engines/cover/renderCover';
import { makePhoto } from '../helpers/images';

const photo = await makePhoto('jpeg', 900, 1200);
const base = { photo, title: 'The Singing Dentist Strikes Back', author: 'Maria Lopez', seed: 1 };

/** Downscaled raw RGB, enough to compare images and measure colour. */
async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes)
    .resize(120, 187, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels };
}

function meanAbsoluteDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

// Renders are CPU-bound; on a busy two-core machine several in one test take seconds.
describe('renderLocalCover', { timeout: 60_000 }, () => {
  it('renders a 9:14 manga cover in pure black and white', async () => {
    const cover = await renderLocalCover({ ...base, type: 'black-and-white-manga' });
    expect(cover.ext).toBe('png');
    const meta = await sharp(cover.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', COVER_WIDTH, COVER_HEIGHT, 1]);
    expect(COVER_WIDTH / COVER_HEIGHT).toBeCloseTo(9 / 14, 2);

    const data = await sharp(cover.bytes).extractChannel(0).raw().toBuffer();
    // High contrast: nearly every pixel is ink or paper.
    let extreme = 0;
    let dark = 0;
    for (const v of data) {
      if (v < 40 || v > 215) extreme++;
      if (v < 40) dark++;
    }
    expect(extreme / data.length).toBeGreaterThan(0.9);
    expect(dark / data.length).toBeGreaterThan(0.15);
  });

  it('renders a colourful vintage cover on aged paper', async () => {
    const cover = await renderLocalCover({ ...base, type: '30s-50s-style' });
    const meta = await sharp(cover.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([COVER_WIDTH, COVER_HEIGHT]);
    const stats = await sharp(cover.bytes).stats();
    const [r, g, b] = stats.channels.map((c) => c.mean);
    // Warm period colours: red and green well above blue, channels clearly apart.
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeGreaterThan(25);
    expect(stats.channels[0].stdev).toBeGreaterThan(30);
  });

  it('is repeatable for a seed and visibly different for another', async () => {
    for (const type of ['black-and-white-manga', '30s-50s-style']) {
      const a = await renderLocalCover({ ...base, type, seed: 11 });
      const again = await renderLocalCover({ ...base, type, seed: 11 });
      const b = await renderLocalCover({ ...base, type, seed: 12 });
      expect(again.bytes.equals(a.bytes)).toBe(true);
      const difference = meanAbsoluteDifference((await pixels(a.bytes)).data, (await pixels(b.bytes)).data);
      expect(difference, type).toBeGreaterThan(8);
    }
  });

  it('follows the note: a night sky is darker and bluer', async () => {
    const plain = await sharp((await renderLocalCover({ ...base, type: '30s-50s-style' })).bytes).stats();
    const night = await sharp(
      (await renderLocalCover({ ...base, type: '30s-50s-style', note: 'Night sky please' })).bytes,
    ).stats();
    const mean = (s: Stats) => s.channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3;
    expect(mean(night)).toBeLessThan(mean(plain) - 20);
    expect(night.channels[2].mean - night.channels[0].mean).toBeGreaterThan(
      plain.channels[2].mean - plain.channels[0].mean,
    );
  });

  it('follows the note: a bigger title takes more of the cover', async () => {
    // Ink in the masthead area (top quarter) grows with the title.
    const inkInMasthead = async (note?: string) => {
      const { bytes } = await renderLocalCover({ ...base, type: 'black-and-white-manga', note });
      const data = await sharp(bytes)
        .extract({ left: 0, top: 0, width: COVER_WIDTH, height: 520 })
        .extractChannel(0)
        .raw()
        .toBuffer();
      return data.filter((v) => v > 200).length;
    };
    const normal = await inkInMasthead();
    const bigger = await inkInMasthead('make the title much bigger');
    expect(bigger).not.toBe(normal);
  });

  it('survives hostile and awkward text', async () => {
    for (const title of [
      '<script>alert("x")</script> & \'quotes\'',
      'x'.repeat(200),
      '😀🎉 Ünïcödé №7 — “curly”',
      '',
    ]) {
      const cover = await renderLocalCover({ ...base, title, author: '<b>&amp;</b>', type: '30s-50s-style' });
      const meta = await sharp(cover.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([COVER_WIDTH, COVER_HEIGHT]);
    }
    const noAuthor = await renderLocalCover({ ...base, author: '   ', type: 'black-and-white-manga' });
    expect((await sharp(noAuthor.bytes).metadata()).width).toBe(COVER_WIDTH);
  });

  it('refuses input that is not an image', async () => {
    await expect(
      renderLocalCover({ ...base, photo: Buffer.from('not an image'), type: '30s-50s-style' }),
    ).rejects.toThrow();
  });
});
