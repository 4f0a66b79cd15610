// The comic style's badge in the page's language: the registry's shown label (shared/styles.ts); the style ids
// are what is saved and sent.
import { findStyle } from '../../../shared/styles';
import { m } from '../../lib/i18n';

/** Anything that is not one of our styles shows as 'Custom', as styleLabel does. */
export function styleName(type: string | null | undefined): string {
  return findStyle(type)?.shown.label() ?? m.library_style_custom();
}
