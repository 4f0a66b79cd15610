// Framing: where the hero's photo lands in a panel for each shot, where the others stand, and what the
// camera's eye level is. Sizes are in face widths (the face's width, cheek to cheek, as faceGeometry.ts
// measures it), so a close-up is as close for a selfie as for a photo taken across a room.
//   extreme close-up  the photo itself, tight on eyes and mouth
//   close-up          the cut-out head and shoulders, the face about 45% of the panel's height
//   medium            the cut-out to the chest, the head about a quarter of the panel
//   wide              the figure 35-55% of the panel's height, standing behind the scene's foreground
//   establishing      the scene, the figure tiny (or nobody)
import type { Shot } from '../../../shared/script';
import type { Point, Rect } from '../pageModel';
import type { HeroPhoto } from './heroPhoto';
import type { Dice } from '../../lib/seededRandom';
import { randomFigure, type FigureSpec } from './silhouettes';

/** Photo pixels to panel pixels: panel = photo × scale + offset. */
export interface HeroPlacement {
  scale: number;
  offsetX: number;
  offsetY: number;
  /** 'full': the photo fills the panel; 'cutout': only the figure, on the drawn scene. */
  mode: 'full' | 'cutout';
}

export interface ShotPlan {
  hero: HeroPlacement | null;
  /** The hero's face width in panel pixels (or the figures' when the hero is absent). */
  faceWidth: number;
  /** Eye level: the horizon and vanishing point's height. */
  horizon: number;
  /** Where the action is across the panel. */
  focusX: number;
  /** How much the scene is magnified about (focusX, horizon): closer shots see a detail of it. */
  zoom: number;
  /** The top of the foreground that hides where figures end, or null (they run off the panel's bottom). */
  ground: number | null;
  heroFace: Rect | null;
  heroHead: Point | null;
  /** The hero's eyes in the panel (for focus lines). */
  heroEyes: Point | null;
  figures: { name: string; spec: FigureSpec }[];
  overShoulder: { name: string; side: -1 | 1; size: number } | null;
  /** Speakers not in the picture: their balloons point off the panel's edge. */
  offPanel: { name: string; head: Point }[];
}

export interface ShotRequest {
  shot: Shot;
  width: number;
  height: number;
  heroPresent: boolean;
  others: string[];
  /**
   * The panel's framing by its place on the page, so a page's panels never repeat one crop: the side the
   * hero takes in a shot with others (neighbours alternate, shot and reverse shot) and whether a medium
   * shot or close-up comes a little closer (every other pair alternates).
   */
  framing?: { side: 1 | -1; closer: boolean };
  /** The first of the others is the book's hero, an animal: in a medium shot it shares the panel with the next. */
  star?: boolean;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

export function planShot(req: ShotRequest, photo: HeroPhoto | null, d: Dice): ShotPlan {
  const { width: W, height: H, shot } = req;
  const others = [...req.others];
  const hero = req.heroPresent && photo ? photo : null;
  const face = hero?.face;
  // How far the cut-out reaches above and below the eyes, in face widths.
  const reachUp = hero ? Math.max(0.5, (face!.eyeY - hero.cutout.top / hero.maskScale) / face!.width) : 0.65;
  const reachDown = hero ? Math.max(0.6, (hero.cutout.bottom / hero.maskScale - face!.eyeY) / face!.width) : 2.5;

  let faceWidth: number;
  let eyeY: number;
  let heroX = W / 2;
  let ground: number | null = null;
  let zoom = 1;
  let horizon: number;
  let mode: HeroPlacement['mode'] = 'cutout';
  const wantsOts = shot === 'close-up' && others.length > 0;

  switch (shot) {
    case 'extreme close-up': {
      mode = 'full';
      // The eyes and the mouth, cheek to cheek (brows to below the lips), fill the panel.
      const photoWidth = Math.max(0.76, 0.64 * (W / H)) * 1.04;
      faceWidth = W / photoWidth;
      eyeY = H / 2 - 0.12 * faceWidth;
      zoom = 3;
      horizon = eyeY;
      break;
    }
    case 'close-up': {
      faceWidth = Math.min(0.46 * H, 0.52 * W) * (req.framing && !req.framing.closer ? 0.95 : 1);
      eyeY = clamp(0.07 * H + reachUp * faceWidth, 0.3 * H, 0.5 * H);
      heroX = wantsOts ? W * (d.chance(0.5) ? 0.36 : 0.64) : W * d.range(0.44, 0.56);
      zoom = 2.3;
      horizon = eyeY;
      break;
    }
    case 'medium': {
      faceWidth = Math.min(0.3 * H, 0.32 * W);
      eyeY = clamp(0.07 * H + reachUp * faceWidth, 0.28 * H, 0.42 * H);
      if (req.framing && !req.framing.closer) faceWidth *= 0.84;
      heroX = others.length
        ? W * ((req.framing?.side ?? (d.chance(0.5) ? -1 : 1)) < 0 ? 0.34 : 0.66)
        : W * d.range(0.4, 0.6);
      zoom = 1.5;
      horizon = eyeY;
      break;
    }
    case 'wide':
    case 'establishing': {
      const wide = shot === 'wide';
      const visible = H * (wide ? d.range(0.38, 0.52) : d.range(0.15, 0.2));
      ground = H * (wide ? d.range(0.77, 0.84) : d.range(0.84, 0.9));
      const below = clamp(reachDown - 0.3, 0.5, 1.6);
      // Several people and no hero share the width: each face at most a 6.5th of it, so all stand in a tall
      // panel (a splash page) rather than one in the middle and the rest off the edges.
      const crowd = !hero && others.length > 1 ? W / 6.5 : Number.POSITIVE_INFINITY;
      faceWidth = Math.min(visible / (reachUp + below), W * 0.2, crowd);
      eyeY = ground - below * faceWidth;
      heroX = others.length ? W * (d.chance(0.5) ? d.range(0.25, 0.36) : d.range(0.64, 0.75)) : W * d.range(0.3, 0.7);
      horizon = wide ? clamp(eyeY, 0.3 * H, 0.65 * H) : H * d.range(0.42, 0.55);
      break;
    }
  }
  if (!hero) heroX = W / 2;

  let placement: HeroPlacement | null = null;
  let heroFace: Rect | null = null;
  let heroHead: Point | null = null;
  let heroEyes: Point | null = null;
  if (hero && face) {
    const scale = faceWidth / face.width;
    const centreX = shot === 'extreme close-up' ? W / 2 : heroX;
    placement = { mode, scale, offsetX: centreX - face.cx * scale, offsetY: eyeY - face.eyeY * scale };
    const toPanel = (x: number, y: number) => ({
      x: x * scale + placement!.offsetX,
      y: y * scale + placement!.offsetY,
    });
    // A cut-out figure that ends inside the panel stands behind the scene's foreground.
    if (mode === 'cutout' && ground === null) {
      const bottom = toPanel(0, hero.cutout.bottom / hero.maskScale).y;
      if (bottom < H * 0.99) ground = bottom - faceWidth * 0.15;
    }
    const box =
      shot === 'extreme close-up'
        ? {
            x: face.cx - 0.36 * face.width,
            y: face.eyeY - 0.2 * face.width,
            width: 0.72 * face.width,
            height: face.mouthY - face.eyeY + 0.32 * face.width,
          }
        : face.box;
    const a = toPanel(box.x, box.y);
    const b = toPanel(box.x + box.width, box.y + box.height);
    const clipped = { x: clamp(a.x, 0, W), y: clamp(a.y, 0, H), right: clamp(b.x, 0, W), bottom: clamp(b.y, 0, H) };
    const area = (clipped.right - clipped.x) * (clipped.bottom - clipped.y);
    if (area > 0.2 * (b.x - a.x) * (b.y - a.y)) {
      heroFace = {
        x: Math.floor(clipped.x),
        y: Math.floor(clipped.y),
        width: Math.ceil(clipped.right - clipped.x),
        height: Math.ceil(clipped.bottom - clipped.y),
      };
      const head = toPanel(face.cx, (face.eyeY + face.mouthY) / 2);
      heroHead = { x: clamp(head.x, 0, W - 1), y: clamp(head.y, 0, H - 1) };
      heroEyes = toPanel(face.cx, face.eyeY);
    }
  }

  // The others.
  const figures: ShotPlan['figures'] = [];
  const offPanel: ShotPlan['offPanel'] = [];
  let overShoulder: ShotPlan['overShoulder'] = null;
  if (shot === 'close-up' && others.length && hero) {
    const side: -1 | 1 = heroX > W / 2 ? -1 : 1;
    // The person the hero faces, seen from behind in the near corner, never over the hero's face.
    let size = Math.min(1.5 * faceWidth, 0.75 * H);
    const clearOfFace = (s: number) => {
      if (!heroFace) return true;
      const reach = side < 0 ? s * 0.77 + s * 0.42 : W - s * 0.77 - s * 0.42;
      return side < 0 ? reach < heroFace.x : reach > heroFace.x + heroFace.width;
    };
    while (size > 0.25 * faceWidth && !clearOfFace(size)) size *= 0.9;
    overShoulder = { name: others.shift()!, side, size };
  }
  if (
    (shot === 'medium' || shot === 'wide' || shot === 'establishing' || (shot === 'close-up' && !hero)) &&
    others.length
  ) {
    const spacing = faceWidth * 2.45;
    const slots: number[] = [];
    for (let k = 1; slots.length < others.length && k < 12; k++) {
      for (const sign of heroX > W / 2 ? [-1, 1] : [1, -1]) {
        const x = (hero ? heroX : W / 2) + sign * k * spacing;
        if (x > faceWidth * 0.2 && x < W - faceWidth * 0.2) slots.push(x);
      }
    }
    // An animal hero beside someone, in a medium shot: one each side, as the hero and the other would stand.
    if (!hero && req.star && shot === 'medium' && others.length > 1) {
      const side = (req.framing?.side ?? 1) < 0 ? 0.3 : 0.7;
      slots.unshift(Math.round(W * side), Math.round(W * (1 - side)));
    } else if (!hero) slots.unshift(W / 2);
    const ordered = [...new Set(slots.map((x) => Math.round(x)))].sort(
      (a, b) => Math.abs(a - heroX) - Math.abs(b - heroX),
    );
    others.forEach((name, i) => {
      const x = ordered[i];
      if (x === undefined) {
        offPanel.push({ name, head: edgePoint(W, H, heroFace, offPanel.length) });
        return;
      }
      const size = faceWidth * d.range(0.92, 1.06);
      const spec = randomFigure(d, {
        x,
        eyeY: eyeY + d.range(-0.12, 0.12) * faceWidth,
        faceWidth: size,
        index: i,
        facing: x < heroX ? 1 : -1,
      });
      figures.push({ name, spec });
    });
    others.length = 0;
  }
  for (const name of others) offPanel.push({ name, head: edgePoint(W, H, heroFace, offPanel.length) });

  const action = hero ? heroX : W / 2;
  return {
    hero: placement,
    faceWidth,
    horizon: clamp(horizon, 0.2 * H, 0.8 * H),
    focusX: action,
    zoom,
    ground,
    heroFace,
    heroHead,
    heroEyes,
    figures,
    overShoulder,
    offPanel,
  };
}

/** A point on the panel's edge for a speaker out of the picture, clear of the hero's face. */
function edgePoint(W: number, H: number, face: Rect | null, index: number): Point {
  const candidates = [
    { x: Math.round(W * 0.02), y: Math.round(H * 0.12) },
    { x: Math.round(W * 0.98), y: Math.round(H * 0.12) },
    { x: Math.round(W * 0.02), y: Math.round(H * 0.5) },
    { x: Math.round(W * 0.98), y: Math.round(H * 0.5) },
    { x: Math.round(W * 0.02), y: Math.round(H * 0.9) },
    { x: Math.round(W * 0.98), y: Math.round(H * 0.9) },
  ];
  const inside = (p: Point) =>
    face && p.x >= face.x && p.x <= face.x + face.width && p.y >= face.y && p.y <= face.y + face.height;
  const free = candidates.filter((p) => !inside(p));
  return (free.length ? free : candidates)[index % (free.length || candidates.length)];
}
