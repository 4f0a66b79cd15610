// Turns the seed and the user's note into the look of one cover: palette, backdrop, title size and tilt,
// issue number. The seed makes each regeneration a visibly different variation; the note steers it.
import { seededRandom } from '../../../lib/seededRandom';

export interface Palette {
  /** Behind everything; the backdrop's rays alternate with `rays`. */
  background: string;
  rays: string;
  /** Title letters, their shadow, and the badge. */
  title: string;
  titleShadow: string;
  badge: string;
  badgeText: string;
  ink: string;
}

export type Backdrop = 'sunburst' | 'speedLines' | 'night' | 'sunset';

export interface CoverStyle {
  mono: boolean;
  palette: Palette;
  backdrop: Backdrop;
  rain: boolean;
  soundEffect: string | null;
  burstCenter: { x: number; y: number };
  burstTurn: number;
  titleScale: number;
  titleTilt: number;
  panelTilt: number;
  issueNumber: number;
  badgeSide: 'left' | 'right';
  /** Halftone cell size in pixels. */
  dotCell: number;
  random: () => number;
}

const MONO: Palette = {
  background: '#ffffff',
  rays: '#e4e4e4',
  title: '#ffffff',
  titleShadow: '#000000',
  badge: '#ffffff',
  badgeText: '#000000',
  ink: '#000000',
};

const VINTAGE_PALETTES: Palette[] = [
  { background: '#ffd23f', rays: '#f7a81b', title: '#ffe14d', titleShadow: '#d62828', badge: '#d62828', badgeText: '#fff8e7', ink: '#141414' },
  { background: '#e63946', rays: '#c1121f', title: '#ffd23f', titleShadow: '#1d3557', badge: '#ffd23f', badgeText: '#141414', ink: '#141414' },
  { background: '#2a6f97', rays: '#1d4e89', title: '#ffd23f', titleShadow: '#c1121f', badge: '#ffd23f', badgeText: '#141414', ink: '#141414' },
  { background: '#43aa8b', rays: '#2d8a6e', title: '#fff3b0', titleShadow: '#d62828', badge: '#e63946', badgeText: '#fff8e7', ink: '#141414' },
  { background: '#f4a261', rays: '#e76f51', title: '#fefae0', titleShadow: '#264653', badge: '#264653', badgeText: '#fefae0', ink: '#141414' },
];

const NIGHT: Palette = { background: '#0b1d3a', rays: '#12294f', title: '#ffd23f', titleShadow: '#c1121f', badge: '#ffd23f', badgeText: '#0b1d3a', ink: '#0a0a0a' };
const SUNSET: Palette = { background: '#ff7b39', rays: '#ff4f6d', title: '#fff3b0', titleShadow: '#5a189a', badge: '#5a189a', badgeText: '#fff3b0', ink: '#1a1020' };

const ACCENTS: Record<string, string> = {
  red: '#d62828',
  blue: '#1d70b8',
  green: '#2a9d8f',
  yellow: '#ffd23f',
  purple: '#7b2cbf',
  pink: '#ff4f9a',
  orange: '#f77f00',
  gold: '#e9b949',
};

const SOUND_EFFECTS = ['POW!', 'BAM!', 'ZAP!', 'WHAM!', 'KA-BOOM!', 'BIFF!'];

const has = (note: string, ...words: string[]) => words.some((w) => new RegExp(`\\b${w}`, 'i').test(note));

export function chooseCoverStyle(type: string, seed: number, note = ''): CoverStyle {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const mono = type === 'black-and-white-manga';

  let backdrop: Backdrop = pick(['sunburst', 'speedLines', 'sunburst'] as const);
  let palette = mono ? MONO : pick(VINTAGE_PALETTES);
  if (has(note, 'night', 'moon', 'star', 'midnight', 'dark')) {
    backdrop = 'night';
    palette = mono ? { ...MONO, background: '#000000', rays: '#1a1a1a' } : NIGHT;
  } else if (has(note, 'sunset', 'dusk', 'dawn', 'golden hour', 'sunrise')) {
    backdrop = 'sunset';
    palette = mono ? { ...MONO, rays: '#bdbdbd' } : SUNSET;
  }
  if (!mono) {
    const accent = Object.keys(ACCENTS).find((color) => has(note, color));
    if (accent) palette = { ...palette, titleShadow: ACCENTS[accent], badge: ACCENTS[accent] };
  }

  let titleScale = 1;
  if (has(note, 'bigger', 'larger', 'huge', 'giant', 'big title', 'large title', 'massive')) titleScale = 1.3;
  else if (has(note, 'smaller', 'tiny', 'small title', 'subtle')) titleScale = 0.75;

  const action = has(note, 'action', 'explosion', 'explode', 'boom', 'fight', 'battle', 'punch');
  return {
    mono,
    palette,
    backdrop: action && backdrop !== 'night' ? 'sunburst' : backdrop,
    rain: has(note, 'rain', 'storm', 'thunder'),
    soundEffect: action || random() < 0.5 ? pick(SOUND_EFFECTS) : null,
    burstCenter: { x: 300 + random() * 600, y: 700 + random() * 500 },
    burstTurn: random() * 30,
    titleScale,
    titleTilt: (random() - 0.5) * 6,
    panelTilt: (random() - 0.5) * 5,
    issueNumber: 1 + Math.floor(random() * 99),
    badgeSide: random() < 0.5 ? 'left' : 'right',
    dotCell: mono ? 7 : 9,
    random,
  };
}
