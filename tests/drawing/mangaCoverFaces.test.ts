// Darker skin on the manga cover: the nose, mouth and cheeks must not sink into one flat grey,
// and a dark cap must not merge with the head. Relief is measured on the cover blurred over about a
// screen dot, at the places the fixture portraits say their features are (faceMetrics.ts). The thresholds
// come from measurements: before the face's relief was stretched (server/engines/artKit/faceRelief.ts), the darker
// faces reached eyes 0.17-0.36, nose and mouth 0.30-0.52, cheek shading 0.16-0.23, lower-face spread
// 0.09-0.16 and the cap's edge 0.05; after, eyes 0.24+, nose and mouth 0.37+, cheek shading 0.31+,
// spread 0.145+ and the cap's edge 0.31+. Lighter skins measured as they did before.
import { describe, expect, it } from 'vitest';
import { renderLocalCoverWithLayout } from '../../server/engines/cover/renderCover';
import { capSeparation, measureCoverRelief, measureFace } from '../fixtures/faceMetrics';
import { portrait, PORTRAIT_NAMES } from '../fixtures/portraits';
import { PORTRAIT_SPECS } from '../fixtures/portraitSpecs';

/** Darker skin: the portrait's skin colour has a luma below 130 (of 255). */
const DARKER = PORTRAIT_SPECS.filter((spec) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(spec.skin.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b < 130;
}).map((spec) => spec.name);

async function mangaCover(name: string) {
  const p = await portrait(name);
  const cover = await renderLocalCoverWithLayout({
    photo: p.photo,
    title: 'Gift Of The Year',
    author: 'Sam',
    type: 'black-and-white-manga',
    seed: 5,
  });
  return {
    p,
    cover,
    face: await measureFace(cover.bytes, cover.hero, p),
    relief: await measureCoverRelief(cover.bytes, cover.hero, p),
  };
}

describe('faces on the manga cover', { timeout: 180_000 }, () => {
  it('covers darker skin, a cap among them', () => {
    expect(DARKER).toEqual(expect.arrayContaining(['very-dark-backlit', 'dark-child-cap', 'medium-dark-child-grey']));
    expect(DARKER.length).toBeLessThan(PORTRAIT_NAMES.length);
  });

  it('keeps the eyes, nose, mouth and cheeks of every face apart from its skin', async () => {
    const found: string[] = [];
    for (const name of PORTRAIT_NAMES) {
      const { face, relief } = await mangaCover(name);
      const f = (v: number) => v.toFixed(3);
      // Every face, lighter ones included: no feature lost in the skin.
      if (face.eyeMargin < 0.15) found.push(`${name}: eyes ${f(face.eyeMargin)}`);
      if (relief.noseMouth < 0.25) found.push(`${name}: nose and mouth ${f(relief.noseMouth)}`);
      if (relief.cheekShade < 0.07) found.push(`${name}: cheek shading ${f(relief.cheekShade)}`);
      if (relief.lowerFace < 0.075) found.push(`${name}: lower face spread ${f(relief.lowerFace)}`);
      // A darker face keeps as much relief as the lighter faces show, not one flat grey with inked holes.
      if (DARKER.includes(name)) {
        if (face.eyeMargin < 0.2) found.push(`${name} (darker skin): eyes ${f(face.eyeMargin)}`);
        if (relief.noseMouth < 0.34) found.push(`${name} (darker skin): nose and mouth ${f(relief.noseMouth)}`);
        if (relief.cheekShade < 0.28) found.push(`${name} (darker skin): cheek shading ${f(relief.cheekShade)}`);
        if (relief.lowerFace < 0.135) found.push(`${name} (darker skin): lower face spread ${f(relief.lowerFace)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('keeps a dark cap apart from a dark forehead', async () => {
    const { p, cover } = await mangaCover('dark-child-cap');
    // The forehead under the brim prints clearly lighter than the brim: a screen, not solid ink.
    expect(await capSeparation(cover.bytes, cover.hero, p)).toBeGreaterThan(0.2);
  });
});
