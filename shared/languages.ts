// The languages a book can be written in (docs/book.md, "The book's language"). A comic keeps its language
// from the builder's first step; its ideas, story, matter pages and print files are in it. The built-in writer
// speaks the languages marked `builtIn`; the others need Claude (an ANTHROPIC_API_KEY), and an installation
// without one offers them as such and never writes an English book labelled otherwise.
import { z } from 'zod';
import { findStyle } from './styles';

export interface BookLanguage {
  /** BCP 47 tag: what the book, its CBZ (ComicInfo LanguageISO) and the PDF say they are in. */
  code: string;
  /** The language's name in English, as Claude is told to write it. */
  english: string;
  /** The language's name in itself, as the builder lists it. */
  native: string;
  /** The direction its lines are read in. */
  direction: 'ltr' | 'rtl';
  /** Written by the built-in writer with no key. */
  builtIn: boolean;
}

export const BOOK_LANGUAGES = [
  { code: 'en', english: 'English', native: 'English', direction: 'ltr', builtIn: true },
  { code: 'es', english: 'Spanish', native: 'Español', direction: 'ltr', builtIn: true },
  { code: 'fr', english: 'French', native: 'Français', direction: 'ltr', builtIn: true },
  { code: 'de', english: 'German', native: 'Deutsch', direction: 'ltr', builtIn: true },
  { code: 'pt', english: 'Portuguese', native: 'Português', direction: 'ltr', builtIn: true },
  { code: 'it', english: 'Italian', native: 'Italiano', direction: 'ltr', builtIn: false },
  { code: 'nl', english: 'Dutch', native: 'Nederlands', direction: 'ltr', builtIn: false },
  { code: 'pl', english: 'Polish', native: 'Polski', direction: 'ltr', builtIn: false },
  { code: 'cs', english: 'Czech', native: 'Čeština', direction: 'ltr', builtIn: false },
  { code: 'tr', english: 'Turkish', native: 'Türkçe', direction: 'ltr', builtIn: false },
  { code: 'ro', english: 'Romanian', native: 'Română', direction: 'ltr', builtIn: false },
  { code: 'hu', english: 'Hungarian', native: 'Magyar', direction: 'ltr', builtIn: false },
  { code: 'sv', english: 'Swedish', native: 'Svenska', direction: 'ltr', builtIn: false },
  { code: 'el', english: 'Greek', native: 'Ελληνικά', direction: 'ltr', builtIn: false },
  { code: 'ru', english: 'Russian', native: 'Русский', direction: 'ltr', builtIn: false },
  { code: 'uk', english: 'Ukrainian', native: 'Українська', direction: 'ltr', builtIn: false },
  { code: 'vi', english: 'Vietnamese', native: 'Tiếng Việt', direction: 'ltr', builtIn: false },
  { code: 'ja', english: 'Japanese', native: '日本語', direction: 'ltr', builtIn: false },
  { code: 'zh', english: 'Chinese (Simplified)', native: '简体中文', direction: 'ltr', builtIn: false },
  { code: 'ko', english: 'Korean', native: '한국어', direction: 'ltr', builtIn: false },
  { code: 'hi', english: 'Hindi', native: 'हिन्दी', direction: 'ltr', builtIn: false },
  { code: 'ar', english: 'Arabic', native: 'العربية', direction: 'rtl', builtIn: false },
  { code: 'he', english: 'Hebrew', native: 'עברית', direction: 'rtl', builtIn: false },
] as const satisfies readonly BookLanguage[];

type KnownLanguage = (typeof BOOK_LANGUAGES)[number];
export type LanguageCode = KnownLanguage['code'];

export const LANGUAGE_CODES = BOOK_LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

/** A comic made before books had a language, or a draft that never chose one, is in English. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const languageSchema = z.enum(LANGUAGE_CODES, { error: 'Please choose one of the listed languages.' });

/** The language of a code read back from storage; an unknown one (a row from a newer version) reads as English. */
export function bookLanguage(code: string | null | undefined): KnownLanguage {
  return BOOK_LANGUAGES.find((l) => l.code === code) ?? BOOK_LANGUAGES[0];
}

/** Whether a book in this language reads right to left: its pages, and the panels on each page. */
export function readsRightToLeft(code: string | null | undefined): boolean {
  return bookLanguage(code).direction === 'rtl';
}

/**
 * Whether a book reads right to left: always in Arabic and Hebrew, and in a style that allows it (manga) when
 * its owner chose so on the first step.
 */
export function bookReadsRightToLeft(book: {
  language?: string | null;
  type?: string | null;
  rightToLeft?: boolean | null;
}) {
  return readsRightToLeft(book.language) || Boolean(book.rightToLeft && findStyle(book.type)?.mayReadRightToLeft);
}

/** The languages an installation writes: the built-in ones, and every one when Claude writes. */
export function writableLanguages(withClaude: boolean): LanguageCode[] {
  return BOOK_LANGUAGES.filter((l) => withClaude || l.builtIn).map((l) => l.code);
}
