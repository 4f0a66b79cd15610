// The language a page request is answered in: the visitor's choice (the cookie the header's language menu
// sets), else the first of the browser's languages (Accept-Language) the site speaks, else English. The
// rules are Paraglide's own (extractLocaleFromRequest), the same the client applies, so the page a visitor
// gets and the page their browser would draw agree.
import type { FastifyRequest } from 'fastify';
import { extractLocaleFromRequest } from '../../shared/i18n/paraglide/runtime';
import type { Locale } from '../../shared/i18n/siteLocales';

export function siteLocaleOf(request: FastifyRequest): Locale {
  const headers = new Headers();
  for (const name of ['cookie', 'accept-language']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return extractLocaleFromRequest(new Request(`http://localhost${request.url}`, { headers }));
}
