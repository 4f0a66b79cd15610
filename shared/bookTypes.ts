// The two comic styles the product sells, and how each is labelled on screen (spec sections 2 and 3).
export const BOOK_TYPES = ['black-and-white-manga', '30s-50s-style'] as const;
export type BookType = (typeof BOOK_TYPES)[number];

export function isBookType(value: unknown): value is BookType {
  return typeof value === 'string' && (BOOK_TYPES as readonly string[]).includes(value);
}

/** Result-screen label: anything that is not one of our two types shows as 'Custom'. */
export function styleLabel(type: string | null | undefined): string {
  if (type === 'black-and-white-manga') return 'Black & White Manga';
  if (type === '30s-50s-style') return 'Vintage 30s–50s';
  return 'Custom';
}
