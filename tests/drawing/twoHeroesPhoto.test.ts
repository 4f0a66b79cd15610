// Two heroes from one photo of them both (issue 46): when the owner uploads a photo with two faces for a book
// about two ('Anna and Ben') and adds no photo of the second, each is drawn from the photo around their own face,
// read left to right as they are named (Anna the face on the left), whichever face the model is surest of. A
// photo of one face, or a book about one, is left as it was.
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

/** The mean brightness of a square of an image around (x, y): a face's skin. */
async function skin(image: Buffer, x: number, y: number, r: number): Promise<number> {
  const { channels } = await sharp(image)
    .extract({ left: Math.round(x - r / 2), top: Math.round(y - r / 2), width: Math.round(r), height: Math.round(r) })
    .stats();
  return (channels[0].mean + channels[1].mean + channels[2].mean) / 3;
}

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
  });

  it('draws the first named from the face on the left and the second from the one on the right', {
    timeout: 180_000,
  }, async () => {
    for (const [left, right] of [
      ['medium-dark-white', 'very-pale-platinum'],
      ['very-pale-platinum', 'medium-dark-white'],
    ]) {
      const { photo, a, b } = await photoOfTwo(left, right);
      const { castPhotos, heroPhoto } = await withSecondHeroPhoto({}, photo, CAST);
      expect(Object.keys(castPhotos), left).toEqual(['Ben']);
      const [leftSkin, rightSkin] = [
        await skin(a.photo, a.face.x, a.face.y, 40),
        await skin(b.photo, b.face.x, b.face.y, 40),
      ];
      // Each one's photo: its surest face has the skin of the portrait on their side.
      for (const [who, image, mine, theirs] of [
        ['Anna', heroPhoto, leftSkin, rightSkin],
        ['Ben', castPhotos.Ben, rightSkin, leftSkin],
      ] as const) {
        const seen = await analysePhoto(image);
        const scale = (await sharp(image).metadata()).width! / seen.width;
        const faceSkin = await skin(image, seen.face.cx * scale, ((seen.face.eyeY + seen.face.mouthY) * scale) / 2, 40);
        expect(Math.abs(faceSkin - mine), `${left}: ${who}`).toBeLessThan(Math.abs(faceSkin - theirs));
      }
    }
  });

  it('leaves a photo of one face, a book about one, and a second hero with a photo of their own as they were', {
    timeout: 120_000,
  }, async () => {
    const single = (await portrait('tan-brown-hair-grey')).photo;
    expect((await withSecondHeroPhoto({}, single, CAST)).castPhotos).toEqual({});
    const { photo } = await photoOfTwo('light-red-hair', 'elderly-wrinkles');
    const oneHero = CAST.map((member) => (member.name === 'Ben' ? { ...member, isHero: false } : member));
    expect(await withSecondHeroPhoto({}, photo, oneHero)).toEqual({ castPhotos: {}, heroPhoto: photo });
    const own = { Ben: single };
    expect((await withSecondHeroPhoto(own, photo, CAST)).castPhotos).toBe(own);
  });
});
