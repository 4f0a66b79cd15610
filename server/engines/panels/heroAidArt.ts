// People drawn as they are (answers/heroAids.ts): the aids the hero lives with that sit on a figure rather than
// being one. Hearing aids behind both ears, in every shot the face is in; crutches under the arms of a figure
// standing or walking. Both are drawings of the vector set (Fluent Emoji, MIT): the hearing aid is the aid of
// its "ear with hearing aid" without the ear (the photo's ear is there), the crutch its "crutch" stood upright.
import type { DrawnItem, Rect } from '../pageModel';
import { roundRect } from '../layout/geometry';
import { n } from '../artKit/svg';
import type { HeroAid } from '../../../shared/heroAids';
import { inWheelchair, poseBody, withWhiteCane, type HeroPose, type PoseFigure } from './heroPoses';
import { hasShin } from './prostheticLeg';
import { iconSvg } from './iconLibrary';
import type { Pen } from './palette';

/**
 * The drawing's shapes left out: the ear (its skin and its hollow: the photo's ear is there) and the tube
 * into it, which seen from the front would cross the cheek.
 */
const LEFT_OUT = [1, 2, 3];
const HEARING_AID = 'ear-with-hearing-aid';
/** The aid's own grey, drawn in a colour children pick theirs in, so it reads at a panel's size. */
const AID_COLOUR = { '#9b9b9b': '#2f7fd8' };
/** Across the drawing's square, a little behind its ear: set on the face's edge, the aid shows behind the ear. */
const EAR_BACK_X = 20 / 32;
/** The drawing's square against the face's width (its ear is 27 of 32 high, drawn a little large to read). */
const AID_SQUARE_PER_FACE = 0.75;

/**
 * Hearing aids behind both ears of the face, as drawn items and SVG for the front (over the photo's head:
 * where the face is, the front gives way to it, so only the aid behind the ear shows). `face` is the face box
 * in the panel (forehead to chin, cheek to cheek) and `eyesY` the eyes' height; `zoomed` a box that only holds
 * the middle of the face (an extreme close-up), whose ears are further out.
 */
export function hearingAids(at: { face: Rect; eyes: { x: number; y: number }; zoomed: boolean }, pen: Pen) {
  const { face, eyes } = at;
  // A box cut by the panel's side still has its other side: the wider half is the face's.
  const half = Math.max(eyes.x - face.x, face.x + face.width - eyes.x) / (at.zoomed ? 0.72 : 1);
  const size = 2 * half * AID_SQUARE_PER_FACE;
  const top = eyes.y - size * 0.2;
  const drawn: DrawnItem[] = [];
  let svg = '';
  for (const side of [-1, 1] as const) {
    const edge = eyes.x + side * half;
    // The drawing has the aid to the right of the ear: the left ear's is mirrored.
    const x = side > 0 ? edge - EAR_BACK_X * size : edge - (1 - EAR_BACK_X) * size;
    const box = { x, y: top, width: size, height: size };
    svg += iconSvg(HEARING_AID, box, pen, { facing: side, omit: LEFT_OUT, recolor: AID_COLOUR });
    drawn.push({ name: '', icon: HEARING_AID, box: roundRect(box), kind: 'aid' });
  }
  return { svg, drawn, top: Math.max(0, Math.floor(top - pen.u * 4)) };
}

/**
 * The pose of someone on crutches: a run, a leap or a kick is a walk on them (never drawn done on two feet);
 * other actions (sitting, kneeling, a fall, a cheer) as asked.
 */
export function onCrutches(pose: HeroPose): HeroPose {
  return pose === 'running' || pose === 'leaping' || pose === 'fighting' ? 'walking' : pose;
}

/** The poses drawn with the crutches under the arms (the others' arms are busy, or the person is down). */
export const CRUTCH_POSES: ReadonlySet<HeroPose> = new Set<HeroPose>(['standing', 'walking', 'holding']);

const CRUTCH = 'crutch';
/** The crutch runs corner to corner in its drawing, 34.6 of its 32 units long, turned this far off upright. */
const CRUTCH_LENGTH = 34.6 / 32;
const CRUTCH_TURN = -43.4;

/**
 * A crutch under each arm of a standing or walking figure, from the armpit to the floor beside the feet, a
 * little apart at the foot, in front of the body and behind the photo's head.
 */
export function crutchesSvg(f: PoseFigure, pen: Pen): { svg: string; drawn: DrawnItem[] } {
  const b = f.body;
  // The armpits a fifth of the stature below the chin, the feet at the body's bottom.
  const armpit = f.pivot.y + f.stature * 0.17;
  const floor = b.y + b.height;
  const length = floor - armpit;
  const size = length / CRUTCH_LENGTH;
  let svg = '';
  const drawn: DrawnItem[] = [];
  for (const side of [-1, 1] as const) {
    const topX = b.x + b.width / 2 + side * b.width * 0.42;
    const footX = topX + side * b.width * 0.18;
    const cx = (topX + footX) / 2;
    const cy = (armpit + floor) / 2;
    const lean = (Math.atan2(footX - topX, floor - armpit) * 180) / Math.PI;
    const box = { x: cx - size / 2, y: cy - size / 2, width: size, height: size };
    svg += `<g transform="rotate(${n(CRUTCH_TURN - lean)} ${n(cx)} ${n(cy)})">${iconSvg(CRUTCH, box, pen)}</g>`;
    const x0 = Math.min(topX, footX);
    drawn.push({
      name: '',
      icon: CRUTCH,
      box: roundRect({ x: x0 - size * 0.06, y: armpit, width: Math.abs(footX - topX) + size * 0.12, height: length }),
      kind: 'aid',
    });
  }
  return { svg, drawn };
}

/**
 * The pose someone is drawn in for the pose an action asks for, with the aids they use, and what is drawn on
 * the figure: in a wheelchair in every pose, never standing or running; with a white cane standing and walking;
 * on crutches where the words say run or leap; a prosthetic leg in any pose whose drawing has its leg measured.
 */
export function aidedPose(
  asked: HeroPose,
  aids: readonly HeroAid[],
): { kind: HeroPose; crutches: boolean; prosthesis: boolean } {
  // With a cane and crutches both, a run is still a walk, and the cane's walk is drawn (one pair of hands).
  const walked = aids.includes('crutches') ? onCrutches(asked) : asked;
  const kind = aids.includes('wheelchair')
    ? inWheelchair(asked)
    : aids.includes('white cane')
      ? withWhiteCane(walked)
      : walked;
  return {
    kind,
    crutches: aids.includes('crutches') && CRUTCH_POSES.has(kind),
    prosthesis: aids.includes('prosthetic leg') && hasShin(poseBody(kind)),
  };
}

const GUIDE_DOG = 'guide-dog';
/** The guide dog's drawing against the person's stature (a labrador at their side, its handle at their hand). */
const GUIDE_DOG_PER_STATURE = 0.45;

/**
 * A guide dog at the side of a figure drawn whole, on the floor, walking the way the figure faces, its harness
 * handle rising to the figure's hand (the set's `guide-dog` faces left with the handle behind it). None when the
 * figure's feet are out of the panel (a waist-up shot).
 */
export function guideDog(f: PoseFigure, pen: Pen, panelHeight: number): { svg: string; drawn: DrawnItem[] } | null {
  const floor = f.body.y + f.body.height;
  if (floor > panelHeight * 1.02 || f.tilt) return null;
  const size = f.stature * GUIDE_DOG_PER_STATURE;
  const x = f.facesRight ? f.body.x + f.body.width - size * 0.45 : f.body.x - size * 0.55;
  const box = { x, y: floor - size, width: size, height: size };
  return {
    svg: iconSvg(GUIDE_DOG, box, pen, { facing: f.facesRight ? -1 : 1 }),
    drawn: [{ name: '', icon: GUIDE_DOG, box: roundRect(box), kind: 'aid' }],
  };
}
