// The hero as a figure in a panel: in wide and medium shots a drawn body in the pose the action asks for with
// the photo's head on it (heroPoses.ts), what the pose adds (a thing held, a burst), the emanata by the face,
// and the hero's layer kept to the head and in front of the foreground.
import type { DrawnItem, PanelArtRequest, Rect } from '../pageModel';
import { roundRect } from '../layout/geometry';
import { n } from '../artKit/svg';
import { emanata, emotionOf, impact } from './emanata';
import { aidedPose, guideDog, type FigureAids } from './heroAidArt';
import { crutchesSvg, walkingFrameSvg, walkingStickSvg } from './walkingAids';
import { prostheticLeg } from './prostheticLeg';
import type { HeroPhoto } from './heroPhoto';
import {
  poseAtFace,
  poseBox,
  poseColours,
  posePlacement,
  shirtColours,
  toneFor,
  type HeroPose,
  type PoseFigure,
} from './heroPoses';
import { actsIn, clausesOf, poseIn } from './poseWords';
import { iconSvg } from './iconLibrary';
import type { Pen } from './palette';
import type { ShotPlan } from './shots';

/** The hero drawn whole: the body's drawing (the photo's head goes on it), the clothes' colours, the aids on it. */
export interface PosedHero {
  figure: PoseFigure;
  colours: Record<string, string>;
  /** What is drawn on the body: crutches, a stick or a frame, a prosthetic leg (heroAidArt.ts aidedPose). */
  aided?: FigureAids;
}

/** What posing the hero needs: the request, the shot as planned, the hero's photo, the panel's size. */
export interface PoseRequest {
  req: Pick<PanelArtRequest, 'shot' | 'action' | 'others' | 'heroAids'>;
  shot: ShotPlan;
  photo: HeroPhoto;
  width: number;
  height: number;
}

/**
 * In a wide shot the hero is a whole figure in the action's pose, the photo's head on a drawn body, feet on
 * the floor: the photo is placed again, smaller, so the whole figure fits. Returns the shot changed to match
 * (the hero's placement, face, head and eyes, a bust's higher foreground), or the shot as it was and no pose.
 */
export function poseHero(request: PoseRequest): { shot: ShotPlan; pose: PosedHero | null } {
  const posed = posedHero(request);
  return posed ? { shot: { ...request.shot, ...posed.shot }, pose: posed.pose } : { shot: request.shot, pose: null };
}

function posedHero({ req, shot: plan, photo, width, height }: PoseRequest) {
  if (plan.hero?.mode !== 'cutout' || !plan.heroFace) return null;
  if (req.shot === 'close-up' || req.shot === 'extreme close-up') return null;
  // Someone else's action is theirs: the hero then stands by.
  const asked = poseIn(req.action, (clause) => heroClause(clause, req.others));
  // Someone who uses a wheelchair is drawn in it in every pose, never standing or running; one who uses a white
  // cane stands and walks with it; one on crutches walks on them where the words say run or leap.
  const { kind, ...aided } = aidedPose(asked, req.heroAids ?? []);
  // A medium shot frames the figure from the waist up, unless the pose only reads whole (a run, a leap).
  const whole = req.shot !== 'medium' || WHOLE_POSES.has(kind);
  const floor = Math.min(height * 0.97, plan.ground ?? height * 0.95);
  const tone = toneFor(photo.face);
  let centreX = plan.heroFace.x + plan.heroFace.width / 2;
  const face = plan.heroFace;
  const place = (x: number) =>
    whole
      ? posePlacement(kind, photo.face, {
          centreX: x,
          floor,
          panelHeight: height,
          faceWidth: plan.faceWidth,
          headTop: photo.head.top / photo.maskScale,
        })
      : poseAtFace(photo.face, { centreX: x, faceCy: face.y + face.height / 2, faceWidth: face.width * 0.8 });
  let placed = place(centreX);
  let figure = poseBox(kind, tone, placed.box, width / 2);
  // A body turned in the air may reach past the panel's side: move the whole figure back in.
  const turned = turnedBox(figure);
  const shift = Math.max(0, -turned.x) - Math.max(0, turned.x + turned.width - width);
  if (shift) {
    centreX += shift;
    placed = place(centreX);
    figure = poseBox(kind, tone, placed.box, width / 2 + (figure.pivot.x < width / 2 ? width : -width));
  }
  const changed: Partial<ShotPlan> = {
    hero: placed.placement,
    // A bust's foreground stands high, to hide where the photo ends; a drawn body needs only a low one.
    ground: !whole && plan.ground !== null ? Math.max(plan.ground, height * 0.86) : plan.ground,
    heroFace: roundRect(placed.box),
    heroHead: placed.head,
    heroEyes: placed.eyes,
  };
  const colours = poseColours(kind, shirtColours(photo));
  return {
    shot: changed,
    pose: { figure, colours, aided },
  };
}

/** Poses that only read as a whole figure, even in a medium shot. */
export const WHOLE_POSES = new Set<HeroPose>([
  'running',
  'leaping',
  'flying',
  'falling',
  'fighting',
  'walking',
  'sitting',
  'kneeling',
  // The chair is part of the figure: a waist-up crop would leave it out.
  'wheeling',
  'wheelie',
  'chair-flying',
  'cane-walking',
]);

/**
 * Whether a clause of the action is the hero's: it does not open with another character's name or "The …"
 * (the villain, the judges, the park at dawn).
 */
function heroClause(clause: string, others: string[]): boolean {
  const a = clause.toLowerCase();
  return !/^the\s/.test(a) && !others.some((name) => actsIn(a, name));
}

/** Whether the action is the hero's: any of its clauses is ("The park at dawn; Ada arrives"). */
export function heroIsSubject(action: string, others: string[]): boolean {
  return clausesOf(action).some((clause) => heroClause(clause, others));
}

/**
 * The box a figure's drawing covers once turned about its face; `fill`, the share of the box round its turned
 * corners it is taken to fill (a turned body about the middle four fifths; a small part of it, all).
 */
export function turnedBox(f: Pick<PoseFigure, 'tilt' | 'pivot' | 'body'>, fill = 0.8): Rect {
  if (!f.tilt) return f.body;
  const a = (f.tilt * Math.PI) / 180;
  const b = f.body;
  const corners = [
    [b.x, b.y],
    [b.x + b.width, b.y],
    [b.x, b.y + b.height],
    [b.x + b.width, b.y + b.height],
  ].map(([x, y]) => {
    const dx = x - f.pivot.x;
    const dy = y - f.pivot.y;
    return [f.pivot.x + dx * Math.cos(a) - dy * Math.sin(a), f.pivot.y + dx * Math.sin(a) + dy * Math.cos(a)];
  });
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  // A turned body fills about the middle four fifths of the box around its turned corners.
  const w = Math.max(...xs) - x;
  const h = Math.max(...ys) - y;
  const [mx, my] = [(w * (1 - fill)) / 2, (h * (1 - fill)) / 2];
  return { x: x + mx, y: y + my, width: w * fill, height: h * fill };
}

/** Where a photo bust stands: the face down to the panel's bottom, shoulders wide. */
export function heroBust(face: Rect, width: number, height: number): Rect {
  const x = Math.max(0, face.x - face.width * 0.8);
  const y = Math.max(0, face.y - face.height * 0.25);
  return roundRect({ x, y, width: Math.min(width, face.x + face.width * 1.8) - x, height: height - y });
}

/**
 * A drawn body, turned about the face for flying and falling, with what the pose adds: the thing held in the
 * hand (returned too, as drawn), a burst where a blow lands, the crutches (returned as drawn aids).
 */
export function figureSvg(
  f: PoseFigure,
  pen: Pen,
  dress: { colours: Record<string, string>; held?: string; aided?: FigureAids; panelHeight: number },
): { svg: string; held?: DrawnItem; aids?: DrawnItem[] } {
  const { colours, held } = dress;
  const leg = dress.aided?.prosthesis ? prostheticLeg(f.icon) : null;
  // The drawing's own head (its hair is often bigger than the photo's) is left out: the photo's head goes there.
  let svg = iconSvg(f.icon, f.box, pen, {
    facing: f.facing,
    recolor: colours,
    omit: f.headPaths,
    ...(leg ? { amend: leg } : {}),
  });
  if (f.tilt) svg = `<g transform="rotate(${n(f.tilt)} ${n(f.pivot.x)} ${n(f.pivot.y)})">${svg}</g>`;
  const across = (x: number) => f.box.x + f.box.width * (f.facesRight ? 1 - x : x);
  let thing: DrawnItem | undefined;
  if (held) {
    // In the hand on the side the figure faces, in front of the body.
    const size = f.box.width * 0.3;
    const box = { x: across(0.3) - size / 2, y: f.box.y + f.box.height * 0.6 - size * 0.6, width: size, height: size };
    svg += iconSvg(held, box, pen, { facing: f.facesRight ? -1 : 1 });
    thing = { name: '', icon: held, box: roundRect(box), kind: 'thing' };
  }
  if (f.pose === 'fighting') svg += impact({ x: across(0.8), y: f.box.y + f.box.height * 0.1 }, f.box.width * 0.3, pen);
  // What they walk with, in front of the body; a stick or a frame only where their feet are in the picture (a
  // waist-up shot would show a frame's top edge below the hands, or nothing).
  const feetShow = f.body.y + f.body.height <= dress.panelHeight * 1.02;
  const walkedWith = dress.aided?.crutches
    ? crutchesSvg(f, pen)
    : dress.aided?.walker && feetShow
      ? walkingFrameSvg(f, pen)
      : dress.aided?.stick && feetShow
        ? walkingStickSvg(f, pen)
        : null;
  if (walkedWith) svg += walkedWith.svg;
  // A guide dog at their side (none in a waist-up shot).
  const dog = dress.aided?.guideDog ? guideDog(f, pen, dress.panelHeight) : null;
  if (dog) svg += dog.svg;
  const aids = [
    ...(walkedWith?.drawn ?? []),
    ...(dog?.drawn ?? []),
    ...(leg ? [{ name: '', icon: 'mechanical-leg', box: inPanel(leg.box, f), kind: 'aid' as const }] : []),
  ];
  return { svg, ...(thing ? { held: thing } : {}), ...(aids.length ? { aids } : {}) };
}

/** A box in a figure's drawing (its 32-unit square) where it is in the panel: placed, mirrored, turned. */
function inPanel(r: Rect, f: PoseFigure): Rect {
  const scale = Math.min(f.box.width, f.box.height) / 32;
  const x0 = f.box.x + (f.box.width - 32 * scale) / 2;
  const y0 = f.box.y + f.box.height - 32 * scale;
  const x = f.facing < 0 ? 32 - r.x - r.width : r.x;
  const body = { x: x0 + x * scale, y: y0 + r.y * scale, width: r.width * scale, height: r.height * scale };
  return roundRect(turnedBox({ ...f, body }, 1));
}

/** The hero's face in the panel, the action, and the drawn figure when there is one (its pose may show a feeling). */
export interface HeroFeeling {
  action: string;
  face: Rect;
  figure: PoseFigure | undefined;
  panel: { width: number; height: number };
}

/** The emanata the action asks for around the hero's face, in front of the hero. */
export function heroMarks({ action, face, figure, panel }: HeroFeeling, pen: Pen) {
  const emotion =
    emotionOf(action) ??
    (figure?.pose === 'cheering'
      ? 'joy'
      : figure?.pose === 'crying'
        ? 'tears'
        : figure?.pose === 'hugging'
          ? 'love'
          : null);
  if (!emotion) return null;
  const facing = figure?.facesRight ? -1 : 1;
  const marks = emanata(emotion, { face, facing, panel }, pen);
  return {
    svg: marks.svg,
    marks: marks.drawn,
    top: Math.max(0, Math.floor(Math.min(...marks.drawn.map((m) => m.box.y)) - pen.u * 4)),
  };
}

/**
 * Nothing in the foreground (a fence, a hedge, rain) is ever drawn over the hero's face: where the face is,
 * the front's cover is lifted, so the face is painted whole instead of showing the fence through it.
 */
export function faceInFront(front: { alpha: Uint8Array; width: number; top: number }, face: Rect): void {
  const x0 = Math.max(0, Math.floor(face.x));
  const x1 = Math.min(front.width, Math.ceil(face.x + face.width));
  const y0 = Math.max(front.top, Math.floor(face.y));
  const rows = front.alpha.length / front.width;
  const y1 = Math.min(front.top + rows, Math.ceil(face.y + face.height));
  for (let y = y0; y < y1; y++)
    front.alpha.fill(0, (y - front.top) * front.width + x0, (y - front.top) * front.width + x1);
}
