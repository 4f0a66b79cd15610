// People drawn as they are (issue 46): glasses over the eyes in every shot the face is in (over a photo's face
// too, where the foreground gives way to it), a walking stick at the hand and a walking frame in front of a
// figure standing or walking (a run or a leap is a walk with them), for the hero and the people around them
// (with a guide dog at the side of theirs, drawn or photographed, as at the hero's).
// Checked with the art's record of what it drew where, and with its pixels against the panel drawn without.
import { describe, expect, it } from 'vitest';
import { drawPanelArt } from '../../server/engines/panels/panelArt';
import type { DrawnItem, PanelArtRequest, Rect } from '../../server/engines/pageModel';
import type { HeroAid } from '../../shared/heroAids';
import { HERO_POSES } from '../../server/engines/panels/heroPoses';
import { panelRequest } from '../fixtures/panelRequest';
import { POSE_ACTIONS } from '../fixtures/poseActions';
import { portrait } from '../fixtures/portraits';

const aidsIn = (drawn: DrawnItem[] | undefined, icon: string) =>
  (drawn ?? []).filter((d) => d.kind === 'aid' && d.icon === icon);
const inside = (x: number, y: number, r: Rect, margin = 0) =>
  x >= r.x - margin && x < r.x + r.width + margin && y >= r.y - margin && y < r.y + r.height + margin;
type Art = { width: number; height: number; pixels: Uint8Array | Buffer };

/** Pixels that differ between two panels (by 30 or more over three channels) inside and outside `near`. */
function changed(art: Art, plain: Art, near: (x: number, y: number) => boolean) {
  let within = 0;
  let elsewhere = 0;
  for (let y = 0; y < art.height; y++) {
    for (let x = 0; x < art.width; x++) {
      const i = (y * art.width + x) * 3;
      const d = [0, 1, 2].reduce((sum, c) => sum + Math.abs(art.pixels[i + c] - plain.pixels[i + c]), 0);
      if (d < 30) continue;
      if (near(x, y)) within++;
      else elsewhere++;
    }
  }
  return { within, elsewhere };
}

describe('glasses, a walking stick and a walking frame, drawn', { timeout: 180_000 }, () => {
  it('draws glasses over the photo’s eyes in every shot, and nothing else changes', async () => {
    for (const print of ['color', 'grayscale'] as const) {
      for (const shot of ['wide', 'medium', 'close-up', 'extreme close-up'] as const) {
        const label = `${print} ${shot}`;
        const ask = (more: Partial<PanelArtRequest>) =>
          panelRequest({ print, shot, action: POSE_ACTIONS.standing, ...more }).then(drawPanelArt);
        const [art, plain] = await Promise.all([ask({ heroAids: ['glasses'] }), ask({})]);
        const face = art.heroFace!;
        const [glasses, ...more] = aidsIn(art.drawn, 'glasses');
        expect(more, label).toEqual([]);
        expect(aidsIn(plain.drawn, 'glasses'), label).toEqual([]);
        // Across the middle of the face, at the eyes' height (the upper half of the face box).
        const box = glasses.box;
        expect(Math.abs(box.x + box.width / 2 - (face.x + face.width / 2)), label).toBeLessThan(face.width * 0.15);
        const middle = box.y + box.height * (15.5 / 32);
        expect(middle, label).toBeGreaterThan(face.y + face.height * 0.2);
        expect(middle, label).toBeLessThan(face.y + face.height * 0.6);
        // Seen over the face (not hidden under the photo), and nothing drawn anywhere else.
        const { within, elsewhere } = changed(art, plain, (x, y) => inside(x, y, box, 4));
        expect(within, label).toBeGreaterThan(box.width * box.height * 0.03);
        expect(elsewhere, label).toBeLessThanOrEqual(Math.max(16, within * 0.02));
      }
    }
  });

  it('draws a stick or a frame with a figure standing or walking, and walks where the words say run', async () => {
    const cases: [HeroAid, string][] = [
      ['walking stick', 'walking-stick'],
      ['walker', 'walking-frame'],
    ];
    for (const [aid, icon] of cases) {
      let drawn = 0;
      for (const pose of HERO_POSES) {
        const label = `${aid}, ${pose}`;
        const ask = (more: Partial<PanelArtRequest>) =>
          panelRequest({ shot: 'wide', action: POSE_ACTIONS[pose], ...more }).then(drawPanelArt);
        const [art, plain] = await Promise.all([ask({ heroAids: [aid] }), ask({})]);
        // Never a run, a leap or a blow with them: a walk.
        if (pose === 'running' || pose === 'leaping' || pose === 'fighting')
          expect(art.heroPose, label).toMatch(/walking/);
        // Drawn standing and walking (a hug, a held trophy or a cheer keeps the hands busy; sitting, kneeling, a fall
        // or a flight needs none).
        const upright = ['standing', 'walking', 'running', 'leaping', 'fighting'].includes(pose);
        const items = aidsIn(art.drawn, icon);
        expect(items.length, label).toBe(upright ? 1 : 0);
        if (!upright) continue;
        drawn++;
        // Beside the figure, and (where the pose is the one asked) what changed is there.
        const figure = art.heroFigure!;
        const box = items[0].box;
        expect(box.x + box.width, label).toBeGreaterThan(figure.x - figure.width * 0.3);
        expect(box.x, label).toBeLessThan(figure.x + figure.width * 1.3);
        if (art.heroPose !== plain.heroPose) continue;
        const { within, elsewhere } = changed(art, plain, (x, y) => inside(x, y, box, box.width * 0.1));
        expect(within, label).toBeGreaterThan(0);
        expect(elsewhere, label).toBeLessThanOrEqual(Math.max(16, within * 0.02));
      }
      expect(drawn, aid).toBeGreaterThanOrEqual(5);
    }
    // A frame and a stick both: the frame (one pair of hands).
    const both = await drawPanelArt(
      await panelRequest({ action: POSE_ACTIONS.walking, heroAids: ['walking stick', 'walker'] }),
    );
    expect(aidsIn(both.drawn, 'walking-frame').length).toBe(1);
    expect(aidsIn(both.drawn, 'walking-stick')).toEqual([]);
  });

  it('draws the people around the hero with theirs, a guide dog too: drawn, and from a photo', async () => {
    const art = await drawPanelArt(
      await panelRequest({
        setting: 'a quiet park',
        action: 'Ada and Grandpa Joe walk into the park with Tom',
        others: ['Grandpa Joe', 'Tom'],
        people: { 'Grandpa Joe': 'her grandpa', Tom: 'her dad' },
        castPhotos: { Tom: (await portrait('light-red-hair')).photo },
        castAids: { 'Grandpa Joe': ['walker', 'glasses', 'guide dog'], Tom: ['glasses', 'walking stick', 'guide dog'] },
      }),
    );
    const theirs = (name: string, icon: string) => aidsIn(art.drawn, icon).filter((d) => d.name === name);
    expect(theirs('Grandpa Joe', 'walking-frame').length).toBe(1);
    expect(theirs('Grandpa Joe', 'glasses').length).toBe(1);
    expect(theirs('Tom', 'glasses').length).toBe(1);
    expect(theirs('Tom', 'walking-stick').length).toBe(1);
    expect(theirs('Grandpa Joe', 'guide-dog').length).toBe(1);
    expect(theirs('Tom', 'guide-dog').length).toBe(1);
    // The glasses on each one's face: across its middle, in its upper half.
    for (const name of ['Grandpa Joe', 'Tom']) {
      const face = (art.drawn ?? []).find((d) => d.name === name && d.kind === 'face')!.box;
      const glasses = theirs(name, 'glasses')[0].box;
      const [x, y] = [glasses.x + glasses.width / 2, glasses.y + glasses.height * (15.5 / 32)];
      expect(Math.abs(x - (face.x + face.width / 2)), name).toBeLessThan(face.width * 0.15);
      expect(y, name).toBeGreaterThan(face.y + face.height * 0.2);
      expect(y, name).toBeLessThan(face.y + face.height * 0.65);
    }
    // The hero, who has none, none.
    expect((art.drawn ?? []).filter((d) => d.kind === 'aid' && !d.name)).toEqual([]);
  });
});
