// What someone walks with, drawn beside a standing or walking figure (answers/heroAids.ts): crutches under both
// arms, a walking stick at the front hand, a walking frame in front of them. The crutch is the vector set's
// (Fluent Emoji, MIT) stood upright; the stick and the frame are our own drawings in its manner (ownDrawings.ts).
import type { DrawnItem } from '../pageModel';
import { roundRect } from '../layout/geometry';
import { n } from '../artKit/svg';
import { iconSvg } from './iconLibrary';
import { WALKING_FRAME, WALKING_STICK } from './ownDrawings';
import type { PoseFigure } from './heroPoses';
import type { Pen } from './palette';

/** A drawing that runs corner to corner in its square: how long it is there (in squares) and its turn off upright. */
interface Diagonal {
  icon: string;
  length: number;
  turn: number;
}

/** The crutch runs corner to corner in its drawing, 34.6 of its 32 units long, turned this far off upright. */
const CRUTCH: Diagonal = { icon: 'crutch', length: 34.6 / 32, turn: -43.4 };
/** A diagonal drawing stood from `top` to `foot` (a little off upright as the two say), as SVG and as drawn. */
function upright(d: Diagonal, top: { x: number; y: number }, foot: { x: number; y: number }, pen: Pen) {
  const length = Math.hypot(foot.x - top.x, foot.y - top.y);
  const size = length / d.length;
  const [cx, cy] = [(top.x + foot.x) / 2, (top.y + foot.y) / 2];
  const lean = (Math.atan2(foot.x - top.x, foot.y - top.y) * 180) / Math.PI;
  const box = { x: cx - size / 2, y: cy - size / 2, width: size, height: size };
  const svg = `<g transform="rotate(${n(d.turn - lean)} ${n(cx)} ${n(cy)})">${iconSvg(d.icon, box, pen)}</g>`;
  const x0 = Math.min(top.x, foot.x);
  const drawn: DrawnItem = {
    name: '',
    icon: d.icon,
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
    return upright(CRUTCH, { x: topX, y: armpit }, { x: topX + side * b.width * 0.18, y: floor }, pen);
  });
  return { svg: both.map((c) => c.svg).join(''), drawn: both.map((c) => c.drawn) };
}

/** A walking stick at the side the figure faces, just clear of the body: its crook at the hand, on their floor. */
export function walkingStickSvg(f: PoseFigure, pen: Pen): { svg: string; drawn: DrawnItem[] } {
  const { floor, across } = stance(f);
  const hand = f.pivot.y + f.stature * 0.29;
  const size = ((floor - hand) * 32) / (WALKING_STICK.foot - WALKING_STICK.top);
  const box = {
    x: across(0.04) - (WALKING_STICK.shaft / 32) * size,
    y: floor + (size * (32 - WALKING_STICK.foot)) / 32 - size,
    width: size,
    height: size,
  };
  return {
    svg: iconSvg(WALKING_STICK.name, box, pen, { facing: f.facesRight ? -1 : 1 }),
    drawn: [{ name: '', icon: WALKING_STICK.name, box: roundRect(box), kind: 'aid' }],
  };
}

/** The frame's handle bar and floor in its units: the handle goes at the hands, the floor under the feet. */
const FRAME_TOP = 8.2;
const FRAME_FLOOR = 31.6;
/** Its back legs, where the person stands, across its square. */
const FRAME_BACK = 24.6 / 32;

/** A walking frame in front of a standing or walking figure: its grips at the hands, its feet on their floor. */
export function walkingFrameSvg(f: PoseFigure, pen: Pen): { svg: string; drawn: DrawnItem[] } {
  const { floor, across } = stance(f);
  const hands = f.pivot.y + f.stature * 0.33;
  const size = ((floor - hands) * 32) / (FRAME_FLOOR - FRAME_TOP);
  // The drawing faces left: mirrored for a figure facing right, its back legs at the figure's front.
  const back = f.facesRight ? 1 - FRAME_BACK : FRAME_BACK;
  const x = across(0.22) - back * size;
  const box = { x, y: floor + (size * (32 - FRAME_FLOOR)) / 32 - size, width: size, height: size };
  return {
    svg: iconSvg(WALKING_FRAME, box, pen, { facing: f.facesRight ? -1 : 1 }),
    drawn: [{ name: '', icon: WALKING_FRAME, box: roundRect(box), kind: 'aid' }],
  };
}
