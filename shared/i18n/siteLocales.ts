// The languages the site speaks (its own words: pages, buttons, errors, e-mails), as opposed to the
// languages a book can be written in (shared/languages.ts). The messages are typed functions compiled from
// messages/<area>/<locale>.json (scripts/messages.mjs); this module is what the rest of the code imports.
import { baseLocale, isLocale, locales, type Locale } from './paraglide/runtime';

export { baseLocale, isLocale, type Locale };
export { m } from './paraglide/messages';
export const SITE_LOCALES = locales;

/**
 * The language's own name ("Español"), as the language menu lists it: the name Intl gives in the language
 * itself, begun with a capital as a menu item is. Not from shared/languages.ts: that module brings zod, and
 * this one is on every page's first load.
 */
export function siteLocaleName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The built page for a locale: the English page keeps its name (index.html), the others carry the locale
 * before the extension (index.es.html, routes/CreatePage.page.de.html). The build writes them
 * (client/build/prerender.ts) and the server picks them (server/http/spa.ts).
 */
export function localizedPageFile(file: string, locale: Locale): string {
  return locale === baseLocale ? file : file.replace(/\.html$/, `.${locale}.html`);
}
