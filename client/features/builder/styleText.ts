// The comic styles' words as shown, in the page's language: the registry's `shown` (shared/styles.ts).
import { findStyle, type BookType, type Style } from '../../../shared/styles';
import { m } from '../../lib/i18n';

export function styleText(type: BookType): Style['shown'] {
  return findStyle(type)!.shown;
}

/** The result screen's badge: anything that is not one of our styles shows as 'Custom'. */
export function shownStyleLabel(type: string | null | undefined): string {
  return findStyle(type)?.shown.label() ?? m.builder_style_custom();
}
