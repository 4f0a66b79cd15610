// The balloon shapes the lettering engine draws: every line of text stays inside its oval (and the wrapper's
// line capacity agrees), and lines are drawn with the lettering font's own outlines, moved into place exactly.
// Kept apart from lettering.test.ts, which letters whole pages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { letteringFont } from '../../server/engines/artKit/text/fonts';
import { linePath, relativePath } from '../../server/engines/artKit/text/outlines';
import { bandReach, lineCapacity, ovalAround } from '../../server/engines/lettering/shapes';

describe('balloon geometry', () => {
  it('holds every line of text — each line band, corners included — inside the oval', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 20, max: 900, noNaN: true }), { minLength: 1, maxLength: 10 }),
        fc.double({ min: 0.8, max: 2.8, noNaN: true }),
        fc.constantFrom(2, 2.4),
        (widths, ratio, p) => {
          const lh = 52;
          const pad = { x: 18, y: 9 };
          const { a, b } = ovalAround(widths, lh, pad, ratio, p);
          const reach = bandReach(widths.length, lh);
          widths.forEach((w, i) => {
            const x = w / 2 + pad.x;
            const y = reach[i] + pad.y;
            expect((x / a) ** p + (y / b) ** p).toBeLessThanOrEqual(1 + 1e-9);
            // And the capacity the wrapper uses agrees: this line fits its own oval.
            expect(lineCapacity(a, ratio, p, reach[i], pad)).toBeGreaterThanOrEqual(w - 1e-6);
          });
        },
      ),
    );
  });

  it('draws lines with the font outlines, moved into place exactly', () => {
    const text = 'HELLO, WORLD… ÇA VA? 123';
    const direct = letteringFont.path(text, 46, 100, 200);
    const cached = linePath(letteringFont, text, 46, 100, 200);
    const absolute = (d: string) => {
      // Resolve both to absolute points and compare.
      const { start, rest } = relativePath(d.replace(/[a-z]/g, (c) => c.toUpperCase()));
      return { start, length: rest.length };
    };
    expect(absolute(cached).start).toEqual(absolute(direct).start);
    const points = (d: string) => {
      const out: number[] = [];
      let x = 0;
      let y = 0;
      let sx = 0;
      let sy = 0;
      for (const m of d.matchAll(/([MLQCZmlqcz])([^MLQCZmlqcz]*)/g)) {
        const cmd = m[1];
        const nums = (m[2].match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
        if (cmd === 'Z' || cmd === 'z') {
          x = sx;
          y = sy;
          continue;
        }
        const rel = cmd === cmd.toLowerCase();
        for (let k = 0; k < nums.length; k += 2)
          out.push(
            Math.round(((rel ? x : 0) + nums[k]) * 10) / 10,
            Math.round(((rel ? y : 0) + nums[k + 1]) * 10) / 10,
          );
        x = out[out.length - 2];
        y = out[out.length - 1];
        if (cmd === 'M' || cmd === 'm') {
          sx = x;
          sy = y;
        }
      }
      return out;
    };
    const a = points(direct);
    const b = points(cached);
    expect(b.length).toBe(a.length);
    a.forEach((v, i) => {
      expect(Math.abs(v - b[i])).toBeLessThanOrEqual(0.11);
    });
  });
});
