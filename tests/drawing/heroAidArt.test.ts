// People drawn as they are (issue 46): hearing aids behind both ears in every shot the face is in, crutches
// under the arms of a figure standing or walking (a run or a leap is a walk on them), and a prosthetic leg in
// place of a shin in every pose. Checked with the
// art's own record of what it drew where, and with its pixels: the same panel drawn without the aid differs
// only where the aid is.
import { describe, expect, it } from 'vitest';
import { drawPanelArt } from '../../server/engines/panels/panelArt';
import { drawMatterPicture } from '../../server/engines/panels/matterPages';
import { portrait } from '../fixtures/portraits';
import { onCrutches } from '../../server/engines/panels/heroAidArt';
import type { DrawnItem, PanelArtRequest, Rect } from '../../server/engines/pageModel';
import type { Shot } from '../../shared/script';
import { panelRequest } from '../fixtures/panelRequest';
import { POSE_ACTIONS } from '../fixtures/poseActions';
import { HERO_POSES } from '../../server/engines/panels/heroPoses';

const SHOTS: Shot[] = ['wide', 'medium', 'close-up', 'extreme close-up'];
const aidsIn = (drawn: DrawnItem[] | undefined, icon: string) =>
  (drawn ?? []).filter((d) => d.kind === 'aid' && d.icon === icon);
const inside = (x: number, y: number, r: Rect, margin: number) =>
  x >= r.x - margin && x < r.x + r.width + margin && y >= r.y - margin && y < r.y + r.height + margin;

type Art = { width: number; height: number; pixels: Uint8Array | Buffer };

/** Pixels of `art` that differ from `plain` (red or blue by 30 or more), and how many of them are not `near`. */
function changedPixels(art: Art, plain: Art, near: (x: number, y: number) => boolean) {
  let changed = 0;
  let elsewhere = 0;
  for (let y = 0; y < art.height; y++) {
    for (let x = 0; x < art.width; x++) {
      const i = (y * art.width + x) * 3;
      if (Math.abs(art.pixels[i] - plain.pixels[i]) + Math.abs(art.pixels[i + 2] - plain.pixels[i + 2]) < 30) continue;
      changed++;
      if (!near(x, y)) elsewhere++;
    }
  }
  return { changed, elsewhere };
}

describe('the aids a hero lives with, drawn', { timeout: 180_000 }, () => {
  it('draws hearing aids behind both ears in every shot, and nothing else changes', async () => {
    for (const print of ['color', 'grayscale'] as const) {
      for (const shot of SHOTS) {
        for (const pose of ['standing', 'running'] as const) {
          const label = `${print} ${shot} ${pose}`;
          const ask = (more: Partial<PanelArtRequest>) =>
            panelRequest({ print, shot, action: POSE_ACTIONS[pose], ...more }).then(drawPanelArt);
          const [art, plain] = await Promise.all([ask({ heroAids: ['hearing aids'] }), ask({})]);
          const face = art.heroFace!;
          const aids = aidsIn(art.drawn, 'ear-with-hearing-aid');
          expect(aids.length, label).toBe(2);
          expect(aidsIn(plain.drawn, 'ear-with-hearing-aid'), label).toEqual([]);
          // One each side of the face's middle, at the height of the eyes.
          const centre = face.x + face.width / 2;
          const [left, right] = [...aids].sort((a, b) => a.box.x - b.box.x);
          expect(left.box.x + left.box.width / 2, label).toBeLessThan(centre);
          expect(right.box.x + right.box.width / 2, label).toBeGreaterThan(centre);
          for (const a of aids) {
            expect(a.box.y, label).toBeLessThan(face.y + face.height * 0.6);
            expect(a.box.y + a.box.height, label).toBeGreaterThan(face.y + face.height * 0.3);
          }
          // Drawn: the panel differs from the one without them, and only where they are (their outline and
          // the halftone's dots a few pixels round them).
          const { changed, elsewhere } = changedPixels(art, plain, (x, y) => aids.some((a) => inside(x, y, a.box, 6)));
          expect(changed, label).toBeGreaterThan(art.width * art.height * 0.0004);
          expect(elsewhere, label).toBeLessThanOrEqual(changed * 0.02);
        }
      }
    }
  });

  it('draws crutches under the arms of a figure standing or walking; a run or a leap is a walk on them', async () => {
    for (const shot of ['wide', 'medium'] as const) {
      for (const pose of ['standing', 'walking', 'running', 'leaping', 'holding'] as const) {
        const label = `${shot} ${pose}`;
        const art = await drawPanelArt(
          await panelRequest({ shot, setting: 'a quiet park', action: POSE_ACTIONS[pose], heroAids: ['crutches'] }),
        );
        // Never drawn running or leaping on two feet.
        expect(art.heroPose, label).toMatch(/^person-(?:standing|walking)-/);
        const crutches = aidsIn(art.drawn, 'crutch');
        expect(crutches.length, label).toBe(2);
        const figure = art.heroFigure!;
        const face = art.heroFace!;
        const middle = figure.x + figure.width / 2;
        // One each side of the body, from below the chin down to the feet (in a medium shot, out of the panel).
        const [left, right] = [...crutches].sort((a, b) => a.box.x - b.box.x);
        expect(left.box.x, label).toBeLessThan(middle);
        expect(right.box.x + right.box.width, label).toBeGreaterThan(middle);
        for (const c of crutches) {
          expect(c.box.y, label).toBeGreaterThan(face.y + face.height);
          const foot = c.box.y + c.box.height;
          const feet = figure.y + figure.height;
          if (feet < art.height - 2) expect(Math.abs(foot - feet), label).toBeLessThan(figure.height * 0.08);
          else expect(foot, label).toBeGreaterThanOrEqual(art.height - 2);
        }
      }
    }
    // Down or in the air the arms are not on them: a kneel, a fall or a cheer is drawn as asked, with none.
    const kneeling = await drawPanelArt(
      await panelRequest({ shot: 'wide', action: POSE_ACTIONS.kneeling, heroAids: ['crutches'] }),
    );
    expect(kneeling.heroPose).toMatch(/^person-kneeling-/);
    expect(aidsIn(kneeling.drawn, 'crutch')).toEqual([]);
    expect(onCrutches('falling')).toBe('falling');
    expect(onCrutches('fighting')).toBe('walking');
  });

  it('draws a prosthetic leg in place of a shin in every pose it shows, and changes nothing else', async () => {
    /** Panels where the leg shows. */
    let shown = 0;
    for (const shot of ['wide', 'medium'] as const) {
      for (const pose of HERO_POSES) {
        const label = `${shot} ${pose}`;
        const ask = (more: Partial<PanelArtRequest>) =>
          panelRequest({ shot, setting: 'a quiet park', action: POSE_ACTIONS[pose], ...more }).then(drawPanelArt);
        const [art, plain] = await Promise.all([ask({ heroAids: ['prosthetic leg'] }), ask({})]);
        // A prosthetic leg changes no pose: the person runs, leaps and kneels as asked.
        expect(art.heroPose, label).toBe(plain.heroPose);
        const legs = aidsIn(art.drawn, 'mechanical-leg');
        expect(legs.length, label).toBe(1);
        const leg = legs[0].box;
        const figure = art.heroFigure!;
        // On the figure: where its legs are (a medium shot of someone standing leaves them below the panel).
        expect(leg.x + leg.width / 2, label).toBeGreaterThan(figure.x);
        expect(leg.x + leg.width / 2, label).toBeLessThan(figure.x + figure.width);
        if (leg.y >= art.height) continue;
        // Drawn where the leg is and nowhere else (the cut shin is within a shin's length of it).
        const margin = Math.max(leg.width, leg.height) * 0.35;
        const { changed, elsewhere } = changedPixels(art, plain, (x, y) => inside(x, y, leg, margin));
        // A wide shot shows the whole figure, feet on the floor; a medium one may keep its legs behind the
        // foreground (a hedge, a fence), which is drawn in front of them.
        if (shot === 'wide') expect(changed, label).toBeGreaterThan(leg.width * leg.height * 0.1);
        if (changed > leg.width * leg.height * 0.1) shown++;
        // (A few pixels of the panel's edges may round differently: not a drawing.)
        expect(elsewhere, label).toBeLessThanOrEqual(Math.max(16, changed * 0.02));
      }
    }
    expect(shown).toBeGreaterThanOrEqual(HERO_POSES.length);
  });

  it('draws the people around the hero with what they live with: a wheelchair, hearing aids, a leg', async () => {
    let legs = 0;
    for (const shot of ['wide', 'medium'] as const) {
      for (const action of ['Ada and Grandma Rose walk into the park', 'Grandma Rose races after the bus']) {
        const label = `${shot}: ${action}`;
        const art = await drawPanelArt(
          await panelRequest({
            shot,
            setting: 'a quiet park',
            action,
            others: ['Grandma Rose', 'Tom'],
            people: { 'Grandma Rose': 'her grandma', Tom: 'her dad' },
            // Tom is drawn from a photo of his own, with his.
            castPhotos: { Tom: (await portrait('light-red-hair')).photo },
            castAids: { 'Grandma Rose': ['wheelchair', 'hearing aids'], Tom: ['prosthetic leg', 'hearing aids'] },
          }),
        );
        const hers = (art.drawn ?? []).filter((d) => d.name === 'Grandma Rose' && d.kind === 'aid');
        // In her chair whatever the words say (she races in it), her hearing aids behind both ears.
        expect(hers.filter((d) => /^person-in-manual-wheelchair/.test(d.icon)).length, label).toBe(1);
        expect(hers.filter((d) => d.icon === 'ear-with-hearing-aid').length, label).toBe(2);
        // His leg where his figure is drawn whole (a medium shot may frame him from the waist up).
        const his = (art.drawn ?? []).filter((d) => d.name === 'Tom' && d.kind === 'aid');
        const tomIsHere = (art.drawn ?? []).some((d) => d.name === 'Tom' && d.kind === 'face');
        if (tomIsHere) expect(his.filter((d) => d.icon === 'ear-with-hearing-aid').length, label).toBe(2);
        if (shot === 'wide' && tomIsHere) expect(his.filter((d) => d.icon === 'mechanical-leg').length, label).toBe(1);
        legs += his.filter((d) => d.icon === 'mechanical-leg').length;
        // The hero, who uses none, is drawn as asked, with none.
        expect(
          aidsIn(art.drawn, 'mechanical-leg').filter((d) => d.name !== 'Tom'),
          label,
        ).toEqual([]);
        expect(art.heroPose, label).not.toMatch(/wheelchair/);
      }
    }
    expect(legs).toBeGreaterThan(0);
  });

  it('draws the hero as they are on the matter pages too (a favourite moment drawn again)', async () => {
    const page = {
      kind: 'moment' as const,
      print: 'color' as const,
      photo: (await portrait('medium-dark-white')).photo,
      title: 'The Night Shift',
      author: 'Ada',
      heroName: 'Ada',
      dedication: '',
      about: [],
      seed: 4,
      moment: {
        title: 'The Race',
        summary: 'Ada races to the gate.',
        setting: 'a quiet park',
        action: 'Ada runs to the gate',
      },
    };
    const [asAsked, seated] = await Promise.all([
      drawMatterPicture(page),
      drawMatterPicture({ ...page, heroAids: ['wheelchair'] }),
    ]);
    // The same page but the hero: the picture differs where the hero is, the words and frames do not.
    let changed = 0;
    for (let i = 0; i < asAsked.data.length; i++) if (asAsked.data[i] !== seated.data[i]) changed++;
    expect(changed).toBeGreaterThan(asAsked.data.length * 0.002);
  });

  it('walks a guide dog at the side of a hero drawn whole, on their floor, and none in a close shot', async () => {
    for (const pose of ['walking', 'standing', 'running'] as const) {
      const art = await drawPanelArt(
        await panelRequest({
          shot: 'wide',
          setting: 'a quiet park',
          action: POSE_ACTIONS[pose],
          heroAids: ['guide dog'],
        }),
      );
      const [dog, ...more] = aidsIn(art.drawn, 'guide-dog');
      expect(more, pose).toEqual([]);
      const figure = art.heroFigure!;
      // On the floor with the hero's feet, beside them (overlapping their side), on the side they face.
      expect(Math.abs(dog.box.y + dog.box.height - (figure.y + figure.height)), pose).toBeLessThan(
        figure.height * 0.06,
      );
      expect(dog.box.height, pose).toBeLessThan(figure.height * 0.6);
      // At their side: the dog's box reaches into the figure's, its middle outside the figure's middle half.
      const dogX = dog.box.x + dog.box.width / 2;
      expect(dog.box.x < figure.x + figure.width && dog.box.x + dog.box.width > figure.x, pose).toBe(true);
      expect(Math.abs(dogX - (figure.x + figure.width / 2)), pose).toBeGreaterThan(figure.width * 0.2);
    }
    const close = await drawPanelArt(await panelRequest({ shot: 'close-up', heroAids: ['guide dog'] }));
    expect(aidsIn(close.drawn, 'guide-dog')).toEqual([]);
  });
});
