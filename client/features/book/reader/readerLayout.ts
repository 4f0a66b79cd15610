// Which pages the reader shows together, and how it names them. Pure, so the rules are easy to follow:
// the cover stands alone; on wide screens the interior is read as spreads (1–2, 3–4, …); on phones one
// page at a time. A position is 0 for the cover or an interior page number (what `?page=` holds).
import type { CSSProperties } from 'react';
import { COVER_RATIO, PAGE_PX } from '../../../../shared/printGeometry';
import { m } from '../../../lib/i18n';

export const COVER = 0;

/** The positions in view: [0] for the cover, else one or two interior page numbers. */
export function viewOf(position: number, total: number, wide: boolean): number[] {
  if (position <= COVER || total === 0) return [COVER];
  const page = Math.min(position, total);
  if (!wide) return [page];
  const left = page % 2 === 1 ? page : page - 1;
  return left + 1 <= total ? [left, left + 1] : [left];
}

export function nextPosition(position: number, total: number, wide: boolean): number | null {
  const view = viewOf(position, total, wide);
  const next = view[view.length - 1] + 1;
  return next <= total ? next : null;
}

export function previousPosition(position: number, total: number, wide: boolean): number | null {
  const first = viewOf(position, total, wide)[0];
  if (first === COVER) return null;
  if (!wide || first === 1) return first - 1;
  return first - 2;
}

/** The pages in view from left to right on screen: a right-to-left book shows a spread's first page on the right. */
export function onScreen(view: number[], rightToLeft: boolean): number[] {
  return rightToLeft ? [...view].reverse() : view;
}

/** "Cover", "Pages 3–4 of 24", "Page 3 of 24". */
export function viewName(view: number[], total: number): string {
  if (view[0] === COVER) return m.library_cover();
  return view.length === 2
    ? m.library_reader_view_pages({ first: view[0], last: view[1], total })
    : m.library_reader_view_page({ number: view[0], total });
}

/** Reads `?page=`: a whole number within the book, else the cover. */
export function parsePosition(value: string | null, total: number): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < 1) return COVER;
  return total > 0 ? Math.min(n, total) : n;
}

/*
 * Box sizes. A page keeps its exact print shape (PAGE_PX, bleed included) whether it is drawn or still a
 * placeholder, so nothing moves when the image arrives; the whole view fits the window's height.
 */
const STAGE_HEIGHT = 'max(20rem, calc(100dvh - var(--header-height, 64px) - 15rem))';

function boxStyle(width: number, height: number, share: number): CSSProperties {
  return {
    aspectRatio: `${width} / ${height}`,
    width: `min(${share * 100}%, calc(${STAGE_HEIGHT} * ${width} / ${height}))`,
  };
}

/** A page's box; `share` is its part of the stage's width (½ in a spread). */
export const pageBoxStyle = (share: number) => boxStyle(PAGE_PX.width, PAGE_PX.height, share);
export const coverBoxStyle = () => boxStyle(COVER_RATIO.width, COVER_RATIO.height, 1);
