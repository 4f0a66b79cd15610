// The style registry: everything that makes a comic style (book type) what it is, in one entry per style.
// Labels, the /create card, the default genre, prompt wording and which server-side art each style uses are
// all read from here, so adding a style is one new entry plus its art (idea templates and a cover look)
// instead of edits across client, server and prompts. Art stays on the server, named here by key; the keys'
// types come from this list, so the compiler flags a server map that lacks an entry's template set or look.
// The visible strings are the spec's (sections 2, 3 and 8): e2e tests check them word for word. `shown` is
// the same words as the site shows them, in the page's language (messages/builder); the English fields stay
// what the server, the prompts and the print files use.
import { m } from './i18n/siteLocales';

export interface StyleDefinition {
  /** Stored in drafts and comics and sent by the client: never change an existing id. */
  id: string;
  /** The badge on the result page, library and comic detail. */
  label: string;
  /** The /create card; `art` names the drawn preview the client shows for it. */
  card: { title: string; description: string; art: string };
  /** The genre a story gets when the visitor gives none (spec section 8). */
  defaultGenre: string;
  prompts: {
    /** How Claude is told the style of the story ideas ("...a comic in the style of <ideas>"). */
    ideas: string;
    /** The style's short name in the ideas data block. */
    ideasName: string;
    /** What the image model is asked to turn the photo into ("Turn this photo into <cover>."). */
    cover: string;
  };
  /** Which local (no-network) idea template set writes ideas for this style. */
  ideaTemplates: string;
  /** Which look the local cover renderer draws: palettes, backdrop colours, corner boxes. */
  coverLook: string;
  /** How the style prints: pure black and white (screentone) or four-colour halftone. */
  print: 'grayscale' | 'color';
  /** Whether its books may be set to read right to left whatever their language (manga, as read in Japan). */
  mayReadRightToLeft?: boolean;
  /** The label and the card as the site shows them, in the page's language (called while rendering). */
  shown: { label(): string; title(): string; description(): string };
}

const REGISTRY = [
  {
    id: 'black-and-white-manga',
    label: 'Black & White Manga',
    card: {
      title: 'Black-and-white Manga',
      description: 'High-contrast monochrome art with dramatic speed lines and screentones.',
      art: 'manga',
    },
    shown: {
      label: () => m.builder_style_manga_label(),
      title: () => m.builder_style_manga_title(),
      description: () => m.builder_style_manga_description(),
    },
    defaultGenre: 'adventure',
    prompts: {
      ideas:
        'a black-and-white manga: dramatic shonen/shojo energy, speed lines, big reaction faces, rival showdowns, ' +
        'inner monologues, training arcs and over-the-top special moves named after everyday things',
      ideasName: 'black-and-white manga',
      cover:
        'the front cover of a black-and-white Japanese manga volume: crisp black ink line art on white paper, ' +
        'screentone dot shading, dramatic speed lines, a dynamic heroic pose, expressive manga eyes, no colour at all',
    },
    ideaTemplates: 'manga',
    coverLook: 'manga',
    print: 'grayscale',
    mayReadRightToLeft: true,
  },
  {
    id: '30s-50s-style',
    label: 'Vintage 30s–50s',
    card: {
      title: '1930s-1950s Vintage',
      description: 'Bold retro colors, halftone dots and the charm of golden-age comics.',
      art: 'vintage',
    },
    shown: {
      label: () => m.builder_style_vintage_label(),
      title: () => m.builder_style_vintage_title(),
      description: () => m.builder_style_vintage_description(),
    },
    defaultGenre: 'slice of life',
    prompts: {
      ideas:
        'a vintage 1930s-1950s Golden Age comic book: pulp headlines, exclamation marks, wholesome period ' +
        'slang ("Gee whiz!", "Holy mackerel!"), gadgets, dames and gumshoes, radio serial cliffhangers',
      ideasName: '1930s-1950s vintage comic',
      cover:
        'the front cover of a 1930s-1950s Golden Age American comic book: bold inked outlines, ' +
        'halftone dot printing, a limited period palette of red, yellow, blue and cream, aged yellowed paper ' +
        'with slightly worn edges, a heroic pulp pose and a small price box in the corner',
    },
    ideaTemplates: 'vintage',
    coverLook: 'vintage',
    print: 'color',
  },
] as const satisfies readonly StyleDefinition[];

type Entry = (typeof REGISTRY)[number];
export type BookType = Entry['id'];
/** Keys the server's art maps must cover (Record<..., ...> makes a missing one a compile error). */
export type IdeaTemplateSetKey = Entry['ideaTemplates'];
export type CoverLookKey = Entry['coverLook'];
export type PreviewArtKey = Entry['card']['art'];

/** One style, with its id and keys typed as the registry's own values. */
export type Style = StyleDefinition & {
  id: BookType;
  ideaTemplates: IdeaTemplateSetKey;
  coverLook: CoverLookKey;
  card: { art: PreviewArtKey };
};

/** All styles, in the order the /create page shows them. The first is the fallback for unknown types. */
export const STYLES: readonly Style[] = REGISTRY;

/** The ids as a non-empty tuple, so `z.enum(STYLE_IDS)` and literal types keep working. */
export const STYLE_IDS = REGISTRY.map((style) => style.id) as unknown as readonly [BookType, ...BookType[]];

export function findStyle(type: unknown): Style | undefined {
  return STYLES.find((style) => style.id === type);
}

/**
 * The style for a type, or the first style for anything else. Server code that must still produce something
 * for odd input (local ideas, answer reading, the local cover) uses this; validated input never needs it.
 */
export function styleOrDefault(type: unknown): Style {
  return findStyle(type) ?? STYLES[0];
}
