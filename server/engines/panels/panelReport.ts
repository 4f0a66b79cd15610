// The panel art's last stage, the report: besides the pixels, what the page needs to letter the panel —
// where the hero's face is and everyone's head (balloon tails aim at them), each character's figure (a
// tail ends in it), what was drawn where (balloons keep off faces and animals), and the hero's pose.
import { HERO_KEY, type PanelArt, type Point, type Rect } from '../pageModel';
import { clipRect, roundRect } from '../layout/geometry';
import { heroBust, turnedBox } from './heroFigure';
import type { PanelCast } from './panelCast';
import type { PanelLayers } from './panelLayers';
import type { PanelArtPlan } from './panelPlan';
import type { ShotPlan } from './shots';

export function reportPanel(
  plan: PanelArtPlan,
  cast: PanelCast,
  layers: Pick<PanelLayers, 'drawn' | 'figures'>,
  pixels: Buffer,
): PanelArt {
  const { width, height, look, shot, pose } = plan;
  const { drawn } = layers;
  const heads = headsOf(shot, width, height);
  for (const p of cast.photographed) heads[p.name] = { x: Math.round(p.head.x), y: Math.round(p.head.y) };
  // An animal's balloon points at the animal's head, not where a person's would be.
  for (const d of drawn)
    if (d.name)
      heads[d.name] = {
        x: Math.round(d.box.x + d.box.width / 2),
        y: Math.round(d.box.y + d.box.height * (d.kind === 'animal' ? 0.3 : 0.5)),
      };
  const heroFigure = pose
    ? roundRect(clipRect(turnedBox(pose.figure), width, height))
    : shot.heroFace
      ? heroBust(shot.heroFace, width, height)
      : undefined;
  const figures: Record<string, Rect> = heroFigure ? { ...layers.figures, [HERO_KEY]: heroFigure } : layers.figures;
  return {
    pixels,
    channels: look === 'grayscale' ? 1 : 3,
    width,
    height,
    heroFace: shot.heroFace,
    heads,
    drawn,
    figures,
    ...(pose ? { heroPose: pose.figure.icon, heroStature: Math.round(pose.figure.stature) } : {}),
    ...(heroFigure ? { heroFigure } : {}),
  };
}

/**
 * Where each character's head is in the panel (kept inside it): the hero's, the
 * figures', and the speakers' out of the picture.
 */
function headsOf(plan: ShotPlan, W: number, H: number): Record<string, Point> {
  const heads: Record<string, Point> = {};
  const inside = (p: Point): Point => ({
    x: Math.round(Math.max(0, Math.min(W - 1, p.x))),
    y: Math.round(Math.max(0, Math.min(H - 1, p.y))),
  });
  if (plan.heroHead) heads[HERO_KEY] = inside(plan.heroHead);
  for (const { name, spec } of plan.figures)
    heads[name] ??= inside({ x: spec.x, y: spec.eyeY + spec.faceWidth * 0.15 });
  if (plan.overShoulder) {
    const o = plan.overShoulder;
    heads[o.name] ??= inside({ x: o.side < 0 ? o.size * 0.35 : W - o.size * 0.35, y: H - o.size * 0.55 });
  }
  for (const { name, head } of plan.offPanel) heads[name] ??= inside(head);
  return heads;
}
