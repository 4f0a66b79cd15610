// The book as the client sees it (docs/book.md "Reader"): the interior pages in print order, each with its
// state, its reader image once rendered and the words its owner may edit. The API's inputs are here too,
// so the server validates with the same schemas the client types against.
import { z } from 'zod';
import { MAX_BALLOON_TEXT } from './script';

/** Interior pages: title page, dedication, the story pages, "The End" and the page about the hero. */
export const BOOK_PAGE_KINDS = ['title', 'dedication', 'story', 'end', 'about'] as const;
export type BookPageKind = (typeof BOOK_PAGE_KINDS)[number];

/** waiting: not rendered yet; done: rendered; failed: gave up after its retries (the book goes on). */
export type BookPageStatus = 'waiting' | 'done' | 'failed';

/** A caption, balloon or sound effect of a story page, as its owner may edit it. */
export interface PageWords {
  /** `p{panel}-caption` or `p{panel}-b{index}` (from 0), stable while the script is not rewritten. */
  id: string;
  panel: number;
  kind: 'caption' | 'speech' | 'thought' | 'shout' | 'whisper';
  speaker: string | null;
  text: string;
}

export interface BookPageView {
  /** Interior page number, from 1 (the cover is not counted). */
  number: number;
  kind: BookPageKind;
  /** The script's page number, for story pages. */
  storyPage: number | null;
  /** What the page is, fit for a list: 'Title page', 'Page 3: Strange Lights', 'The End'. */
  label: string;
  status: BookPageStatus;
  /** The reader's copy (a JPEG ≤ 1100 px wide; a WebP in older books), once rendered; only its owner can load it. */
  readerUrl: string | null;
  /** A small copy for grids (264 px wide); the reader's copy for pages drawn before thumbnails existed. */
  thumbUrl: string | null;
  error: string | null;
  /** The error as a message of the errors catalogue, for the browser to say in the visitor's language. */
  messageKey?: string | null;
  messageParams?: Record<string, string | number> | null;
  /** 'ai' when an image model drew every panel, 'mixed' when some fell back, 'local' for the built-in art. */
  art: 'ai' | 'mixed' | 'local' | null;
  words: PageWords[];
  /** Characters of the page's words no font could draw (left out of the page), by panel; empty when none. */
  undrawable: UndrawableLetters[];
}

/** Characters no font could draw in one panel of a page (`panel` null: a page without panels). */
export interface UndrawableLetters {
  panel: number | null;
  characters: string[];
}

/** Where letters were left out: a page (its kind and English label, as BookPageView has them) or the cover. */
export interface UndrawablePlace {
  kind: BookPageKind | 'cover';
  label: string;
  /** The panel, from 0; null for a page without panels (and the cover). */
  panel: number | null;
}

/** Letters no font could draw, and where they were left out. */
export interface UndrawableAt {
  place: UndrawablePlace;
  characters: string[];
}

/** A character as the owner is told of it: its Unicode code point, 'U+E000'. */
export const codePointOf = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** A place in English, for the print check's text and the logs: 'Page 3: Strange Lights, panel 2'. */
export const undrawablePlaceText = (place: UndrawablePlace) =>
  place.panel === null ? place.label : `${place.label}, panel ${place.panel + 1}`;

/** Caption text limit (the script schema's), balloons have MAX_BALLOON_TEXT. */
export const MAX_CAPTION_TEXT = 200;

export const bookInput = z.object({ comicId: z.string().trim().min(1).max(64) });

/** The dedication page holds this much of the giver's words at a size still read easily. */
export const DEDICATION_MAX = 160;
export const DEDICATION_SIGNATURE_MAX = 60;
const plainText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((text) => !/[<>{}\u0000-\u001f\u007f]/.test(text), 'Please use plain text.');

/** book.setDedication: the giver's words on the dedication page; an empty text gives the writer's back. */
export const setDedicationInput = bookInput.extend({
  text: plainText(DEDICATION_MAX, `A dedication holds at most ${DEDICATION_MAX} characters.`),
  signature: plainText(DEDICATION_SIGNATURE_MAX, `A signature holds at most ${DEDICATION_SIGNATURE_MAX} characters.`),
});
export type SetDedicationInput = z.infer<typeof setDedicationInput>;

/** The dedication as the book page shows it. */
export interface DedicationView {
  /** What the dedication page says. */
  text: string;
  /** The giver's signature under it ('' for none). */
  signature: string;
  /** The words are the giver's (else the writer's, from the answers). */
  own: boolean;
  /** The writer's line, which an empty dedication goes back to. */
  written: string;
}

export const editWordsInput = z.object({
  comicId: z.string().trim().min(1).max(64),
  page: z.number().int().min(1).max(64),
  wordsId: z.string().regex(/^p\d{1,2}-(?:caption|b\d)$/, 'Must be a caption or balloon of the page'),
  text: z
    .string()
    .trim()
    .min(1, 'Please enter some words')
    .max(MAX_CAPTION_TEXT)
    .refine((text) => !/[<>{}\u0000-\u001f\u007f]/.test(text), 'Must be plain text'),
});
export type EditWordsInput = z.infer<typeof editWordsInput>;

/** book.repaintPanel: one panel of a painted book's page, painted again (a paid call). */
export const repaintPanelInput = z.object({
  comicId: z.string().trim().min(1).max(64),
  page: z.number().int().min(1).max(64),
  panel: z.number().int().min(0).max(8),
});
export type RepaintPanelInput = z.infer<typeof repaintPanelInput>;

export { MAX_BALLOON_TEXT };
