// The hero acts. The action's words pick one of fourteen poses (a drawn body from the
// vector set with the photo's head on it), in wide and medium shots alike; close-ups keep the photo; the
// marks of an emotion (tears, sweat, hearts…) sit by the face; a panel's foreground never covers the face; a
// hero who uses a wheelchair is drawn in it in every pose and shot.
// Checked with the art's own boxes and names.
import { describe, expect, it } from 'vitest';
import { drawPanelArt } from '../../server/engines/panels/panelArt';
import { heroIsSubject } from '../../server/engines/panels/heroFigure';
import { HERO_POSES, inWheelchair, poseBox } from '../../server/engines/panels/heroPoses';
import { poseFor, poseOf } from '../../server/engines/panels/poseWords';
import { emotionOf } from '../../server/engines/panels/emanata';
import { hasIcon } from '../../server/engines/panels/iconLibrary';
import type { PanelArtRequest, Rect } from '../../server/engines/pageModel';
import { POSE_ACTIONS } from '../fixtures/poseActions';
import { panelRequest } from '../fixtures/panelRequest';

const request = (overrides: Partial<PanelArtRequest> = {}) =>
  panelRequest({ setting: 'a quiet park', action: 'Ada waits.', ...overrides });

const TONES = ['light', 'medium-light', 'medium', 'medium-dark', 'dark'];
const same = (a: Rect, b: Rect) =>
  Math.abs(a.x - b.x) < 4 &&
  Math.abs(a.y - b.y) < 4 &&
  Math.abs(a.width - b.width) < 4 &&
  Math.abs(a.height - b.height) < 4;

describe('the hero acts', { timeout: 180_000 }, () => {
  it('reads the pose each action asks for, and whose action it is', () => {
    for (const pose of HERO_POSES) expect(poseFor(POSE_ACTIONS[pose]), POSE_ACTIONS[pose]).toBe(pose);
    expect(poseFor('Ada is sent flying into the crates')).toBe('falling');
    expect(poseFor('Ada, bleary-eyed, squints at the day')).toBe('standing');
    expect(heroIsSubject('Tadhg runs after the bus', ['Tadhg'])).toBe(false);
    expect(heroIsSubject('The judges pin a ribbon on the table', [])).toBe(false);
    expect(heroIsSubject('Ada runs after Tadhg', ['Tadhg'])).toBe(true);
    // Each clause has its own subject: the place, then what the hero does.
    expect(heroIsSubject('The park at dawn; Ada arrives with Tadhg.', ['Tadhg'])).toBe(true);
    expect(heroIsSubject('The villain laughs; Tadhg runs.', ['Tadhg'])).toBe(false);
    expect(poseOf('The park at dawn; Tadhg sprints to the gate.', 'Tadhg')).toBe('running');
  });

  it('has a drawing for every pose in every skin tone, facing either way', () => {
    const face = { x: 100, y: 100, width: 50, height: 60 };
    for (const pose of HERO_POSES) {
      for (const tone of TONES) {
        for (const toward of [0, 1000]) {
          const icon = poseBox(pose, tone, face, toward).icon;
          expect(hasIcon(icon), icon).toBe(true);
        }
      }
    }
  });

  it('draws a different figure for each pose in wide and medium shots, and keeps the photo in close-ups', async () => {
    const ratios: Array<{ label: string; ratio: number }> = [];
    for (const shot of ['wide', 'medium'] as const) {
      const figures: Array<{ pose: string; box: Rect; icon: string }> = [];
      for (const pose of HERO_POSES) {
        const art = await drawPanelArt(await request({ shot, action: POSE_ACTIONS[pose] }));
        expect(art.heroPose, `${shot} ${pose}`).toBeDefined();
        expect(art.heroFigure, `${shot} ${pose}`).toBeDefined();
        // The head is in the picture and the figure's box holds it.
        const f = art.heroFace!;
        expect(f.y).toBeGreaterThanOrEqual(0);
        expect(f.x + f.width / 2).toBeGreaterThan(art.heroFigure!.x);
        expect(f.x + f.width / 2).toBeLessThan(art.heroFigure!.x + art.heroFigure!.width);
        figures.push({ pose, box: art.heroFigure!, icon: art.heroPose! });
        // The head keeps one proportion to its body in every pose and shot: the face (forehead to chin)
        // against how tall the drawn figure would stand.
        ratios.push({ label: `${shot} ${pose}`, ratio: f.height / art.heroStature! });
      }
      // Not one crop repeated: the poses that share a body (hold/stand, hug/walk, cry/kneel, cheer/point)
      // still differ by what is drawn with them; every other pair differs in drawing or box.
      const distinct = new Set(
        figures.map((f) => `${f.icon.replace(/-(?:light|medium-light|medium|medium-dark|dark)$/, '')}`),
      );
      expect(distinct.size, shot).toBeGreaterThanOrEqual(7);
      // A fall is a tumbling body, not the ball player turned on its side.
      expect(figures.find((f) => f.pose === 'falling')!.icon).toMatch(/^person-cartwheeling-/);
      const running = figures.find((f) => f.pose === 'running')!;
      const standing = figures.find((f) => f.pose === 'standing')!;
      expect(same(running.box, standing.box)).toBe(false);
    }
    // One band for all fourteen poses in both shots (a standing figure is about four heads tall).
    const outside = ratios
      .filter((r) => r.ratio < 0.22 || r.ratio > 0.27)
      .map((r) => `${r.label} ${r.ratio.toFixed(3)}`);
    expect(outside).toEqual([]);
    const close = await drawPanelArt(await request({ shot: 'close-up', action: POSE_ACTIONS.running }));
    expect(close.heroPose).toBeUndefined();
    expect(close.heroFigure).toBeDefined();
  });

  it('draws a hero who uses a wheelchair in it in every pose and shot, at the proportion of the others', async () => {
    for (const shot of ['wide', 'medium'] as const) {
      for (const pose of HERO_POSES) {
        const art = await drawPanelArt(await request({ shot, action: POSE_ACTIONS[pose], heroAids: ['wheelchair'] }));
        const label = `${shot} ${pose}`;
        // The chair is part of the figure, whatever the action asked: never a body standing, running or kneeling.
        expect(art.heroPose, label).toMatch(/^person-in-manual-wheelchair-/);
        const f = art.heroFace!;
        expect(f.x + f.width / 2, label).toBeGreaterThan(art.heroFigure!.x);
        expect(f.x + f.width / 2, label).toBeLessThan(art.heroFigure!.x + art.heroFigure!.width);
        // The whole chair in the picture: its figure ends above the panel's bottom.
        expect(art.heroFigure!.y + art.heroFigure!.height, label).toBeLessThanOrEqual(art.height + 1);
        expect(f.height / art.heroStature!, label).toBeGreaterThan(0.2);
        expect(f.height / art.heroStature!, label).toBeLessThan(0.29);
      }
    }
    // A leap is a wheelie (off the ground), a flight the chair aloft.
    expect(inWheelchair('leaping')).toBe('wheelie');
    expect(inWheelchair('flying')).toBe('chair-flying');
    expect(inWheelchair('kneeling')).toBe('wheeling');
  });

  it('draws a hero who uses a white cane standing and walking with it, either way, in every skin tone', async () => {
    for (const shot of ['wide', 'medium'] as const) {
      for (const pose of ['standing', 'walking'] as const) {
        const art = await drawPanelArt(await request({ shot, action: POSE_ACTIONS[pose], heroAids: ['white cane'] }));
        expect(art.heroPose, `${shot} ${pose}`).toMatch(/^person-with-white-cane-/);
        const f = art.heroFace!;
        expect(f.x + f.width / 2).toBeGreaterThan(art.heroFigure!.x);
        expect(f.x + f.width / 2).toBeLessThan(art.heroFigure!.x + art.heroFigure!.width);
      }
    }
    const face = { x: 100, y: 100, width: 50, height: 60 };
    for (const tone of TONES)
      for (const toward of [0, 1000]) expect(hasIcon(poseBox('cane-walking', tone, face, toward).icon)).toBe(true);
    // A run is drawn as asked.
    const running = await drawPanelArt(
      await request({ shot: 'wide', action: POSE_ACTIONS.running, heroAids: ['white cane'] }),
    );
    expect(running.heroPose).toMatch(/^person-running-/);
  });

  it('puts the marks of an emotion by the face, never over it, and only for the hero’s own action', async () => {
    expect(emotionOf('A single tear: Ada cries alone.')).toBe('tears');
    expect(emotionOf('Ada hugs her best friend.')).toBe('love');
    expect(emotionOf('Ada is sent flying into the crates.')).toBe('dizzy');
    expect(emotionOf('Ada glares at the robot.')).toBe('anger');
    expect(emotionOf('Ada waits at the gate.')).toBeNull();
    for (const [action, icon] of [
      ['A single tear: Ada cries alone.', 'droplet'],
      ['Ada, nervous, wipes her brow.', 'sweat-droplets'],
      ['Ada glares at the robot, furious.', 'anger-symbol'],
    ] as const) {
      for (const shot of ['close-up', 'medium', 'wide'] as const) {
        const art = await drawPanelArt(await request({ shot, action }));
        const marks = (art.drawn ?? []).filter((d) => d.kind === 'mark');
        expect(
          marks.map((m) => m.icon),
          `${shot}: ${action}`,
        ).toContain(icon);
        const face = art.heroFace!;
        for (const m of marks) {
          // Inside the panel and not over the eyes (the face's upper middle).
          expect(m.box.x).toBeGreaterThanOrEqual(0);
          expect(m.box.y).toBeGreaterThanOrEqual(0);
          expect(m.box.x + m.box.width).toBeLessThanOrEqual(art.width + 1);
          const eyes = {
            x: face.x + face.width * 0.2,
            y: face.y + face.height * 0.3,
            width: face.width * 0.6,
            height: face.height * 0.25,
          };
          const overEyes =
            m.box.x < eyes.x + eyes.width &&
            eyes.x < m.box.x + m.box.width &&
            m.box.y < eyes.y + eyes.height &&
            eyes.y < m.box.y + m.box.height;
          expect(overEyes, `${m.icon} over the eyes in ${shot}`).toBe(false);
        }
      }
    }
    const theirs = await drawPanelArt(
      await request({ shot: 'medium', action: 'Tadhg cries, a single tear.', others: ['Tadhg'] }),
    );
    expect((theirs.drawn ?? []).filter((d) => d.kind === 'mark')).toEqual([]);
    expect(theirs.heroPose).toMatch(/^person-standing-/);
  });

  it('acts out the hero’s own clause of an action that opens with the place', async () => {
    const art = await drawPanelArt(
      await request({ shot: 'establishing', action: 'The park at dawn; Ada runs to the gate.' }),
    );
    expect(art.heroPose).toMatch(/^person-running-/);
    expect(art.heroFace).not.toBeNull();
  });

  it('holds the panel’s thing in the hand and lands a blow with a burst', async () => {
    const holding = await drawPanelArt(await request({ shot: 'wide', action: 'Ada holds up the trophy.' }));
    const trophy = (holding.drawn ?? []).find((d) => d.icon === 'trophy');
    expect(trophy).toBeDefined();
    // In the hand: at the body's side, level with the hands, not standing on the floor across the panel.
    const figure = holding.heroFigure!;
    const t = trophy!.box;
    expect(t.x < figure.x + figure.width && figure.x < t.x + t.width, 'beside the body').toBe(true);
    expect(t.y + t.height / 2).toBeGreaterThan(figure.y + figure.height * 0.4);
    expect(t.y + t.height / 2).toBeLessThan(figure.y + figure.height * 0.8);
    const fight = await drawPanelArt(await request({ shot: 'wide', action: POSE_ACTIONS.fighting }));
    expect(fight.heroPose).toMatch(/^person-playing-handball-/);
  });
});

describe('idioms are not actions', () => {
  it('does not read throwing oneself into a hobby, swinging by or striking a pose as a fight', () => {
    expect(poseFor('Winifred throws everything into keeping bees, smiling wide.')).not.toBe('fighting');
    expect(poseFor('Tadhg swings by after school.')).not.toBe('fighting');
    expect(poseFor('Ada strikes a pose for the camera.')).not.toBe('fighting');
    expect(poseFor('Ada throws a punch at the robot.')).toBe('fighting');
  });
});
