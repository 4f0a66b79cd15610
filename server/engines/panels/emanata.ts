// Comic emanata by the hero's face: tears, sweat, anger marks, hearts, dizzy stars, sparkles of joy, a
// shock mark, sleep. The action's words say which; the marks are drawings from the same vector set as the
// props (Fluent Emoji, MIT), placed around the face box so they read at any shot and never cover the eyes.
import type { Rect } from '../pageModel';
import { iconSvg } from './iconLibrary';
import type { Pen } from './palette';

export type Emotion = 'tears' | 'sweat' | 'anger' | 'love' | 'dizzy' | 'joy' | 'shock' | 'sleep';

/** Words that show an emotion, the strongest first (tears before sweat, a daze before joy). */
const EMOTION_WORDS: Array<[Emotion, RegExp]> = [
  ['tears', /\b(?:cry|cries|crying|sobs?|sobbing|weeps?|weeping|tears?\b|teary|heartbroken|sniffl)/],
  [
    'dizzy',
    new RegExp(
      String.raw`\b(?:dazed|dizzy|stunned|seeing stars|knocked (?:out|back|down|flat)|sent flying|crash` +
        String.raw`|slams? into|tumbl|falls?\b|fell\b)`,
    ),
  ],
  ['anger', /\b(?:angry|anger|furious|fuming|fumes|rage|raging|glares?|scowl|seeth|livid|snarls?|growls?)/],
  ['shock', /\b(?:shock|gasps?|stunned|startled|jaw drops|can't believe|cannot believe|aghast|horrified|freezes)/],
  [
    'sweat',
    new RegExp(
      String.raw`\b(?:sweat|nervous|panic|worried|anxious|gulps?|exhausted|out of breath|panting` +
        '|wipes (?:her|his|their) brow|blush)',
    ),
  ],
  ['love', /\b(?:hugs?|hugging|embrac|love|loving|adore|heart melts|cuddl|kiss)/],
  [
    'joy',
    /\b(?:cheers?|celebrat|triumph|beams?|beaming|overjoyed|delighted|proud|victor|laughs?|laughing|grins? from ear)/,
  ],
  ['sleep', /\b(?:asleep|sleeps?|sleeping|dozes?|dozing|naps?|snores?|yawns?)/],
];

/** The emotion an action shows, or null. */
export function emotionOf(action: string): Emotion | null {
  const a = action.toLowerCase();
  return EMOTION_WORDS.find(([, re]) => re.test(a))?.[0] ?? null;
}

/** Each mark: drawing, size against the face width, and centre against the face box (0..1 across, down). */
const MARKS: Record<Emotion, Array<{ icon: string; size: number; x: number; y: number }>> = {
  // Beside the cheeks: nothing in front of the hero is drawn over the face itself.
  tears: [
    { icon: 'droplet', size: 0.16, x: -0.06, y: 0.62 },
    { icon: 'droplet', size: 0.13, x: 1.06, y: 0.7 },
  ],
  sweat: [{ icon: 'sweat-droplets', size: 0.34, x: 1.05, y: 0.08 }],
  anger: [{ icon: 'anger-symbol', size: 0.34, x: 1.02, y: -0.08 }],
  love: [{ icon: 'two-hearts', size: 0.42, x: 1.08, y: -0.18 }],
  dizzy: [
    { icon: 'dizzy', size: 0.36, x: 0.2, y: -0.3 },
    { icon: 'dizzy', size: 0.3, x: 0.85, y: -0.34 },
  ],
  joy: [
    { icon: 'sparkles', size: 0.36, x: -0.16, y: 0.0 },
    { icon: 'sparkles', size: 0.3, x: 1.14, y: -0.1 },
  ],
  shock: [{ icon: 'red-exclamation-mark', size: 0.4, x: 1.08, y: -0.2 }],
  sleep: [{ icon: 'zzz', size: 0.4, x: 1.1, y: -0.22 }],
};

/** Where emanata go: around a face (panel pixels), on the side the figure faces, inside the panel. */
export interface MarksAround {
  face: Rect;
  facing: 1 | -1;
  panel: { width: number; height: number };
}

/**
 * The marks for an emotion around a face, mirrored when the hero faces right, kept inside the panel.
 * Returns the SVG and each mark drawn with its box.
 */
export function emanata(emotion: Emotion, { face, facing, panel }: MarksAround, pen: Pen) {
  const { u } = pen;
  let svg = '';
  const drawn: Array<{ icon: string; box: Rect }> = [];
  for (const m of MARKS[emotion]) {
    const size = Math.max(12 * u, face.width * m.size);
    const across = facing < 0 ? 1 - m.x : m.x;
    const x = Math.max(0, Math.min(panel.width - size, face.x + face.width * across - size / 2));
    const y = Math.max(0, Math.min(panel.height - size, face.y + face.height * m.y - size / 2));
    const box = { x, y, width: size, height: size };
    svg += iconSvg(m.icon, box, pen, { facing });
    drawn.push({ icon: m.icon, box });
  }
  return { svg, drawn };
}

/** A burst where a blow lands (a fight's raised hand). */
export function impact(at: { x: number; y: number }, size: number, pen: Pen): string {
  return iconSvg('collision', { x: at.x - size / 2, y: at.y - size / 2, width: size, height: size }, pen);
}
