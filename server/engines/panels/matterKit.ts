// What every matter page is made of (matterPages.ts draws the book's own, extraMatter.ts the pages that
// fill a print format's minimum): the request, the layout a page function returns, the look, and the page's
// box with a placer of fitted text.
import type { HeroAid } from '../../../shared/heroAids';
import type { PageGeometry, Rect } from '../../../shared/printGeometry';
import type { PanelArtRequest, PrintLook } from '../pageModel';
import type { OutlineFont } from '../artKit/text/outlineFont';
import type { FittedLines } from '../artKit/text/fitLines';
import { layLines } from '../artKit/text/outlines';
import type { Paint } from './palette';
import type { dice } from '../../lib/seededRandom';
import { rect } from '../artKit/svg';

export interface MatterPageRequest {
  /** The book's own matter pages, and the pages that fill a print format's minimum (extraMatter.ts). */
  kind: 'title' | 'dedication' | 'end' | 'about' | 'cast' | 'answers' | 'moment';
  print: PrintLook;
  photo: Buffer;
  title: string;
  author: string;
  heroName: string;
  dedication: string;
  /** Under the dedication, the giver's signature in their words ('With love, Oisín'); none when left out. */
  signature?: string;
  about: string[];
  seed: number;
  /** For 'cast': who is in the book. */
  cast?: { name: string; role: string }[];
  /** For 'answers': what the author told us. */
  answers?: { question: string; answer: string }[];
  /** For 'moment': a scene of the story, drawn again as one big panel. */
  moment?: { title: string; summary: string; setting: string; action: string };
  /** The trim the page is drawn at: the comic's by default. */
  geometry?: PageGeometry;
  /** The book's language (shared/languages.ts): the page's own words are in it; none is English. */
  language?: string;
  /** A book in memory of its hero (answers/memorial.ts): "The End" closes with them kept, not a next adventure. */
  inMemory?: boolean;
  /** What the hero lives with (answers/heroAids.ts): drawn with them in the pages' pictures, as in the story's. */
  heroAids?: HeroAid[];
}

/** One piece of text as placed, for checking: its box lies inside the safe box. */
export interface PlacedText {
  id: string;
  lines: string[];
  size: number;
  shortened: boolean;
  box: Rect;
}

export interface MatterLayout {
  /** The page's drawn background (continuous tone, screened when printed). */
  background: string;
  /** Panels of the hero drawn by the built-in art, with their frames. */
  panels: { rect: Rect; art: Omit<PanelArtRequest, 'photo' | 'print' | 'width' | 'height' | 'seed'> }[];
  /** Frames, ornaments and text, drawn over everything, unscreened. */
  overlay: string;
  texts: PlacedText[];
  /** Whether the background has anything to screen (a plain paper page does not). */
  plain: boolean;
}

export interface Style {
  look: PrintLook;
  paint: Paint;
  ink: string;
  paper: string;
  manga: boolean;
  d: ReturnType<typeof dice>;
  page: MatterBox;
}

/** Room kept inside the safe box for outlines and drop shadows around letters. */
export const TEXT_MARGIN = 24;

/** The page's size, its safe box and the text column inside it, and a placer of text on it. */
export interface MatterBox {
  W: number;
  H: number;
  SAFE: Rect;
  TEXT_LEFT: number;
  TEXT_WIDTH: number;
  CENTRE: number;
  place: (
    texts: PlacedText[],
    id: string,
    font: OutlineFont,
    fitted: FittedLines,
    top: number,
    leading?: number,
    align?: 'centre' | 'left',
    left?: number,
  ) => ReturnType<typeof layLines>;
}

export function matterBox(geometry: PageGeometry): MatterBox {
  const SAFE = geometry.safe;
  const TEXT_LEFT = SAFE.x + TEXT_MARGIN;
  const CENTRE = SAFE.x + SAFE.width / 2;
  return {
    W: geometry.px.width,
    H: geometry.px.height,
    SAFE,
    TEXT_LEFT,
    TEXT_WIDTH: SAFE.width - 2 * TEXT_MARGIN,
    CENTRE,
    /** Places fitted lines and records them; returns the block. */
    place(texts, id, font, fitted, top, leading = 1, align = 'centre', left = TEXT_LEFT) {
      const block = layLines(font, fitted, align === 'centre' ? { top, centreX: CENTRE } : { top, left }, leading);
      texts.push({ id, lines: fitted.lines, size: fitted.size, shortened: fitted.shortened, box: block.box });
      return block;
    },
  };
}

/** A panel's frame: a heavy ink border with a drop shadow. */
export function frame(r: Rect, s: Style): string {
  const border = 12;
  const shadow = 24;
  return (
    rect(r.x + r.width, r.y + shadow, shadow, r.height, s.ink) +
    rect(r.x + shadow, r.y + r.height, r.width, shadow, s.ink) +
    rect(r.x - border / 2, r.y - border / 2, r.width + border, r.height + border, 'none', s.ink, border)
  );
}

/** The words a matter page of this kind draws (what the check for letters no font has reads). */
export function matterTexts(req: MatterPageRequest): string[] {
  switch (req.kind) {
    case 'title':
      return [req.title, req.heroName, req.author];
    case 'dedication':
      return [req.dedication, req.heroName, ...(req.signature ? [req.signature] : [])];
    case 'end':
      return [req.heroName];
    case 'about':
      return [req.heroName, ...req.about];
    case 'cast':
      return (req.cast ?? []).flatMap((member) => [member.name, member.role]);
    case 'answers':
      return [req.heroName, ...(req.answers ?? []).flatMap((pair) => [pair.question, pair.answer])];
    case 'moment':
      return req.moment ? [req.moment.title, req.moment.summary] : [];
  }
}
