// The print check refuses a book with a character no font can draw, and says where it is, in a customer's
// words: the page, the panel, the character and its code, and what to do.
import { describe, expect, it } from 'vitest';
import { undrawableMessage } from '../../shared/book';
import { PRINT_FORMATS, TRIM_IN } from '../../shared/printGeometry';
import { READY_TO_PRINT } from '../../shared/printFiles';
import { preflight, type PreflightInput } from '../../server/engines/print/preflight';

const image = (page: number) => ({
  page,
  widthPx: 2100,
  heightPx: 3150,
  widthIn: 7,
  heightIn: 10.5,
  colour: 'srgb' as const,
});

const ready: PreflightInput = {
  format: PRINT_FORMATS.comic,
  pages: 24,
  drawnTrimIn: TRIM_IN,
  gray: false,
  interior: Array.from({ length: 24 }, (_, i) => image(i + 1)),
  cover: [image(1)],
  coverUpscaledFrom: null,
  fonts: ['Bangers', 'Comic Neue Bold'],
  boxesSet: true,
};

describe('the print check and characters no font can draw', () => {
  it('passes a book whose every letter was drawn', () => {
    const report = preflight({ ...ready, undrawable: [] });
    expect(report.summary).toBe(READY_TO_PRINT);
    expect(report.checks.find((c) => c.label === 'Lettering')).toEqual({
      label: 'Lettering',
      ok: true,
      detail: 'Every letter of every page drawn',
    });
  });

  it('refuses one with a private-use character, naming the page, the panel and the character', () => {
    const message = undrawableMessage('Page 3: Strange Lights', { panel: 1, characters: ['\uE000'] });
    expect(message).toBe(
      'Page 3: Strange Lights, panel 2: no font can draw “\uE000” (U+E000), so it was left out. ' +
        'Change those words before you order.',
    );
    const report = preflight({
      ...ready,
      undrawable: [message, undrawableMessage('About the hero', { panel: null, characters: ['\u{F0000}', '\uE001'] })],
    });
    expect(report.ready).toBe(false);
    expect(report.summary).toBe(`${message} (and 1 more)`);
    expect(report.checks.find((c) => c.label === 'Lettering')?.ok).toBe(false);
  });
});
