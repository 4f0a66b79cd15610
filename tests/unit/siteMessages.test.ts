// The site's catalogues (messages/<area>/<locale>.json): the compiler falls back to English for a message a
// language lacks, silently; these checks make a missing or broken translation a failing test instead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { baseLocale, SITE_LOCALES } from '../../shared/i18n/siteLocales';

const MESSAGES = path.resolve(import.meta.dirname, '../../messages');
type Catalogue = Record<string, unknown>;

const read = (area: string, locale: string): Catalogue => {
  const { $schema: _, ...messages } = JSON.parse(readFileSync(path.join(MESSAGES, area, `${locale}.json`), 'utf8'));
  return messages;
};

/** The names a message fills in ({name}, {count}), wherever they appear in it (plural forms included). */
function slots(message: unknown): string[] {
  const text = JSON.stringify(message);
  return [...new Set([...text.matchAll(/\{([a-zA-Z_][\w]*)\}/g)].map((match) => match[1]))].sort();
}

/** Every piece of text in a message (a plain string, or each form of a plural). */
function texts(message: unknown): string[] {
  if (typeof message === 'string') return [message];
  if (Array.isArray(message)) return message.flatMap(texts);
  if (message && typeof message === 'object') {
    const { match } = message as { match?: Record<string, unknown> };
    return match ? Object.values(match).flatMap(texts) : [];
  }
  return [];
}

const areas = readdirSync(MESSAGES);

describe.each(areas)('the %s messages', (area) => {
  const english = read(area, baseLocale);

  test.each(SITE_LOCALES.filter((locale) => locale !== baseLocale))(
    '%s has every message, with the same slots',
    (locale) => {
      const catalogue = read(area, locale);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english)) expect(slots(catalogue[key]), key).toEqual(slots(english[key]));
    },
  );

  test.each(SITE_LOCALES)('%s has no empty text and no stray spaces', (locale) => {
    for (const [key, message] of Object.entries(read(area, locale))) {
      for (const text of texts(message)) {
        expect(text.trim(), key).not.toBe('');
        expect(text, key).toBe(text.trim());
        expect(text, key).not.toMatch(/ {2}/);
      }
    }
  });
});

test('a key lives in one area only (the compiler would keep one of them)', () => {
  const seen = new Map<string, string>();
  for (const area of areas) {
    for (const key of Object.keys(read(area, baseLocale))) {
      expect(seen.get(key), key).toBeUndefined();
      seen.set(key, area);
    }
  }
});
