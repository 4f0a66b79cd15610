// The site's words in the visitor's language, on the client. Components import `m` (typed message functions,
// shared/i18n/siteLocales.ts) and call them while rendering; the language is the page's own.
import { getLocale, overwriteGetLocale, setLocale } from '../../shared/i18n/paraglide/runtime';
import { isLocale, type Locale } from '../../shared/i18n/siteLocales';

export { m } from '../../shared/i18n/siteLocales';

/**
 * The page is drawn in the language its HTML was served in (<html lang>): the server chose that page by the
 * visitor's cookie, then their browser's languages (server/http/siteLocale.ts), and the first render must
 * draw the same words as the HTML it hydrates. Called once, before the app renders.
 */
export function adoptPageLocale(): void {
  const lang = document.documentElement.lang;
  if (isLocale(lang)) overwriteGetLocale(() => lang);
}

export function siteLocale(): Locale {
  return getLocale();
}

/**
 * Switches the site's language: kept in a cookie for this visitor (a year), then the page is loaded again
 * in it. What the visitor was doing is in the draft (local storage), so nothing is lost.
 */
export function switchSiteLocale(locale: Locale): void {
  if (locale === getLocale()) return;
  void setLocale(locale);
}
