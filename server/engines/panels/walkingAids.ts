// What someone walks with, drawn beside a standing or walking figure (answers/heroAids.ts): crutches under both
// arms, a walking stick at the front hand, a walking frame in front of them. The crutch is the vector set's
// (Fluent Emoji, MIT) stood upright; the stick and the frame are our own drawings in its manner (ownDrawings.ts).
import type { DrawnItem } from '../pageModel';
import { roundRect } from '../layout/geometry';
import { n } from '../artKit/svg';
import { iconSvg } from './iconLibrary';
import { type HeldUpright, WALKING_FRAME, WALKING_STICK } from './ownDrawings';
import type { PoseFigure } from './heroPoses';
import type { Pen } from './palette';

/** The crutch runs corner to corner in its drawing, 34.6 of its 32 units long, turned this far off upright. */
const CRUTCH = 'crutch';
const CRUTCH_LENGTH = 34.6 / 32;
const CRUTCH_TURN = -43.4;

/** A crutch stood from `top` to `foot` (a little off upright as the two say), as SVG and as drawn. */
function crutch(top: { x: number; y: number }, foot: { x: number; y: number }, pen: Pen) {
  const length = Math.hypot(foot.x - top.x, foot.y - top.y);
  const size = length / CRUTCH_LENGTH;
  const [cx, cy] = [(top.x + foot.x) / 2, (top.y + foot.y) / 2];
  const lean = (Math.atan2(foot.x - top.x, foot.y - top.y) * 180) / Math.PI;
  const box = { x: cx - size / 2, y: cy - size / 2, width: size, height: size };
  const svg = `<g transform="rotate(${n(CRUTCH_TURN - lean)} ${n(cx)} ${n(cy)})">${iconSvg(CRUTCH, box, pen)}</g>`;
  const x0 = Math.min(top.x, foot.x);
  const drawn: DrawnItem = {
    name: '',
    icon: CRUTCH,
    box: roundRect({ x: x0 - size * 0.06, y: top.y, width: Math.abs(foot.x - top.x) + size * 0.12, height: length }),
    kind: 'aid',
  };
  return { svg, drawn };
}

/** Where the figure's body stands: its floor, and where across it a share of its width is, from the side it faces. */
function stance(f: PoseFigure) {
  const b = f.body;
  const across = (x: number) => b.x + b.width * (f.facesRight ? 1 - x : x);
  return { floor: b.y + b.height, across };
}

/**
 * A crutch under each arm of a standing or walking figure, from the armpit to the floor beside the feet, a
 * little apart at the foot, in front of the body and behind the photo's head.
 */
export function crutchesSvg(f: PoseFigure, pen: Pen): { svg: string; drawn: DrawnItem[] } {
  const b = f.body;
  // The armpits a fifth of the stature below the chin, the feet at the body's bottom.
  const armpit = f.pivot.y + f.stature * 0.17;
  const floor = b.y + b.height;
  const both = ([-1, 1] as const).map((side) => {
    const topX = b.x + b.width / 2 + side * b.width * 0.42;
    return crutch({ x: topX, y: armpit }, { x: topX + side * b.width * 0.18, y: floor }, pen);
  });
  return { svg: both.map((c) => c.svg).join(''), drawn: both.map((c) => c.drawn) };
}

/** A walking stick at the side the figure faces, just clear of the body: its crook at the hand, on their floor. */
export function walkingStickSvg(f: PoseFigure, pen: Pen): { svg: string; drawn: DrawnItem[] } {
  return heldUpright(WALKING_STICK, f, pen, { hands: f.pivot.y + f.stature * 0.29, at: 0.04 });
}

/** A walking frame in front of a standing or walking figure: its grips at the hands, its feet on their floor. */
export function walkingFrameSvg(f: PoseFigure, pen: Pen): { svg: string; drawn: DrawnItem[] } {
  return heldUpright(WALKING_FRAME, f, pen, { hands: f.pivot.y + f.stature * 0.33, at: 0.22 });
}

/**
 * One of our upright drawings in the figure's hands: its top at `hands`, its foot on the figure's floor, the
 * place it is held at `at` across the body from the side the figure faces (the drawing, facing left, mirrored
 * for a figure facing right).
 */
function heldUpright(d: HeldUpright, f: PoseFigure, pen: Pen, held: { hands: number; at: number }) {
  const { floor, across } = stance(f);
  const size = ((floor - held.hands) * 32) / (d.foot - d.top);
  const x = across(held.at) - (f.facesRight ? 1 - d.held : d.held) * size;
  const box = { x, y: floor + (size * (32 - d.foot)) / 32 - size, width: size, height: size };
  return {
    svg: iconSvg(d.name, box, pen, { facing: f.facesRight ? -1 : 1 }),
    drawn: [{ name: '', icon: d.name, box: roundRect(box), kind: 'aid' as const }],
  };
}
