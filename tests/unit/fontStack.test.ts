// Every name drawn letter for letter: names and lines in 46 languages (tests/fixtures/worldNames.ts) and
// generated mixes of them, through both fonts (lettering and display), as written and in capitals. Every
// grapheme is drawn by a real glyph of some face (never the missing-glyph box, nothing dropped), right-to-left
// text is laid out right to left, and a character no face has is named, never silently left out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bangers, letteringFont, undrawableIn } from '../../server/engines/artKit/text/fonts';
import type { FontStack } from '../../server/engines/artKit/text/fontStack';
import { fitLines } from '../../server/engines/artKit/text/fitLines';
import { graphemesOf, lettered, printable } from '../../server/engines/artKit/text/words';
import { layoutById } from '../../server/engines/layout/pageLayouts';
import { letterPage } from '../../server/engines/lettering/letterPage';
import { matterTexts, type MatterPageRequest } from '../../server/engines/panels/matterKit';
import type { LetteringPanel } from '../../server/engines/pageModel';
import { WORLD_NAMES } from '../fixtures/worldNames';

const FONTS: [string, FontStack][] = [
  ['lettering', letteringFont],
  ['display', bangers],
];

/** What is wrong with how a text is drawn: unknown glyphs, graphemes missing from the runs, empty outlines. */
function problems(font: FontStack, text: string): string[] {
  const found: string[] = [];
  const runs = font.runsOf(text);
  for (const run of runs) {
    if (run.glyphs.some((g) => g.id === 0)) found.push(`a missing-glyph box in "${run.text}"`);
    if (run.text.trim() && run.glyphs.length === 0) found.push(`no glyphs for "${run.text}"`);
  }
  // Every grapheme of the text is in exactly one run (in logical order within each run).
  const drawn = runs.flatMap((r) => graphemesOf(r.text)).filter((g) => g.trim());
  const wanted = graphemesOf(text).filter((g) => g.trim());
  if ([...drawn].sort().join('|') !== [...wanted].sort().join('|'))
    found.push(`drawn ${JSON.stringify(drawn)} of ${JSON.stringify(wanted)}`);
  if (font.undrawable(text).length) found.push(`undrawable ${JSON.stringify(font.undrawable(text))}`);
  if (/\p{L}/u.test(text) && !font.path(text, 40, 0, 40)) found.push('an empty outline');
  return found;
}

describe('the font stacks draw every name', () => {
  it('has 46 languages in 17 scripts to check', () => {
    expect(WORLD_NAMES.length).toBeGreaterThanOrEqual(40);
    const scripts = new Set(
      WORLD_NAMES.flatMap((n) =>
        [...n.name].flatMap((ch) =>
          ['Latin', 'Greek', 'Cyrillic', 'Arabic', 'Hebrew', 'Devanagari', 'Thai', 'Han', 'Hiragana', 'Hangul'].filter(
            (s) => new RegExp(`\\p{Script=${s}}`, 'u').test(ch),
          ),
        ),
      ),
    );
    expect(scripts.size).toBe(10);
  });

  for (const [role, font] of FONTS) {
    it(`draws every name and line in the ${role} font, as written and in capitals`, () => {
      for (const { language, name, line } of WORLD_NAMES) {
        for (const text of [name, line, lettered(name), lettered(line)]) {
          expect(problems(font, text), `${language}: ${text}`).toEqual([]);
        }
      }
    });
  }

  it('draws any mix of names and lines, fitted into lines at any width', () => {
    const pieces = WORLD_NAMES.flatMap((n) => [n.name, n.line]);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 200, max: 1400 }),
        fc.boolean(),
        (parts, width, display) => {
          const font = display ? bangers : letteringFont;
          const text = parts.join(' ');
          const fitted = fitLines(font, lettered(text), { maxWidth: width, maxLines: 8, maxSize: 60, minSize: 34 });
          for (const lineText of fitted.lines) expect(problems(font, lineText), lineText).toEqual([]);
          if (!fitted.shortened) {
            // Nothing left out: the lines hold every grapheme of the text.
            const inLines = graphemesOf(fitted.lines.join(' ')).filter((g) => g.trim());
            expect(inLines).toEqual(graphemesOf(lettered(text)).filter((g) => g.trim()));
          }
        },
      ),
      { numRuns: 150, seed: 44 },
    );
  });
});

describe('text drawn as its script needs', () => {
  it('lays an Arabic name out right to left, joined', () => {
    const [run] = letteringFont.runsOf('مريم');
    expect(run.rtl).toBe(true);
    const clusters = run.glyphs.map((g) => g.cluster);
    // Drawn left to right, the glyphs go from the name's last letter to its first.
    expect(clusters[0]).toBe(3);
    expect(clusters.at(-1)).toBe(0);
    expect([...clusters].sort((a, b) => b - a)).toEqual(clusters);
    // Joined: the letters take their connected forms, so no glyph is the isolated letter's.
    const isolated = 'م ر ي م'.split(' ').map((ch) => letteringFont.runsOf(ch)[0].glyphs[0].id);
    expect(run.glyphs.map((g) => g.id).filter((id) => isolated.includes(id)).length).toBeLessThan(4);
  });

  it('keeps an Arabic name in its place inside an English line', () => {
    const runs = letteringFont.runsOf('Grandma, meet مريم from next door!').filter((r) => r.text.trim());
    expect(runs.map((r) => [r.text.trim(), r.rtl])).toEqual([
      ['Grandma, meet', false],
      ['مريم', true],
      ['from next door!', false],
    ]);
  });

  it('lays a Hebrew line out right to left, its English name in place', () => {
    // (A space between runs of two faces is a run of its own: only the words' runs are compared.)
    const runs = letteringFont.runsOf('שלום Anna וגם דוד').filter((r) => r.text.trim());
    expect(runs.map((r) => r.rtl)).toEqual([true, false, true]);
    // Right to left: the line's last words are drawn first (leftmost).
    expect(runs[0].text.trim()).toBe('וגם דוד');
    expect(runs[2].text.trim()).toBe('שלום');
  });

  it('forms Devanagari clusters (a conjunct is one glyph, not letters and a visible virama)', () => {
    const [run] = letteringFont.runsOf('क्ष');
    expect(run.glyphs).toHaveLength(1);
  });

  it('writes capitals by the rules of the words’ language', () => {
    expect(lettered('Αλέξανδρος και Άννα')).toBe('ΑΛΕΞΑΝΔΡΟΣ ΚΑΙ ΑΝΝΑ');
    expect(lettered('Çağla Şahin, İzmir')).toBe('ÇAĞLA ŞAHİN, İZMİR');
    expect(lettered('Jürgen Weiß')).toBe('JÜRGEN WEISS');
    expect(lettered('Irina')).toBe('IRINA');
  });
});

describe('a character no face has', () => {
  const PRIVATE_USE = '\uE000';

  it('is not an emoji: those are drawn in outline', () => {
    for (const [, font] of FONTS) expect(problems(font, 'Happy birthday, Babcia! 🎂❤️👍🏽')).toEqual([]);
  });

  it('is named, and left out of the line rather than drawn as a box', () => {
    for (const [, font] of FONTS) {
      expect(font.undrawable(`Ann${PRIVATE_USE}a`)).toEqual([PRIVATE_USE]);
      expect(font.has(PRIVATE_USE)).toBe(false);
      expect(printable(font, `Ann${PRIVATE_USE}a Lee`)).toBe('Anna Lee');
    }
  });
});

describe('every text path of a page', () => {
  const layout = layoutById('two-tiers');
  const squash = (text: string) => graphemesOf(text).filter((g) => g.trim());

  for (const look of ['color', 'grayscale'] as const) {
    it(`letters every name as caption, speech, shout and sound effect (${look})`, () => {
      for (const person of WORLD_NAMES) {
        const panels: LetteringPanel[] = layout.frames.map((frame, i) => ({
          frame,
          keepClear: [],
          heads: {},
          caption: i === 0 ? person.name : undefined,
          balloons:
            i === 0
              ? [{ speaker: person.name, kind: 'speech', text: person.line }]
              : [{ speaker: person.name, kind: 'shout', text: person.name }],
          sfx: i === 1 ? person.name.split(' ')[0] : undefined,
        }));
        const page = letterPage(panels, look);
        expect(page.undrawable, person.language).toEqual([]);
        for (const item of page.items) {
          if (item.shortened) continue;
          const source = item.kind === 'caption' ? person.name : item.kind === 'speech' ? person.line : item.text;
          expect(squash(item.lines.join(' ')), `${person.language} ${item.id}`).toEqual(squash(lettered(source)));
        }
        expect(
          page.items.filter((i) => i.kind !== 'sfx').every((i) => !i.shortened),
          person.language,
        ).toBe(true);
      }
    });
  }

  it('draws matter pages and covers of every name with nothing left out', () => {
    for (const { name, line } of WORLD_NAMES) {
      const request = {
        kind: 'about' as const,
        title: `${name}: ${line}`,
        author: name,
        heroName: name,
        dedication: line,
        about: [line],
      };
      for (const kind of ['title', 'dedication', 'end', 'about'] as const)
        expect(undrawableIn(matterTexts({ ...request, kind } as MatterPageRequest)), name).toEqual([]);
    }
  });
});
