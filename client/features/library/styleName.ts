// The comic style's badge in the page's language. The style ids (shared/styles.ts) are what is saved and sent;
// only the name shown is translated here, so the registry's English label stays the server's.
import { type BookType, isBookType } from '../../../shared/bookTypes';
import { m } from '../../lib/i18n';

const STYLE_NAMES: Record<BookType, () => string> = {
  'black-and-white-manga': () => m.library_style_manga(),
  '30s-50s-style': () => m.library_style_vintage(),
};

/** Anything that is not one of our styles shows as 'Custom', as styleLabel does. */
export function styleName(type: string | null | undefined): string {
  return isBookType(type) ? STYLE_NAMES[type]() : m.library_style_custom();
}
