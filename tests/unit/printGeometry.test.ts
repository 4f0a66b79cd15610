// The print geometry module against the figures in docs/book.md ("Page geometry" and
// "Print files"): trim, bleed, page size in pt and px, PDF boxes, safe area, reader copy, cover, page counts.
import { describe, expect, it } from 'vitest';
import {
  BLEED_IN,
  boxPt,
  boxPx,
  COVER_PX,
  COVER_RATIO,
  inToPt,
  inToPx,
  inToPxRounded,
  interiorPageCount,
  isValidStoryPageCount,
  MIN_LETTERING_PT,
  MIN_LETTERING_PX,
  padToInteriorMultiple,
  PAGE_IN,
  PAGE_PT,
  PAGE_PX,
  pdfBox,
  PRINT_PPI,
  ptToIn,
  ptToPx,
  pxToIn,
  pxToPt,
  READER_FORMAT,
  READER_MAX_WIDTH_PX,
  SAFE_MARGIN_IN,
  STORY_PAGES,
  TRIM_IN,
} from '../../shared/printGeometry';
import { COVER_HEIGHT, COVER_WIDTH } from '../../server/engines/cover/coverArt';

describe('page geometry', () => {
  it('is a US comic page: 6.625 × 10.25 in trim plus 0.125 in bleed', () => {
    expect(TRIM_IN).toEqual({ width: 6.625, height: 10.25 });
    expect(BLEED_IN).toBe(0.125);
    expect(PAGE_IN).toEqual({ width: 6.875, height: 10.5 });
  });

  it('is 495 × 756 pt and, at 300 ppi, 2063 × 3150 px (6.875 × 300 = 2062.5 rounds up)', () => {
    expect(PRINT_PPI).toBe(300);
    expect(PAGE_PT).toEqual({ width: 495, height: 756 });
    expect(PAGE_PX).toEqual({ width: 2063, height: 3150 });
    expect(inToPx(6.875)).toBe(2062.5);
    expect(inToPxRounded(6.875)).toBe(2063);
  });

  it('converts between inches, points and pixels', () => {
    expect(inToPt(1)).toBe(72);
    expect(ptToIn(9)).toBe(0.125);
    expect(inToPx(0.5)).toBe(150);
    expect(pxToIn(3150)).toBe(10.5);
    expect(ptToPx(72)).toBe(300);
    expect(pxToPt(300)).toBe(72);
    expect(ptToPx(72, 150)).toBe(150);
    for (const pt of [0, 9, 45, 495, 756]) expect(pxToPt(ptToPx(pt))).toBeCloseTo(pt, 10);
  });

  it('gives the PDF boxes: MediaBox = BleedBox [0 0 495 756], TrimBox [9 9 486 747]', () => {
    expect(pdfBox(boxPt('bleed'))).toEqual([0, 0, 495, 756]);
    expect(boxPt('trim')).toEqual({ x: 9, y: 9, width: 477, height: 738 });
    expect(pdfBox(boxPt('trim'))).toEqual([9, 9, 486, 747]);
  });

  it('keeps lettering 0.5 in inside the trim', () => {
    expect(SAFE_MARGIN_IN).toBe(0.5);
    expect(boxPt('safe')).toEqual({ x: 45, y: 45, width: 405, height: 666 });
    expect(pdfBox(boxPt('safe'))).toEqual([45, 45, 450, 711]);
  });

  it('gives the boxes in whole pixels, the safe box rounded inwards', () => {
    expect(boxPx('bleed')).toEqual({ x: 0, y: 0, width: 2063, height: 3150 });
    expect(boxPx('trim')).toEqual({ x: 38, y: 38, width: 1987, height: 3075 });
    const safe = boxPx('safe');
    expect(safe).toEqual({ x: 188, y: 188, width: 1687, height: 2774 });
    // Inside the exact 0.625 in line on every side.
    expect(safe.x).toBeGreaterThanOrEqual(inToPx(0.625));
    expect(safe.x + safe.width).toBeLessThanOrEqual(inToPx(6.875 - 0.625));
    expect(safe.y + safe.height).toBeLessThanOrEqual(inToPx(10.5 - 0.625));
  });

  it('letters at least 8 pt, which is 34 px on the 300 ppi page', () => {
    expect(MIN_LETTERING_PT).toBe(8);
    expect(MIN_LETTERING_PX).toBe(34);
    expect(pxToPt(MIN_LETTERING_PX)).toBeGreaterThanOrEqual(8);
  });
});

describe('reader copy and cover', () => {
  it('serves the reader a JPEG at most 1100 px wide', () => {
    expect(READER_MAX_WIDTH_PX).toBe(1100);
    expect(READER_FORMAT).toBe('jpeg');
  });

  it('keeps the 9:14 cover at 1200 × 1867 px, and the local renderer uses it', () => {
    expect(COVER_RATIO).toEqual({ width: 9, height: 14 });
    expect(COVER_PX).toEqual({ width: 1200, height: 1867 });
    expect([COVER_WIDTH, COVER_HEIGHT]).toEqual([1200, 1867]);
    // The trim is the same shape within 1 %.
    expect(Math.abs(TRIM_IN.width / TRIM_IN.height - 9 / 14) / (9 / 14)).toBeLessThan(0.01);
  });
});

describe('page counts', () => {
  it('allows 8–40 story pages in multiples of 4, 20 by default', () => {
    expect(STORY_PAGES).toMatchObject({ default: 20, min: 8, max: 40, multipleOf: 4 });
    expect(isValidStoryPageCount(STORY_PAGES.default)).toBe(true);
    for (const ok of [8, 12, 20, 36, 40]) expect(isValidStoryPageCount(ok), String(ok)).toBe(true);
    for (const bad of [0, 4, 7, 10, 21, 44, 20.5, Number.NaN])
      expect(isValidStoryPageCount(bad), String(bad)).toBe(false);
  });

  it('pads the interior (title, dedication, story, back matter) to a multiple of 4', () => {
    expect([1, 4, 5, 8, 23, 24].map(padToInteriorMultiple)).toEqual([4, 4, 8, 8, 24, 24]);
    expect(interiorPageCount(20)).toBe(24);
    expect(interiorPageCount(20, 2)).toBe(24);
    expect(interiorPageCount(20, 3)).toBe(28);
    expect(interiorPageCount(8)).toBe(12);
    expect(interiorPageCount(40)).toBe(44);
  });
});
