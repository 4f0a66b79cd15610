// A drawn page's shape on screen, shared by the reader and the comic detail page's thumbnails.
import { PAGE_PX, READER_MAX_WIDTH_PX } from '../../shared/printGeometry';

export const PAGE_ASPECT = `${PAGE_PX.width} / ${PAGE_PX.height}`;

/** The reader copy's size (≤ 1100 px wide, page-shaped): the images' width and height attributes. */
export const READER_IMAGE = {
  width: READER_MAX_WIDTH_PX,
  height: Math.round((READER_MAX_WIDTH_PX * PAGE_PX.height) / PAGE_PX.width),
} as const;
