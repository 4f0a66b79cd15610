// Turns the seed and the user's note into the look of one cover: palette, backdrop, title size and tilt,
// issue number, the hero's exposure. The seed makes each regeneration a visibly different variation; the
// note steers it. What differs per comic style (palettes, dot size, corner boxes) is a cover look, named by the
// style's registry entry (shared/styles.ts `coverLook`); black and white or colour is the entry's `print`.
import { dice } from '../../lib/seededRandom';
import { styleOrDefault, type CoverLookKey } from '../../../shared/styles';

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
  /** Pure black and white with screentone (the style prints grayscale), else four-colour halftone. */
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
  /** What the two corner boxes say (top left, top right): never the same number twice. */
  cornerLabels: readonly [string, string];
  /** The hero's exposure from the note: 1 lighter (show the face), -1 darker (moody), 0 as measured. */
  exposure: -1 | 0 | 1;
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
  {
    background: '#ffd23f',
    rays: '#f7a81b',
    title: '#ffe14d',
    titleShadow: '#d62828',
    badge: '#d62828',
    badgeText: '#fff8e7',
    ink: '#141414',
  },
  {
    background: '#e63946',
    rays: '#c1121f',
    title: '#ffd23f',
    titleShadow: '#1d3557',
    badge: '#ffd23f',
    badgeText: '#141414',
    ink: '#141414',
  },
  {
    background: '#2a6f97',
    rays: '#1d4e89',
    title: '#ffd23f',
    titleShadow: '#c1121f',
    badge: '#ffd23f',
    badgeText: '#141414',
    ink: '#141414',
  },
  {
    background: '#43aa8b',
    rays: '#2d8a6e',
    title: '#fff3b0',
    titleShadow: '#d62828',
    badge: '#e63946',
    badgeText: '#fff8e7',
    ink: '#141414',
  },
  {
    background: '#f4a261',
    rays: '#e76f51',
    title: '#fefae0',
    titleShadow: '#264653',
    badge: '#264653',
    badgeText: '#fefae0',
    ink: '#141414',
  },
];

const NIGHT: Palette = {
  background: '#0b1d3a',
  rays: '#12294f',
  title: '#ffd23f',
  titleShadow: '#c1121f',
  badge: '#ffd23f',
  badgeText: '#0b1d3a',
  ink: '#0a0a0a',
};
const SUNSET: Palette = {
  background: '#ff7b39',
  rays: '#ff4f6d',
  title: '#fff3b0',
  titleShadow: '#5a189a',
  badge: '#5a189a',
  badgeText: '#fff3b0',
  ink: '#1a1020',
};

/** What a comic style looks like on a local cover. */
export interface CoverLook {
  /** One is drawn per seed (no draw when there is only one, so the seed's other choices stay put). */
  palettes: readonly Palette[];
  night: Palette;
  sunset: Palette;
  /** Whether a colour named in the note ("red") recolours the title shadow and the badge. */
  accents: boolean;
  /** Halftone cell size in pixels. */
  dotCell: number;
  /** The two corner boxes (top left, top right) for an issue number: never the same number twice. */
  cornerLabels(issue: number): readonly [string, string];
}

// Tankōbon prices in yen: a manga volume shows its volume number and its price, not the number twice.
const YEN_PRICES = ['¥420', '¥460', '¥480', '¥500', '¥528', '¥594'];

/** Typed by the registry's keys: a style naming a look that is missing here does not compile. */
export const COVER_LOOKS: Record<CoverLookKey, CoverLook> = {
  manga: {
    palettes: [MONO],
    night: { ...MONO, background: '#000000', rays: '#1a1a1a' },
    sunset: { ...MONO, rays: '#bdbdbd' },
    accents: false,
    dotCell: 7,
    cornerLabels: (issue) => [`VOL. ${issue}`, YEN_PRICES[issue % YEN_PRICES.length]],
  },
  vintage: {
    palettes: VINTAGE_PALETTES,
    night: NIGHT,
    sunset: SUNSET,
    accents: true,
    dotCell: 9,
    cornerLabels: (issue) => [`NO. ${issue}`, '10¢'],
  },
};

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

/** Words are matched at their start ("star" finds "stars"); a trailing `\\b` pins the end too. */
const has = (note: string, ...words: string[]) => words.some((w) => new RegExp(`\\b${w}`, 'i').test(note));

/** Brighter asks to see the person; darker asks for mood. Brighter wins when a note asks for both. */
function exposureFrom(note: string): -1 | 0 | 1 {
  if (
    has(
      note,
      'light(er|en)',
      'bright(er|en)',
      'show (his|her|their|my|the)? ?face',
      'see (his|her|their|my|the) face',
      'more detail',
      'clearer',
      'visible',
    )
  )
    return 1;
  if (has(note, 'dark(er|en)', 'moody', 'shadowy', 'more shadow', 'gloomy', 'noir')) return -1;
  return 0;
}

export function chooseCoverStyle(type: string, seed: number, note = ''): CoverStyle {
  const { next: random, pick } = dice(seed);
  const entry = styleOrDefault(type);
  const look = COVER_LOOKS[entry.coverLook];
  const mono = entry.print === 'grayscale';

  let backdrop: Backdrop = pick(['sunburst', 'speedLines', 'sunburst'] as const);
  let palette = look.palettes.length > 1 ? pick(look.palettes) : look.palettes[0];
  // "dark" alone sets a night scene; "darker" is about the hero's exposure.
  if (has(note, 'night', 'moon', 'star', 'midnight', 'dark\\b')) {
    backdrop = 'night';
    palette = look.night;
  } else if (has(note, 'sunset', 'dusk', 'dawn', 'golden hour', 'sunrise')) {
    backdrop = 'sunset';
    palette = look.sunset;
  }
  if (look.accents) {
    const accent = Object.keys(ACCENTS).find((color) => has(note, color));
    if (accent) palette = { ...palette, titleShadow: ACCENTS[accent], badge: ACCENTS[accent] };
  }

  let titleScale = 1;
  if (has(note, 'bigger', 'larger', 'huge', 'giant', 'big title', 'large title', 'massive')) titleScale = 1.3;
  else if (has(note, 'smaller', 'tiny', 'small title', 'subtle')) titleScale = 0.75;

  const action = has(note, 'action', 'explosion', 'explode', 'boom', 'fight', 'battle', 'punch');
  const style: Omit<CoverStyle, 'cornerLabels'> = {
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
    dotCell: look.dotCell,
    exposure: exposureFrom(note),
    random,
  };
  // Derived from the issue number rather than further draws, so a seed's other choices stay as they were.
  return { ...style, cornerLabels: look.cornerLabels(style.issueNumber) };
}
