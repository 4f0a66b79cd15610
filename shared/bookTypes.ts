// The comic styles the product sells and their on-screen label (spec sections 2 and 3), derived from the
// style registry (shared/styles.ts) so existing imports and the zod enum keep working.
import { findStyle, STYLE_IDS, type BookType } from './styles';

export type { BookType };
export const BOOK_TYPES = STYLE_IDS;

export function isBookType(value: unknown): value is BookType {
  return findStyle(value) !== undefined;
}

/** Result-screen label: anything that is not one of our types shows as 'Custom'. */
export function styleLabel(type: string | null | undefined): string {
  return findStyle(type)?.label ?? 'Custom';
}
