// People drawn as they are (answers/heroAids.ts): the aids the hero lives with that sit on a figure rather than
// being one. Hearing aids behind both ears and glasses over the eyes, in every shot the face is in; a guide dog
// at the side (what is walked with: walkingAids.ts). All are drawings of the vector set (Fluent Emoji, MIT): the
// hearing aid is the aid of its "ear with hearing aid" without the ear (the photo's ear is there), the glasses
// its "glasses" without their lenses.
import type { DrawnItem, Rect } from '../pageModel';
import { roundRect } from '../layout/geometry';
import { WALKING_AIDS, type HeroAid } from '../../../shared/heroAids';
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

/** The poses drawn with a walking stick or a walking frame (the others' hands are busy, or the person is down). */
const WALKING_AID_POSES: ReadonlySet<HeroPose> = new Set<HeroPose>(['standing', 'walking']);

/** What is drawn on a figure for the aids it lives with, beside its pose (figureSvg draws them). */
export interface AidedPose {
  kind: HeroPose;
  crutches: boolean;
  prosthesis: boolean;
  /** A walking frame in front of them; a walking stick in the front hand (not with crutches or a frame). */
  walker: boolean;
  stick: boolean;
  /** A guide dog at their side, wherever they are drawn whole. */
  guideDog: boolean;
}

/** What figureSvg draws on a figure besides its body. */
export type FigureAids = Omit<AidedPose, 'kind'>;

/**
 * The pose someone is drawn in for the pose an action asks for, with the aids they use, and what is drawn on
 * the figure: in a wheelchair in every pose, never standing or running; with a white cane standing and walking;
 * on crutches, a stick or a frame a run or a leap is a walk; a prosthetic leg in any pose whose drawing has its
 * leg measured.
 */
export function aidedPose(asked: HeroPose, aids: readonly HeroAid[]): AidedPose {
  const walksWithIt = WALKING_AIDS.some((aid) => aids.includes(aid));
  // With a cane and crutches both, a run is still a walk, and the cane's walk is drawn (one pair of hands).
  const walked = walksWithIt ? onCrutches(asked) : asked;
  const kind = aids.includes('wheelchair')
    ? inWheelchair(asked)
    : aids.includes('white cane')
      ? withWhiteCane(walked)
      : walked;
  const crutches = aids.includes('crutches') && CRUTCH_POSES.has(kind);
  const walker = !crutches && aids.includes('walker') && WALKING_AID_POSES.has(kind);
  return {
    kind,
    crutches,
    prosthesis: aids.includes('prosthetic leg') && hasShin(poseBody(kind)),
    walker,
    stick: !crutches && !walker && aids.includes('walking stick') && WALKING_AID_POSES.has(kind),
    guideDog: aids.includes('guide dog'),
  };
}

const GLASSES = 'glasses';
/** The drawing's lenses' centres are 14 of its 32 units apart, at 15.5 down; their frame is redrawn dark. */
const LENSES_APART = 14 / 32;
const LENS_Y = 15.5 / 32;
const FRAME_COLOUR = { '#533566': '#2b2730' };

/**
 * Glasses on a face, their lenses over its eyes (`eyes` the point between them, `apart` the eyes' distance):
 * the set's "glasses" with their lenses cut out of the frame, so the face shows through, and no outline (the
 * dark frame is line enough).
 */
export function glassesSvg(at: { eyes: { x: number; y: number }; apart: number }, pen: Pen) {
  const size = (at.apart * 1.05) / LENSES_APART;
  const box = { x: at.eyes.x - size / 2, y: at.eyes.y - size * LENS_Y, width: size, height: size };
  return {
    svg: iconSvg(GLASSES, box, pen, { omit: [2], cutOut: [1], bare: true, recolor: FRAME_COLOUR }),
    drawn: [{ name: '', icon: GLASSES, box: roundRect(box), kind: 'aid' as const }],
    top: Math.max(0, Math.floor(box.y)),
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
