// The art kit's face model (server/engines/artKit/faceModel): the real models on the WebAssembly backend, loaded from
// disk, run on the fixture portraits whose features are known to the pixel. Faces are found where they are
// drawn, nothing is found where there is no face, the person mask keeps the hair and drops the wall, and
// the descriptor tells a person from another across sizes and crops.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  descriptorSimilarity,
  detectFaces,
  faceDescriptor,
  personMask,
  type RgbImage,
} from '../../server/engines/artKit/faceModel';
import { portrait, type Portrait } from '../fixtures/portraits';

async function photo(p: Portrait, side = 640): Promise<{ image: RgbImage; k: number }> {
  const { data, info } = await sharp(p.photo)
    .resize(side, side, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { image: { data, width: info.width, height: info.height }, k: info.width / p.width };
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('the face model', { timeout: 120_000 }, () => {
  it('finds each face where it is drawn, pale hair on a pale wall, a headscarf and a small face too', async () => {
    for (const name of ['white-bun-pale', 'hijab-white', 'medium-dark-white', 'dark-child-cap', 'child-small-face']) {
      const p = await portrait(name);
      const { image, k } = await photo(p);
      const faces = await detectFaces(image);
      expect(faces.length, name).toBe(1);
      const f = faces[0];
      const s = p.face.rx * k;
      // The fixtures' eyes are 0.76 face half-widths apart: each found within a tenth of a half-width.
      expect(dist(f.rightEye, { x: p.eyes[0].x * k, y: p.eyes[0].y * k }), `${name} right eye`).toBeLessThan(0.1 * s);
      expect(dist(f.leftEye, { x: p.eyes[1].x * k, y: p.eyes[1].y * k }), `${name} left eye`).toBeLessThan(0.1 * s);
      expect(dist(f.mouth, { x: p.mouth.x * k, y: p.mouth.y * k }), `${name} mouth`).toBeLessThan(0.15 * s);
      // The drawn chin is the face ellipse's bottom, 1.3 half-widths below its centre.
      expect(Math.abs(f.chin.y - (p.face.y + 1.3 * p.face.rx) * k), `${name} chin`).toBeLessThan(0.15 * s);
      expect(f.outline.length).toBeGreaterThan(20);
      expect(f.box.x).toBeLessThan(f.rightEye.x);
      expect(f.box.x + f.box.width).toBeGreaterThan(f.leftEye.x);
    }
  });

  it('finds no face where there is none', async () => {
    const wall = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#e9eef2' } })
      .raw()
      .toBuffer();
    expect(await detectFaces({ data: wall, width: 480, height: 640 })).toEqual([]);
    // The portrait's lower half: a shirt against the wall.
    const p = await portrait('white-bun-pale');
    const { image } = await photo(p);
    const rows = Math.floor(image.height / 2);
    const lower = {
      data: image.data.subarray(rows * image.width * 3),
      width: image.width,
      height: image.height - rows,
    };
    expect(await detectFaces(lower)).toEqual([]);
  });

  it('masks the person with their hair and headwear, not the wall behind', async () => {
    for (const name of [
      'white-bun-pale',
      'pale-grey-hair-white',
      'blond-braids-white',
      'hijab-white',
      'medium-dark-white',
    ]) {
      const p = await portrait(name);
      const { image, k } = await photo(p);
      const mask = await personMask(image);
      expect(mask.alpha.length).toBe(image.width * image.height);
      const at = (x: number, y: number) => mask.alpha[Math.round(y * k) * mask.width + Math.round(x * k)];
      for (const c of p.crown)
        expect(at(c.x, c.y), `${name}: hair at ${Math.round(c.x)},${Math.round(c.y)}`).toBeGreaterThan(128);
      expect(at(p.face.x, p.face.y), `${name}: face`).toBeGreaterThan(128);
      // The wall beside the head, a head's width out, and the top corners.
      for (const [x, y] of [
        [p.face.x - 2.2 * p.face.rx, p.face.y - p.face.rx],
        [p.face.x + 2.2 * p.face.rx, p.face.y - p.face.rx],
        [10, 10],
        [p.width - 10, 10],
      ]) {
        expect(at(x, y), `${name}: wall at ${Math.round(x)},${Math.round(y)}`).toBeLessThan(64);
      }
    }
  });

  it('describes a face so the same person matches across sizes and crops, and another person less', async () => {
    const a = await portrait('white-bun-pale');
    const whole = await faceDescriptor((await photo(a)).image);
    const small = await faceDescriptor((await photo(a, 400)).image);
    expect(whole).toHaveLength(1024);
    // The face asked for by its box in a wider picture: the same person.
    const big = await photo(a, 900);
    const [face] = await detectFaces(big.image);
    const boxed = await faceDescriptor(big.image, face.box);
    const other = await faceDescriptor((await photo(await portrait('medium-dark-white'))).image);
    const same = await descriptorSimilarity(whole!, small!);
    const sameBoxed = await descriptorSimilarity(whole!, boxed!);
    const different = await descriptorSimilarity(whole!, other!);
    expect(same).toBeGreaterThan(0.8);
    expect(sameBoxed).toBeGreaterThan(0.8);
    expect(different).toBeLessThan(Math.min(same, sameBoxed) - 0.1);
    // Where there is no face, no descriptor.
    const wall = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#8b8e92' } })
      .raw()
      .toBuffer();
    expect(await faceDescriptor({ data: wall, width: 300, height: 300 })).toBeNull();
  });
});
