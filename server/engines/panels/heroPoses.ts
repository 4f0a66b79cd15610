// The hero in a wide shot as a whole figure that acts: a drawn body in the pose the action asks for (Fluent
// Emoji bodies, MIT: walk, run, kneel, stand, leap, sit, cheer, point...; some turned in the air for flying
// and falling) in the hero's skin tone, with the photo's own head set on it, so the person on the page runs,
// leaps and falls instead of standing as a bust in every panel.
import sharp from 'sharp';
import type { FaceGeometry } from './faceGeometry';
import { iconDrawing } from './iconLibrary';

export type HeroPose =
  | 'standing'
  | 'walking'
  | 'running'
  | 'kneeling'
  | 'leaping'
  | 'flying'
  | 'falling'
  | 'sitting'
  | 'cheering'
  | 'pointing'
  | 'fighting'
  | 'holding'
  | 'hugging'
  | 'crying'
  // In a wheelchair (answers/heroAids.ts): rolling along, a wheelie for a leap, the chair aloft for a flight.
  | 'wheeling'
  | 'wheelie'
  | 'chair-flying'
  // Walking with a white cane, for one who uses one standing or walking.
  | 'cane-walking';

interface PoseDrawing {
  /** The Fluent Emoji body, without its skin tone ('person-running'). */
  body: string;
  /** The face (skin) in the drawing, as fractions of its square: centre and width. */
  face: { x: number; y: number; width: number };
  /**
   * The height of the eyes and of the chin in the drawing (fractions of its square; the chin is above the
   * eyes in a drawing upside down): the photo's head is set on the chin, as big as the drawing's own head.
   */
  eyes: number;
  chin: number;
  /** Whether the drawing has a right-facing twin ('-facing-right'); others are mirrored. */
  twin: boolean;
  /** Where the body is in its square (left, top, right, bottom fractions, facing left), for its figure box. */
  extent: readonly [number, number, number, number];
  /** Degrees the body is turned about the face (a runner laid flat flies), for a figure facing left. */
  tilt?: number;
  /** How far the feet are off the floor, as a share of the drawing's height (a leap). */
  lift?: number;
  /** Colours of the drawing that are not the person's (a ball) and are left out. */
  hide?: readonly string[];
  /** The drawing's clothes colours besides the shirt oranges, to take the photo's shirt colour too. */
  suit?: readonly string[];
}

// Eyes and chin measured on the drawings' shapes: the middle of the eye whites, the bottom of the face's skin.
const RUNNER = {
  body: 'person-running',
  face: { x: 0.38, y: 0.135, width: 0.125 },
  eyes: 0.172,
  chin: 0.27,
  twin: true,
  extent: [0.1, 0.06, 0.88, 0.94],
} as const;
const JUMPER = {
  body: 'person-playing-handball',
  face: { x: 0.45, y: 0.225, width: 0.19 },
  eyes: 0.193,
  chin: 0.297,
  twin: false,
  hide: ['#cdc4d6'],
  extent: [0.13, 0.08, 0.86, 0.92],
} as const;
const DANCER = {
  body: 'man-dancing',
  face: { x: 0.484, y: 0.235, width: 0.17 },
  eyes: 0.221,
  chin: 0.316,
  twin: false,
  extent: [0.25, 0.06, 0.73, 0.94],
  suit: ['#00a6ed', '#0092e7', '#007acf', '#75e0fc'],
} as const;
const STANDER = {
  body: 'person-standing',
  face: { x: 0.486, y: 0.191, width: 0.172 },
  eyes: 0.168,
  chin: 0.262,
  twin: false,
  extent: [0.34, 0.06, 0.63, 0.94],
} as const;
const WALKER = {
  body: 'person-walking',
  face: { x: 0.433, y: 0.195, width: 0.141 },
  eyes: 0.164,
  chin: 0.262,
  twin: true,
  extent: [0.25, 0.06, 0.76, 0.94],
} as const;
const KNEELER = {
  body: 'person-kneeling',
  face: { x: 0.445, y: 0.353, width: 0.172 },
  eyes: 0.314,
  chin: 0.422,
  twin: true,
  extent: [0.31, 0.19, 0.76, 0.94],
} as const;
/**
 * A body in mid-tumble, arms and legs flung out: the cartwheel drawn upside down, turned back to 30° off
 * 75° off upright, head first (a fall reads as a fall, not as a figure broken at the hips).
 */
const TUMBLER = {
  body: 'person-cartwheeling',
  face: { x: 0.56, y: 0.71, width: 0.13 },
  eyes: 0.711,
  chin: 0.621,
  twin: false,
  extent: [0.06, 0.06, 0.97, 0.94],
  tilt: 105,
} as const;

/** Seated in a manual wheelchair, facing left (a right-facing twin): the hands on the wheels' rims. */
const WHEELER = {
  body: 'person-in-manual-wheelchair',
  face: { x: 0.455, y: 0.19, width: 0.125 },
  eyes: 0.167,
  chin: 0.252,
  twin: true,
  extent: [0.156, 0.063, 0.844, 0.94],
} as const;

/** Walking with a white cane held out in front, facing left (a right-facing twin). */
const CANE_WALKER = {
  body: 'person-with-white-cane',
  face: { x: 0.54, y: 0.19, width: 0.12 },
  eyes: 0.159,
  chin: 0.255,
  twin: true,
  extent: [0.125, 0.063, 0.865, 0.936],
} as const;

/** Each pose's drawing, measured on the drawings (skin pixels of the head, viewBox fractions). */
const POSES: Record<HeroPose, PoseDrawing> = {
  standing: STANDER,
  walking: WALKER,
  running: RUNNER,
  kneeling: KNEELER,
  leaping: { ...JUMPER, lift: 0.22 },
  flying: { ...RUNNER, tilt: -62 },
  falling: TUMBLER,
  // The lotus drawing's head is drawn larger than the set's others: its eyes-to-chin taken as theirs.
  sitting: {
    body: 'person-in-lotus-position',
    face: { x: 0.499, y: 0.2, width: 0.24 },
    eyes: 0.25,
    chin: 0.355,
    twin: false,
    extent: [0.12, 0.06, 0.88, 0.94],
  },
  cheering: { ...DANCER },
  pointing: { ...DANCER },
  fighting: { ...JUMPER },
  holding: STANDER,
  hugging: WALKER,
  crying: KNEELER,
  wheeling: WHEELER,
  wheelie: { ...WHEELER, lift: 0.08 },
  'chair-flying': { ...WHEELER, tilt: -20 },
  'cane-walking': CANE_WALKER,
};

/** The body drawing a pose is drawn with ('person-running'), before its skin tone and twin. */
export const poseBody = (pose: HeroPose) => POSES[pose].body;

/** Someone who uses a white cane stands and walks with it (other actions are drawn as asked). */
export function withWhiteCane(pose: HeroPose): HeroPose {
  return pose === 'standing' || pose === 'walking' ? 'cane-walking' : pose;
}

/**
 * The pose of someone who uses a wheelchair for each action's pose: in the chair in every one, never drawn
 * standing, running or kneeling. A leap is a wheelie, a flight the chair aloft; a fall stays in the chair.
 */
export function inWheelchair(pose: HeroPose): HeroPose {
  if (pose === 'leaping') return 'wheelie';
  if (pose === 'flying') return 'chair-flying';
  return CHAIR_POSES.has(pose) ? pose : 'wheeling';
}

/** The poses drawn in the chair. */
export const CHAIR_POSES: ReadonlySet<HeroPose> = new Set<HeroPose>(['wheeling', 'wheelie', 'chair-flying']);
/** The poses an aid gives (the chair's, the cane's): never asked for by an action's words. */
const AID_POSES: ReadonlySet<HeroPose> = new Set<HeroPose>([...CHAIR_POSES, 'cane-walking']);

/** Every pose an action asks for, in the order the pose sheet shows them (the chair's follow from them). */
export const HERO_POSES = (Object.keys(POSES) as HeroPose[]).filter((pose): pose is ActionPose => !AID_POSES.has(pose));

/** The poses an action's words ask for (an aid's are given by inWheelchair and withWhiteCane). */
export type ActionPose = Exclude<HeroPose, 'wheeling' | 'wheelie' | 'chair-flying' | 'cane-walking'>;

/** The drawings' shirt oranges (lit, middle, shaded). */
const SHIRT = ['#ff8101', '#ff6723', '#f95725'];

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * The drawn shirt in the colour of the photo's clothes: the average of a patch below the chin (the middle
 * of the chest), lit and shaded a little either side. Nothing when the photo ends at the chin.
 */
export function shirtColours(photo: {
  rgb: Buffer;
  width: number;
  height: number;
  face: FaceGeometry;
}): Record<string, string> {
  const { face, width, height, rgb } = photo;
  const half = Math.max(2, Math.round(face.width * 0.18));
  const cx = Math.round(face.cx);
  const cy = Math.round(face.chinY + face.width * 0.7);
  if (cy + half >= height || cx - half < 0 || cx + half >= width) return {};
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = cy - half; y <= cy + half; y++) {
    for (let x = cx - half; x <= cx + half; x++) {
      const i = (y * width + x) * 3;
      r += rgb[i];
      g += rgb[i + 1];
      b += rgb[i + 2];
      n++;
    }
  }
  return shirtOf(r / n, g / n, b / n);
}

/** The drawings' shirt oranges swapped for a colour (RGB 0–255), lit and shaded a little either side. */
export function shirtOf(r: number, g: number, b: number): Record<string, string> {
  return {
    [SHIRT[0]]: hex(r * 1.15 + 10, g * 1.15 + 10, b * 1.15 + 10),
    [SHIRT[1]]: hex(r, g, b),
    [SHIRT[2]]: hex(r * 0.85, g * 0.85, b * 0.85),
  };
}

/** The colours to swap in a pose's drawing: the shirt (and a suit) in the photo's colours, a ball left out. */
export function poseColours(pose: HeroPose, shirt: Record<string, string>): Record<string, string> {
  const p = POSES[pose];
  const out: Record<string, string> = { ...shirt };
  const [lit, mid, shade] = SHIRT.map((c) => shirt[c]);
  if (p.suit && mid) {
    p.suit.forEach((c, i) => {
      out[c] = [lit, mid, shade, lit][i] ?? mid;
    });
  }
  for (const c of p.hide ?? []) out[c] = 'none';
  return out;
}

/** The emoji skin tone nearest the photo's skin (its middle luma). */
export function toneFor(face: FaceGeometry): 'light' | 'medium-light' | 'medium' | 'medium-dark' | 'dark' {
  const l = face.skin.mid;
  return l > 200 ? 'light' : l > 170 ? 'medium-light' : l > 135 ? 'medium' : l > 95 ? 'medium-dark' : 'dark';
}

/** A pose as drawn in a panel: the drawing, its square, whether it is mirrored, and its turn about the face. */
export interface PoseFigure {
  pose: HeroPose;
  icon: string;
  box: { x: number; y: number; width: number; height: number };
  facing: 1 | -1;
  /** Whether the figure looks to the right (the drawing's twin, or the drawing mirrored). */
  facesRight: boolean;
  /** Degrees, about `pivot` (the chin, where the head sits on the body). */
  tilt: number;
  pivot: { x: number; y: number };
  /** Where the body itself is, before any turn (the drawing's square is larger). */
  body: { x: number; y: number; width: number; height: number };
  /** The shapes of the drawing that make its own head (left out: the photo's head goes there); see headPathsOf. */
  headPaths?: number[];
  /** How tall the figure would stand, crown to sole, in panel pixels (the pose's size, whatever its shape). */
  stature: number;
}

/**
 * How big the photo's head is drawn against the drawing's own (by the eyes' height above the chin). The set
 * draws every body at one proportion to its head (a standing figure is 9.3 eyes-to-chin tall, a walker
 * 8.9, a dancer 9.2), so a head sized to the drawing's head keeps one proportion to its body in every pose.
 */
const HEAD_SCALE = 1.2;
/** A standing figure of the set, crown to sole, in its eyes-to-chin heights. */
const STATURE_PER_EYES_TO_CHIN = 9.3;
/** A face box's height (forehead to chin) in its eyes-to-chin heights (the forehead is 0.885 of it above the eyes). */
export const FACE_BOX_PER_EYES_TO_CHIN = 1.885;

const eyesToChin = (p: PoseDrawing) => Math.abs(p.chin - p.eyes);

/**
 * The drawing to use and its square in the panel, so the photo's head (`faceBox`: the face from forehead to
 * chin in panel pixels) sits on its neck at the drawing's scale; facing towards `towardX`.
 */
export function poseBox(
  pose: HeroPose,
  tone: string,
  faceBox: { x: number; y: number; width: number; height: number },
  towardX: number,
): PoseFigure {
  const p = POSES[pose];
  const cx = faceBox.x + faceBox.width / 2;
  const chin = faceBox.y + faceBox.height;
  const right = towardX > cx;
  const faceX = right ? 1 - p.face.x : p.face.x;
  const size = faceBox.height / FACE_BOX_PER_EYES_TO_CHIN / (HEAD_SCALE * eyesToChin(p));
  const box = { x: cx - faceX * size, y: chin - p.chin * size, width: size, height: size };
  const [l, t, r, b] = p.extent;
  const [left, rightEdge] = right ? [1 - r, 1 - l] : [l, r];
  return {
    pose,
    icon: `${p.body}${right && p.twin ? '-facing-right' : ''}-${tone}`,
    box,
    body: { x: box.x + left * size, y: box.y + t * size, width: (rightEdge - left) * size, height: (b - t) * size },
    facing: right && !p.twin ? -1 : 1,
    facesRight: right,
    tilt: (p.tilt ?? 0) * (right ? -1 : 1),
    pivot: { x: cx, y: chin },
    stature: STATURE_PER_EYES_TO_CHIN * eyesToChin(p) * size,
  };
}

/** Where the face and head of a placed photo land in the panel (as the shot plan reports them). */
function faceInPanel(face: FaceGeometry, scale: number, offsetX: number, offsetY: number) {
  const box = {
    x: face.box.x * scale + offsetX,
    y: face.box.y * scale + offsetY,
    width: face.box.width * scale,
    height: face.box.height * scale,
  };
  return {
    box,
    head: { x: face.cx * scale + offsetX, y: ((face.eyeY + face.mouthY) / 2) * scale + offsetY },
    eyes: { x: face.cx * scale + offsetX, y: face.eyeY * scale + offsetY },
  };
}

/** Where a whole figure stands: the floor's height, the panel's, and the face width the shot wants. */
export interface Standing {
  floor: number;
  panelHeight: number;
  faceWidth: number;
}

/**
 * The photo placed for a whole figure at `centreX` across the panel, feet on the floor (or off it, for a
 * leap; high in the sky for a flight, mid-air for a fall): the face as big as the shot's faces (so the hero
 * stands to the same scale as the others), smaller when the whole figure would not fit. `headTop` is the
 * photo's crown (hair, a hat) in photo pixels. Returns the new placement and where the face, head and eyes land.
 */
export function posePlacement(pose: HeroPose, face: FaceGeometry, at: Standing & { centreX: number; headTop: number }) {
  const whole = wholeFigure(pose, {
    ...at,
    aspect: face.box.height / face.box.width,
    crown: (face.chinY - at.headTop) / face.box.height,
  });
  return poseAtFace(face, { centreX: at.centreX, faceCy: whole.faceCy, faceWidth: whole.faceWidth });
}

/**
 * A whole figure's face box for a pose (its width, and its centre's height), feet on the floor (or off it,
 * for a leap; high in the sky for a flight, mid-air for a fall): as wide as wanted, smaller when the whole
 * figure would not fit above the floor. `aspect` is the face box's height over its width; `crown` how far the
 * head (hair, a bun, a hat) reaches above the chin, in face box heights.
 */
export function wholeFigure(
  pose: HeroPose,
  at: Standing & { aspect: number; crown?: number },
): { faceWidth: number; faceCy: number } {
  const { floor, panelHeight, faceWidth: faceWidthWanted, aspect, crown = 1.3 } = at;
  const p = POSES[pose];
  const FEET = 0.93;
  const tallest = Math.min(panelHeight * 0.72, floor * 0.92);
  const perSize = FACE_BOX_PER_EYES_TO_CHIN * HEAD_SCALE * eyesToChin(p);
  // Crown to feet: the body below the chin, the head above it.
  const reach = Math.max(FEET - p.extent[1], FEET - p.chin + crown * perSize) + (p.lift ?? 0);
  const size = Math.min((faceWidthWanted * aspect) / perSize, tallest / reach);
  const faceHeight = perSize * size;
  // In the air the body is turned: the head high in the panel and the body trailing from it.
  const chin = p.tilt ? panelHeight * (p.tilt < 0 ? 0.36 : 0.34) : floor - (FEET + (p.lift ?? 0) - p.chin) * size;
  return { faceWidth: faceHeight / aspect, faceCy: chin - faceHeight / 2 };
}

/**
 * The photo placed so its face is `faceWidth` wide, centred on (centreX, faceCy): a medium shot's figure,
 * cut by the panel's bottom, keeps the shot's face where the shot put it.
 */
export function poseAtFace(face: FaceGeometry, at: { centreX: number; faceCy: number; faceWidth: number }) {
  const { centreX, faceCy, faceWidth } = at;
  const scale = faceWidth / face.box.width;
  const offsetX = centreX - (face.box.x + face.box.width / 2) * scale;
  const offsetY = faceCy - (face.box.y + face.box.height / 2) * scale;
  return {
    placement: { mode: 'cutout' as const, scale, offsetX, offsetY },
    ...faceInPanel(face, scale, offsetX, offsetY),
  };
}

const headCache = new Map<string, Promise<number[]>>();
/** The same answers by drawing name, so a panel's figures do not re-read the drawing to find its key. */
const headByIcon = new Map<string, Promise<number[]>>();

/**
 * Which shapes of a pose's drawing are its head (hair, face, eyes, mouth): each shape is drawn alone, small,
 * and kept as head when it lies wholly around the drawing's face. Measured once per drawing and process.
 */
export function headPathsOf(f: PoseFigure): Promise<number[]> {
  const known = headByIcon.get(f.icon);
  if (known) return known;
  // The skin tones of a drawing share its shapes (only their colours differ): measured once for all tones
  // of a body and side with the same number of shapes.
  const shapes = iconDrawing(f.icon)?.body.match(/<path[^>]*\/>/g)?.length ?? 0;
  const key = `${f.icon.replace(/-(?:light|medium-light|medium|medium-dark|dark)$/, '')}|${shapes}`;
  let found = headCache.get(key);
  if (!found) {
    const p = POSES[f.pose];
    const cx = f.icon.includes('-facing-right') ? 1 - p.face.x : p.face.x;
    found = measureHead(f.icon, cx, p.face.y, p.face.width);
    headCache.set(key, found);
  }
  headByIcon.set(f.icon, found);
  return found;
}

async function measureHead(icon: string, cx: number, cy: number, w: number): Promise<number[]> {
  const drawing = iconDrawing(icon);
  if (!drawing) return [];
  const S = 128;
  const paths = drawing.body.match(/<path[^>]*\/>/g) ?? [];
  const head: number[] = [];
  for (const [i, path] of paths.entries()) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" ` +
      `viewBox="${drawing.attributes.viewBox}">${path}</svg>`;
    const alpha = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer();
    let [x0, y0, x1, y1] = [S, S, -1, -1];
    for (let y = 0; y < S; y++) {
      for (let x = 0; x < S; x++) {
        if (alpha[y * S + x] <= 100) continue;
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
    }
    if (x1 < 0) continue;
    if (x0 / S >= cx - w && x1 / S <= cx + w && y0 / S >= cy - 1.3 * w && y1 / S <= cy + 0.95 * w) head.push(i);
  }
  return head;
}
