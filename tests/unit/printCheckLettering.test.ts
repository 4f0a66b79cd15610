// The print check refuses a book with a character no font can draw, and says where it is, in a customer's
// words and language: the page, the panel, the character and its code, and what to do.
import { afterEach, describe, expect, it } from 'vitest';
import { checkDetail, reportSummary } from '../../client/features/book/downloads/fileWords';
import type { UndrawableAt } from '../../shared/book';
import { getLocale, overwriteGetLocale } from '../../shared/i18n/paraglide/runtime';
import { READY_TO_PRINT } from '../../shared/printFiles';
import { preflight } from '../../server/engines/print/preflight';
import { READY_COMIC } from '../fixtures/preflightInput';

const ready = READY_COMIC;
const pageLocale = getLocale;
afterEach(() => overwriteGetLocale(pageLocale));

const STORY_PAGE: UndrawableAt = {
  place: { kind: 'story', label: 'Page 3: Strange Lights', panel: 1 },
  characters: ['\uE000'],
};
const ABOUT_PAGE: UndrawableAt = {
  place: { kind: 'about', label: 'About the hero', panel: null },
  characters: ['\u{F0000}', '\uE000'],
};
const COVER: UndrawableAt = { place: { kind: 'cover', label: 'The cover', panel: null }, characters: ['\uE001'] };

describe('the print check and characters no font can draw', () => {
  it('passes a book whose every letter was drawn', () => {
    const report = preflight({ ...ready, undrawable: [] });
    expect(report.summary).toBe(READY_TO_PRINT);
    expect(report.checks.find((c) => c.label === 'Lettering')).toEqual({
      label: 'Lettering',
      ok: true,
      detail: 'Every letter of every page drawn',
      key: 'preflight_lettering_ok',
      params: {},
    });
  });

  it('refuses one with a private-use character, naming the page, the panel and the character', () => {
    const report = preflight({ ...ready, undrawable: [STORY_PAGE] });
    expect(report.ready).toBe(false);
    expect(report.summary).toBe(
      'Page 3: Strange Lights, panel 2: no font can draw “\uE000” (U+E000), so it was left out. ' +
        'Change those words before you order.',
    );
    expect(report.checks.find((c) => c.label === 'Lettering')?.ok).toBe(false);
  });

  it('names every place, and each letter once', () => {
    const report = preflight({ ...ready, undrawable: [COVER, STORY_PAGE, ABOUT_PAGE] });
    expect(report.summary).toBe(
      'The cover, Page 3: Strange Lights, panel 2, and About the hero: no font can draw “\uE001” (U+E001), ' +
        '“\uE000” (U+E000), “\u{F0000}” (U+F0000), so they were left out. Change those words before you order.',
    );
  });

  it('is said in the page’s language, the places named in it', () => {
    const report = preflight({ ...ready, undrawable: [COVER, STORY_PAGE] });
    const check = report.checks.find((c) => c.label === 'Lettering')!;
    overwriteGetLocale(() => 'es');
    expect(checkDetail(check)).toBe(
      'Portada y Página 3: Strange Lights, viñeta 2: ninguna fuente puede dibujar “\uE001” (U+E001), ' +
        '“\uE000” (U+E000), así que se omitieron. Cambia esas palabras antes de hacer tu pedido.',
    );
    overwriteGetLocale(() => 'de');
    expect(reportSummary(report)).toMatch(/^Cover und Seite 3: Strange Lights, Panel 2: Keine Schriftart kann /);
  });
});
