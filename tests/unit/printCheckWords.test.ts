// The print check in the reader's language: every check carries its message's key and values beside the English
// (which stays word for word what it was: API users and the logs read it), and each key says the same in the
// five site languages with every value in place.
import { describe, expect, it } from 'vitest';
import { PRINT_FORMATS } from '../../shared/printGeometry';
import { preflight } from '../../server/engines/print/preflight';
import { READY_COMIC, placedPage } from '../fixtures/preflightInput';
import { m } from '../../shared/i18n/siteLocales';
import { checkDetail } from '../../client/features/book/downloads/fileWords';
import { getLocale, overwriteGetLocale } from '../../shared/i18n/paraglide/runtime';

const pageLocale = getLocale;

const comic = READY_COMIC;
const image = placedPage;
const LOCALES = ['en', 'es', 'fr', 'de', 'pt'] as const;
type Message = (inputs: Record<string, string | number>, options: { locale: string }) => string;

describe('the print check in five languages', () => {
  it('keeps its English word for word', () => {
    const details = preflight(comic).checks.map((c) => c.detail);
    expect(details).toEqual([
      'Comic book (6.625 × 10.25 in, stapled), trim 6.625 × 10.25 in with 0.125 in bleed, pages composed at this trim',
      '24 pages (this binding takes 4 to 48, in multiples of 4)',
      'No spine: the pages are stapled',
      '25 images, every one at least 300 ppi as placed',
      'Interior in colour, tagged sRGB (the printer converts to its inks)',
      'Embedded: Bangers, Comic Neue Bold',
      'Every letter of every page drawn',
      'Every page: MediaBox = BleedBox = trim + bleed, TrimBox set',
    ]);
    const paperback = preflight({
      ...comic,
      format: PRINT_FORMATS.paperback,
      pages: 40,
      drawnTrimIn: { width: 6, height: 9 },
      gray: true,
      interior: [image(1, 'srgb')],
      coverUpscaledFrom: { width: 1024, height: 1536 },
    });
    expect(paperback.checks.map((c) => c.detail)).toEqual([
      'Paperback (6 × 9 in), trim 6 × 9 in with 0.125 in bleed, pages composed at this trim',
      '40 pages (this binding takes 32 to 800, in multiples of 2)',
      '0.15 in (60# uncoated white), too thin for spine text',
      '2 images, every one at least 300 ppi as placed; the front cover was enlarged from 1024 × 1536 px',
      'Some interior pages are not in grayscale.',
      'Embedded: Bangers, Comic Neue Bold',
      'Every letter of every page drawn',
      'Every page: MediaBox = BleedBox = trim + bleed, TrimBox set',
    ]);
    expect(paperback.summary).toBe('Some interior pages are not in grayscale.');
    const unavailable = preflight({ ...comic, format: PRINT_FORMATS.paperback, unavailable: true });
    expect(unavailable.checks[0].detail).toBe(
      'This book was painted before paintings were kept for other sizes: choose the comic book format, or make the ' +
        'book again.',
    );
  });

  it('says every check in each site language, every value in place', () => {
    const reports = [
      preflight(comic),
      preflight({ ...comic, pages: 50, boxesSet: false, interior: [image(1, 'gray')] }),
      preflight({ ...comic, format: PRINT_FORMATS.hardcover, pages: 120, drawnTrimIn: { width: 6, height: 9 } }),
      preflight({ ...comic, format: PRINT_FORMATS.paperback, unavailable: true }),
      preflight({ ...comic, painted: { count: 12, lowestPpi: 180 }, fonts: [] }),
    ];
    const checks = reports.flatMap((r) => r.checks);
    expect(checks.filter((c) => !c.key)).toEqual([]);
    for (const check of checks) {
      const message = (m as unknown as Record<string, Message>)[check.key!];
      expect(message(check.params ?? {}, { locale: 'en' })).toBe(check.detail);
      const said = LOCALES.map((locale) => message(check.params ?? {}, { locale }));
      for (const [i, text] of said.entries()) {
        expect(text, `${check.key} ${LOCALES[i]}`).not.toMatch(/[{}]|undefined/);
        // Every number of the check is in every language's sentence (as the page writes it, or as given).
        for (const value of Object.values(check.params ?? {}))
          if (typeof value === 'number')
            expect(text.replace(/,/g, '.'), `${check.key} ${LOCALES[i]}`).toContain(String(value));
      }
      // Another language says it in its own words.
      expect(said[1], check.key).not.toBe(said[0]);
    }
  });

  it('names the printer’s paper in the page’s language', () => {
    const spine = preflight({
      ...comic,
      format: PRINT_FORMATS.hardcover,
      pages: 200,
      drawnTrimIn: { width: 6, height: 9 },
    }).checks[2];
    expect(spine.detail).toMatch(/\(60# uncoated white\)/);
    const words = { es: 'sin estucar', fr: 'non couché', de: 'ungestrichenes Papier', pt: 'não revestido' };
    for (const [locale, paper] of Object.entries(words)) {
      overwriteGetLocale(() => locale as 'es');
      expect(checkDetail(spine), locale).toContain(paper);
      expect(checkDetail(spine), locale).not.toMatch(/coated white/);
    }
    overwriteGetLocale(pageLocale);
  });
});
