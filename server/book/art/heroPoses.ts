// The hero in a wide shot as a whole figure that acts: a drawn body in the pose the action asks for (walk,
// run, kneel, stand; Fluent Emoji, MIT) in the hero's skin tone, with the photo's own head set on it, so
// the person on the page runs, kneels and walks instead of standing as a bust in every panel.
import type { FaceGeometry } from './faceGeometry';

export type HeroPose = 'standing' | 'walking' | 'running' | 'kneeling';

interface PoseDrawing {
  /** The face (skin) in the drawing, as fractions of its square: centre and width. */
  face: { x: number; y: number; width: number };
  /** Whether the drawing has a right-facing twin ('-facing-right'). */
  turns: boolean;
}

/** Where each drawing's face is, measured on the drawings (skin pixels of the head, viewBox fractions). */
const POSES: Record<HeroPose, PoseDrawing> = {
  standing: { face: { x: 0.486, y: 0.191, width: 0.172 }, turns: false },
  walking: { face: { x: 0.433, y: 0.195, width: 0.141 }, turns: true },
  running: { face: { x: 0.38, y: 0.135, width: 0.125 }, turns: true },
  kneeling: { face: { x: 0.445, y: 0.353, width: 0.172 }, turns: true },
};

/** The pose an action asks for: running, walking, kneeling, or standing. */
export function poseFor(action: string): HeroPose {
  const a = action.toLowerCase();
  // Moving fast, and striking (a climax's move, a swing, a punch): the most dynamic body the set has.
  if (/\b(?:run|runs|running|ran|charg|sprint|chas|race|races|racing|leap|leaps|jump|dash|flee|flies|flying|rush|unleash|strik|swing|hurl|punch|kick|attack|fight|tackl|throws)/.test(a)) return 'running';
  if (/\b(?:kneel|sits|sit |sitting|crouch|lies in|slump|tear|cries|crying|collapses)/.test(a)) return 'kneeling';
  if (/\b(?:walk|arriv|heads|strides|paces|steps|wanders|strolls|marches|enters|goes)/.test(a)) return 'walking';
  return 'standing';
}

/** The drawings' shirt oranges (lit, middle, shaded). */
const SHIRT = ['#ff8101', '#ff6723', '#f95725'];

const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;

/**
 * The drawn shirt in the colour of the photo's clothes: the average of a patch below the chin (the middle
 * of the chest), lit and shaded a little either side. Nothing when the photo ends at the chin.
 */
export function shirtColours(photo: { rgb: Buffer; width: number; height: number; face: FaceGeometry }): Record<string, string> {
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
  const [mr, mg, mb] = [r / n, g / n, b / n];
  return { [SHIRT[0]]: hex(mr * 1.15 + 10, mg * 1.15 + 10, mb * 1.15 + 10), [SHIRT[1]]: hex(mr, mg, mb), [SHIRT[2]]: hex(mr * 0.85, mg * 0.85, mb * 0.85) };
}

/** The emoji skin tone nearest the photo's skin (its middle luma). */
export function toneFor(face: FaceGeometry): 'light' | 'medium-light' | 'medium' | 'medium-dark' | 'dark' {
  const l = face.skin.mid;
  return l > 200 ? 'light' : l > 170 ? 'medium-light' : l > 135 ? 'medium' : l > 95 ? 'medium-dark' : 'dark';
}

/**
 * The drawing to use and its square in the panel, so its face lands on the photo face's place and size
 * (`faceBox`: the hero's face in panel pixels); facing towards `towardX`.
 */
export function poseBox(pose: HeroPose, tone: string, faceBox: { x: number; y: number; width: number; height: number }, towardX: number) {
  const p = POSES[pose];
  const right = p.turns && towardX > faceBox.x + faceBox.width / 2;
  const faceX = right ? 1 - p.face.x : p.face.x;
  const size = faceBox.width / p.face.width;
  const cx = faceBox.x + faceBox.width / 2;
  const cy = faceBox.y + faceBox.height * 0.5;
  return {
    icon: `person-${pose}${right ? '-facing-right' : ''}-${tone}`,
    box: { x: cx - faceX * size, y: cy - p.face.y * size, width: size, height: size },
  };
}

/** Where the face and head of a placed photo land in the panel (as the shot plan reports them). */
function faceInPanel(face: FaceGeometry, scale: number, offsetX: number, offsetY: number) {
  const box = { x: face.box.x * scale + offsetX, y: face.box.y * scale + offsetY, width: face.box.width * scale, height: face.box.height * scale };
  return {
    box,
    head: { x: face.cx * scale + offsetX, y: ((face.eyeY + face.mouthY) / 2) * scale + offsetY },
    eyes: { x: face.cx * scale + offsetX, y: face.eyeY * scale + offsetY },
  };
}

/**
 * The photo placed for a whole figure at the hero's place across the panel, feet on the floor: the face as
 * big as the shot's faces (`faceWidth`, so the hero stands to the same scale as the others), smaller when
 * the whole figure would not fit above the floor. Returns the new placement and where the face, head and
 * eyes land.
 */
export function posePlacement(pose: HeroPose, face: FaceGeometry, centreX: number, floor: number, panelHeight: number, faceWidthWanted: number) {
  const p = POSES[pose];
  const FEET = 0.93;
  const tallest = Math.min(panelHeight * 0.72, floor * 0.92);
  const size = Math.min(faceWidthWanted / p.face.width, tallest / (FEET - 0.06));
  const faceWidth = p.face.width * size;
  const scale = faceWidth / face.box.width;
  const faceCy = floor - (FEET - p.face.y) * size;
  const offsetX = centreX - (face.box.x + face.box.width / 2) * scale;
  const offsetY = faceCy - (face.box.y + face.box.height / 2) * scale;
  return { placement: { mode: 'cutout' as const, scale, offsetX, offsetY }, ...faceInPanel(face, scale, offsetX, offsetY) };
}
