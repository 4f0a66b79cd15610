// The story view (client/features/book/story/ScriptView.tsx) drawn to HTML: a book in English shows each
// panel's setting and action (the artist's directions); a book in another language shows only its own words,
// because the directions are English in every book.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScriptView } from '../../client/features/book/story/ScriptView';
import { writeBookIn } from '../../server/engines/languageBooks/writeBookIn';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';

const CARMEN = {
  author: 'Carmen Ruiz',
  type: '30s-50s-style',
  answers: [
    { id: 'job', answer: 'Es enfermera jubilada' },
    { id: 'family', answer: 'Su nieta Lucía y su perro Chispa' },
  ],
  idea: { title: 'Carmen y el Reloj de Oro', description: 'Una aventura.' },
  pages: 8,
  seed: 3,
};

/** The HTML escapes apostrophes and quotes: compare the text the way it is written there. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describe('the story view', () => {
  it("shows a Spanish book's own words and none of its English directions", () => {
    const script = writeBookIn('es', CARMEN);
    const html = renderToStaticMarkup(createElement(ScriptView, { script, language: 'es' }));
    const panels = script.pages.flatMap((p) => p.panels);
    for (const panel of panels) {
      expect(html).not.toContain(escaped(panel.action));
      expect(html).not.toContain(escaped(panel.setting));
      if (panel.caption) expect(html).toContain(escaped(panel.caption));
    }
    expect(panels.some((p) => p.caption)).toBe(true);
  });

  it("shows an English book's directions", () => {
    const script = writeLocalScript({
      ...CARMEN,
      answers: [{ id: 'job', answer: 'Retired nurse' }],
      idea: { title: 'Carmen', description: 'A story.' },
    });
    const html = renderToStaticMarkup(createElement(ScriptView, { script, language: 'en' }));
    const panel = script.pages[0].panels[0];
    expect(html).toContain(escaped(panel.action));
    expect(html).toContain(escaped(panel.setting));
  });
});
