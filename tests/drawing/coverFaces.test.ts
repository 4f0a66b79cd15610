// Faces on rendered covers: every fixture portrait, from very dark skin against a bright window to pale skin
// and grey hair on white, must keep a readable face in both styles: skin in light-to-mid tones (not solid
// ink, not bare paper), eyes and mouth clearly darker than the cheeks. Also the note's exposure, the corner
// boxes, the byline for long names and the vintage file size.
import { describe, expect, it } from 'vitest';
import { BYLINE_MIN_SIZE, fitByline } from '../../server/engines/cover/coverArt';
import { chooseCoverStyle } from '../../server/engines/cover/coverStyle';
import { renderLocalCoverWithLayout } from '../../server/engines/cover/renderCover';
import { measureFace, type FaceDetail } from '../fixtures/faceMetrics';
import { portrait, PORTRAIT_NAMES } from '../fixtures/portraits';

const STYLES = { manga: 'black-and-white-manga', vintage: '30s-50s-style' } as const;
const DARKEST = 'very-dark-backlit';
const PALEST = 'pale-grey-hair-white';

async function face(name: string, style: keyof typeof STYLES, note?: string): Promise<FaceDetail & { size: number }> {
  const p = await portrait(name);
  const cover = await renderLocalCoverWithLayout({
    photo: p.photo,
    title: 'Gift Of The Year',
    author: 'Sam',
    type: STYLES[style],
    seed: 5,
    note,
  });
  return { ...(await measureFace(cover.bytes, cover.hero, p)), size: cover.bytes.length };
}

/** Readable: skin neither solid ink nor bare paper; eyes and mouth clearly darker than the cheeks. */
function problems(name: string, d: FaceDetail): string[] {
  const found: string[] = [];
  if (d.cheeks < 0.04 || d.cheeks > 0.6) found.push(`${name}: cheeks ${d.cheeks.toFixed(2)} outside 0.04..0.6`);
  if (d.faceInk < 0.05 || d.faceInk > 0.7) found.push(`${name}: face ink ${d.faceInk.toFixed(2)} outside 0.05..0.7`);
  if (d.eyeMargin < 0.08) found.push(`${name}: eyes only ${d.eyeMargin.toFixed(2)} darker than cheeks`);
  if (d.mouthMargin < 0.06) found.push(`${name}: mouth only ${d.mouthMargin.toFixed(2)} darker than cheeks`);
  return found;
}

// Eighteen full renders on a shared two-core machine take a while.
describe('faces on covers', { timeout: 180_000 }, () => {
  for (const style of Object.keys(STYLES) as (keyof typeof STYLES)[]) {
    it(`keeps every fixture face readable in ${style}`, async () => {
      const found: string[] = [];
      for (const name of PORTRAIT_NAMES) found.push(...problems(name, await face(name, style)));
      expect(found).toEqual([]);
    });
  }

  it('renders the darkest and the palest face distinctly, not as a silhouette or washed out', async () => {
    for (const style of Object.keys(STYLES) as (keyof typeof STYLES)[]) {
      const dark = await face(DARKEST, style);
      const pale = await face(PALEST, style);
      // The darkest face's skin is a screen of dots, not solid ink, with eyes standing out from it.
      expect(dark.cheeks, `${style} darkest cheeks`).toBeLessThan(0.5);
      expect(dark.eyeMargin, `${style} darkest eyes`).toBeGreaterThan(0.1);
      // The palest face keeps some tone in the skin and clearly inked features.
      expect(pale.cheeks, `${style} palest cheeks`).toBeGreaterThan(0.04);
      expect(pale.eyes, `${style} palest eyes`).toBeGreaterThan(0.3);
      // Darker skin still prints darker than paler skin: a person keeps their complexion.
      expect(dark.cheeks, style).toBeGreaterThan(pale.cheeks + 0.1);
    }
  });

  it('follows the note: "make him lighter, show his face" lightens the face', async () => {
    for (const style of Object.keys(STYLES) as (keyof typeof STYLES)[]) {
      const plain = await face(DARKEST, style);
      const lighter = await face(DARKEST, style, 'make him lighter, show his face');
      expect(lighter.cheeks, style).toBeLessThan(plain.cheeks - 0.05);
      expect(lighter.eyeMargin, style).toBeGreaterThan(0.08);
    }
  });

  it('keeps vintage covers small', async () => {
    for (const name of ['tan-brown-hair-grey', 'elderly-wrinkles', 'child-small-face']) {
      expect((await face(name, 'vintage')).size, name).toBeLessThan(600 * 1024);
    }
  });
});

describe('cover lettering', () => {
  it('never prints the same number twice in the manga corner boxes', () => {
    for (let seed = 0; seed < 200; seed++) {
      const [left, right] = chooseCoverStyle('black-and-white-manga', seed).cornerLabels;
      expect(left).toMatch(/^VOL\. \d+$/);
      expect(right).toMatch(/^¥\d+$/);
      expect(left.replace(/\D/g, '')).not.toBe(right.replace(/\D/g, ''));
    }
    const [issue, price] = chooseCoverStyle('30s-50s-style', 3).cornerLabels;
    expect([issue.startsWith('NO. '), price]).toEqual([true, '10¢']);
  });

  it('keeps a long author name readable in the byline', () => {
    const name = 'Maximiliana Alexandra Konstantinopoulou-Worthington de la Cruz y Fernández-Santamaría the Third, Jr.';
    expect(name.length).toBe(100);
    const long = fitByline(name);
    expect(long.size).toBeGreaterThanOrEqual(BYLINE_MIN_SIZE);
    expect(long.lines.length).toBeLessThanOrEqual(2);
    expect(long.lines.join(' ')).toMatch(/^COMICS BY MAXIMILIANA .*…$/);
    // A name that fits keeps one big line; an unbreakable one is cut but stays readable.
    expect(fitByline('Maria Lopez')).toEqual({ lines: ['COMICS BY MARIA LOPEZ'], size: 76 });
    expect(fitByline('x'.repeat(100)).size).toBeGreaterThanOrEqual(BYLINE_MIN_SIZE);
  });
});
