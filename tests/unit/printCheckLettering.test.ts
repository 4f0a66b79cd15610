// The print check refuses a book with a character no font can draw, and says where it is, in a customer's
// words: the page, the panel, the character and its code, and what to do.
import { describe, expect, it } from 'vitest';
import { undrawableMessage } from '../../shared/book';
import { READY_TO_PRINT } from '../../shared/printFiles';
import { preflight } from '../../server/engines/print/preflight';
import { READY_COMIC } from '../fixtures/preflightInput';

const ready = READY_COMIC;

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
