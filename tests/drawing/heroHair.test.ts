// The hero keeps their hair and headwear on every page as on the cover. Portraits with
// white hair up in a bun on a pale wall, blond braids on white, dark curly hair and a headscarf are drawn in
// a wide, a medium and a close panel; the crown above the face (hair, or the scarf) is measured where the
// photo puts it in each panel, blurred over the screen's dots, against the panel's own skin and the scene
// beside the head, and against the same places on the cover, which shows the whole photo.
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawPanelArt, heroPlacement } from '../../server/engines/panels/panelArt';
import type { PanelArtRequest } from '../../server/engines/pageModel';
import { photoPointOnCover, renderLocalCoverWithLayout } from '../../server/engines/cover/renderCover';
import { portrait, type Point } from '../fixtures/portraits';

type Rgb = [number, number, number];
const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const minus = (a: Rgb, b: Rgb): Rgb => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cosine = (a: Rgb, b: Rgb) => (a[0] * b[0] + a[1] * b[1] + a[2] * b[2]) / (Math.hypot(...a) * Math.hypot(...b));

/** The mean colour at points of an image blurred over `blur` pixels (a screen's dots read as their tone). */
async function colours(image: Sharp, blur: number) {
  const { data, info } = await image.removeAlpha().blur(blur).raw().toBuffer({ resolveWithObject: true });
  return (points: Point[]): Rgb => {
    const sum: Rgb = [0, 0, 0];
    for (const p of points) {
      const i = (Math.round(p.y) * info.width + Math.round(p.x)) * info.channels;
      for (let c = 0; c < 3; c++) sum[c] += data[i + c] / points.length;
    }
    return sum;
  };
}

const PEOPLE = ['white-bun-pale', 'blond-braids-white', 'medium-dark-white', 'hijab-white'];

describe('the hero keeps their hair and headwear', { timeout: 300_000 }, () => {
  it('shows the photo’s hair above the face in wide, medium and close panels, as the cover does', async () => {
    const found: string[] = [];
    for (const name of PEOPLE) {
      const p = await portrait(name);
      const cover = await renderLocalCoverWithLayout({
        photo: p.photo,
        title: 'Gift Of The Year',
        author: 'Sam',
        type: '30s-50s-style',
        seed: 5,
      });
      const onCover = await colours(sharp(cover.bytes), 6);
      const coverHair = onCover(p.crown.map((c) => photoPointOnCover(cover.hero, c)));
      const coverSkin = onCover(p.cheeks.map((c) => photoPointOnCover(cover.hero, c)));
      for (const shot of ['wide', 'medium', 'close-up'] as const) {
        const req: PanelArtRequest = {
          photo: p.photo,
          print: 'color',
          shot,
          setting: 'a quiet park',
          action: 'Ada waits at the garden gate.',
          heroPresent: true,
          others: [],
          width: 900,
          height: 600,
          seed: 3,
        };
        const art = await drawPanelArt(req);
        const place = (await heroPlacement(req))!;
        // Photo pixels (the portrait's, as uploaded) to panel pixels.
        const k = place.scale;
        const inPanel = (q: Point) => ({ x: q.x * k + place.offsetX, y: q.y * k + place.offsetY });
        const onPanel = await colours(
          sharp(art.pixels, { raw: { width: art.width, height: art.height, channels: 3 } }),
          Math.max(2, k * p.face.rx * 0.08),
        );
        const hair = onPanel(p.crown.map(inPanel));
        const skin = onPanel(p.cheeks.map(inPanel));
        // The scene at the crown's height, two and a half face widths out to either side.
        const scene = onPanel([-2.6, 2.6].map((dx) => inPanel({ x: p.face.x + dx * p.face.rx, y: p.crown[0].y })));
        const against = `${name} ${shot}: hair ${hair.map(Math.round)}, skin ${skin.map(Math.round)}, scene ${scene.map(Math.round)}, cover hair ${coverHair.map(Math.round)}`;
        // Not skin: the hair stands apart from the skin as on the cover, by as much and the same way.
        const coverStep = minus(coverHair, coverSkin);
        const step = minus(hair, skin);
        if (Math.hypot(...step) < 0.5 * Math.hypot(...coverStep)) found.push(`${against}: as near the skin as bald`);
        if (cosine(step, coverStep) < 0.85) found.push(`${against}: not the cover's hair colour against the skin`);
        // Not the background: the scene does not show through where the hair is.
        if (distance(hair, scene) < 45) found.push(`${against}: the scene shows where the hair is`);
      }
    }
    expect(found).toEqual([]);
  });
});
