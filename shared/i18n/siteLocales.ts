// The languages the site speaks (its own words: pages, buttons, errors, e-mails), as opposed to the
// languages a book can be written in (shared/languages.ts). The messages are typed functions compiled from
// messages/<area>/<locale>.json (scripts/messages.mjs); this module is what the rest of the code imports.
import { bookLanguage } from '../languages';
import { baseLocale, isLocale, locales, type Locale } from './paraglide/runtime';

export { baseLocale, isLocale, type Locale };
export { m } from './paraglide/messages';
export const SITE_LOCALES = locales;

/** The language's own name ("Español"), as the language menu lists it. */
export function siteLocaleName(locale: Locale): string {
  return bookLanguage(locale).native;
}

/**
 * The built page for a locale: the English page keeps its name (index.html), the others carry the locale
 * before the extension (index.es.html, routes/CreatePage.page.de.html). The build writes them
 * (client/build/prerender.ts) and the server picks them (server/http/spa.ts).
 */
export function localizedPageFile(file: string, locale: Locale): string {
  return locale === baseLocale ? file : file.replace(/\.html$/, `.${locale}.html`);
}
