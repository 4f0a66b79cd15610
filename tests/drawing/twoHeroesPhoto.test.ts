// Two heroes from one photo of them both (issue 46): when the owner uploads a photo with two faces for a book
// about two ('Anna and Ben') and adds no photo of the second, the second hero is drawn from the photo around its
// second face; the hero keeps the face the model is surest of. A photo of one face, or a book about one, is
// left as it was.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analysePhoto, secondPersonPhoto } from '../../server/engines/panels/heroPhoto';
import { withSecondHeroPhoto } from '../../server/domains/book/castPhotos';
import type { CastMember } from '../../shared/script';
import { portrait } from '../fixtures/portraits';
import { photoOfTwo } from '../fixtures/couplePhoto';

const CAST: CastMember[] = [
  { name: 'Anna', role: 'the hero', isHero: true, kind: 'person' },
  { name: 'Ben', role: 'the hero, with Anna', drawnAs: 'the second hero', isHero: true, kind: 'person' },
  { name: 'Mia', role: 'their daughter', isHero: false, kind: 'person' },
];

describe('the second of two heroes from a photo of them both', () => {
  it('finds both faces, and draws the second from the photo around the face the hero was not given', {
    timeout: 120_000,
  }, async () => {
    const { photo, a, b } = await photoOfTwo('medium-dark-white', 'very-pale-platinum');
    const analysis = await analysePhoto(photo);
    expect(analysis.face.found).toBe(true);
    expect(analysis.others).toHaveLength(1);
    // The hero's cut-out is the hero alone: nothing of it past the middle between the two faces.
    const other = analysis.others![0];
    const between = (analysis.face.cx + other.x + other.width / 2) / 2;
    if (analysis.face.cx < between) expect(analysis.head.right).toBeLessThan(between);
    else expect(analysis.head.left).toBeGreaterThan(between);
    const crop = await secondPersonPhoto(photo, analysis);
    expect(crop).not.toBeNull();
    // The crop holds one whole face, and it is the other one than the hero's.
    const heroOnLeft = analysis.face.cx / analysis.width < 0.5;
    const cropped = await analysePhoto(crop!);
    expect(cropped.face.found).toBe(true);
    expect(cropped.others ?? []).toHaveLength(0);
    const meta = await sharp(crop!).metadata();
    expect(meta.width).toBeLessThan(a.width * 1.2);
    // The crop's face is the other portrait's: its skin as bright as that one's (medium-dark and pale).
    const skin = async (image: Buffer, x: number, y: number, r: number) => {
      const { channels } = await sharp(image)
        .extract({
          left: Math.round(x - r / 2),
          top: Math.round(y - r / 2),
          width: Math.round(r),
          height: Math.round(r),
        })
        .stats();
      return (channels[0].mean + channels[1].mean + channels[2].mean) / 3;
    };
    const scale = meta.width! / cropped.width;
    const cropSkin = await skin(
      crop!,
      cropped.face.cx * scale,
      ((cropped.face.eyeY + cropped.face.mouthY) * scale) / 2,
      40,
    );
    const [leftSkin, rightSkin] = [
      await skin(a.photo, a.face.x, a.face.y, 40),
      await skin(b.photo, b.face.x, b.face.y, 40),
    ];
    const [mine, theirs] = heroOnLeft ? [leftSkin, rightSkin] : [rightSkin, leftSkin];
    expect(Math.abs(cropSkin - theirs)).toBeLessThan(Math.abs(cropSkin - mine));
    const photos = await withSecondHeroPhoto({}, photo, CAST);
    expect(Object.keys(photos)).toEqual(['Ben']);
    expect(photos.Ben.equals(crop!)).toBe(true);
  });

  it('leaves a photo of one face, a book about one, and a second hero with a photo of their own as they were', {
    timeout: 120_000,
  }, async () => {
    const single = (await portrait('tan-brown-hair-grey')).photo;
    expect(await withSecondHeroPhoto({}, single, CAST)).toEqual({});
    const { photo } = await photoOfTwo('light-red-hair', 'elderly-wrinkles');
    const oneHero = CAST.map((member) => (member.name === 'Ben' ? { ...member, isHero: false } : member));
    expect(await withSecondHeroPhoto({}, photo, oneHero)).toEqual({});
    const own = { Ben: single };
    expect(await withSecondHeroPhoto(own, photo, CAST)).toBe(own);
  });
});
