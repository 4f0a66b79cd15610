// In the built-in art, a person of the cast the owner added a photo of is drawn like the
// hero — their photo's head on a body in their own skin tone, standing where the shot puts them, acting when
// the action is theirs — and the lettering keeps off their face and points at their head.
import { describe, expect, it } from 'vitest';
import { drawPanelArt } from '../../server/engines/panels/panelArt';
import type { PanelArt, PanelArtRequest, Rect } from '../../server/engines/pageModel';
import { portrait } from '../fixtures/portraits';

async function request(overrides: Partial<PanelArtRequest> = {}): Promise<PanelArtRequest> {
  return {
    photo: (await portrait('medium-dark-white')).photo,
    castPhotos: { Tadhg: (await portrait('very-pale-platinum')).photo },
    people: { Tadhg: 'her friend', Gran: 'her grandma' },
    print: 'color',
    shot: 'wide',
    setting: 'a school yard',
    action: 'Ada and Tadhg walk to school.',
    heroPresent: true,
    others: ['Tadhg', 'Gran'],
    width: 900,
    height: 600,
    seed: 4,
    ...overrides,
  };
}

const inside = (p: { x: number; y: number }, r: Rect) =>
  p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;

/** The mean brightness of a box of the picture (RGB). */
function brightness(art: PanelArt, r: Rect): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.round(r.y); y < r.y + r.height; y++) {
    for (let x = Math.round(r.x); x < r.x + r.width; x++, n++) {
      const i = (y * art.width + x) * 3;
      sum += (art.pixels[i] + art.pixels[i + 1] + art.pixels[i + 2]) / 3;
    }
  }
  return sum / n;
}

describe('the cast from their own photos', { timeout: 120_000 }, () => {
  it('draws a photographed person with their photo on a body in their tone, and the others as before', async () => {
    for (const print of ['color', 'grayscale'] as const) {
      for (const shot of ['wide', 'medium'] as const) {
        const art = await drawPanelArt(await request({ print, shot }));
        const tadhg = art.drawn!.find((d) => d.name === 'Tadhg')!;
        expect(tadhg.icon, `${print} ${shot}`).toMatch(/^person-standing-(?:light|medium-light)$/);
        expect(art.figures!.Tadhg).toBeDefined();
        expect(inside(art.heads.Tadhg, art.figures!.Tadhg), 'his balloons point into his figure').toBe(true);
        expect(inside(art.heads.Tadhg, tadhg.box)).toBe(true);
        // Gran has no photo: a drawn face of her kind, as before.
        if (shot === 'wide') expect(art.drawn!.find((d) => d.name === 'Gran')?.icon).toMatch(/^old-woman-/);
      }
    }
  });

  it('shows the photo, not a drawn face: the pale photo is pale where his face is', async () => {
    const withPhoto = await drawPanelArt(await request());
    const withoutPhoto = await drawPanelArt({ ...(await request()), castPhotos: {} });
    const face = withPhoto.drawn!.find((d) => d.name === 'Tadhg')!.box;
    const drawnFace = withoutPhoto.drawn!.find((d) => d.name === 'Tadhg')!;
    expect(drawnFace.icon).not.toMatch(/^person-standing-/);
    // The face box runs from the hairline (the face model's forehead) to the chin: a pale fringe is in it.
    expect(brightness(withPhoto, face)).toBeGreaterThan(140);
    const dark = await drawPanelArt({
      ...(await request()),
      castPhotos: { Tadhg: (await portrait('very-dark-backlit')).photo },
    });
    const darkFace = dark.drawn!.find((d) => d.name === 'Tadhg')!;
    expect(darkFace.icon).toMatch(/-(?:dark|medium-dark)$/);
    expect(brightness(dark, darkFace.box)).toBeLessThan(brightness(withPhoto, face) - 30);
  });

  it('lets a photographed person act when the action is theirs, and leaves the hero standing by', async () => {
    const art = await drawPanelArt(await request({ action: 'Tadhg runs after the bus.' }));
    expect(art.drawn!.find((d) => d.name === 'Tadhg')!.icon).toMatch(/^person-running-/);
    expect(art.heroPose).toMatch(/^person-standing-/);
  });
});
