// The comic styles' words as shown, in the page's language, by style id. The registry (shared/styles.ts)
// keeps the English ones that the server, the prompts and the saved comics use; only what is shown changes.
import { findStyle, type BookType } from '../../../shared/styles';
import { m } from '../../lib/i18n';

interface StyleText {
  /** The /create card's heading and text. */
  title(): string;
  description(): string;
  /** The badge on the result page. */
  label(): string;
}

// A new style in the registry is a compile error here until its words are added.
const STYLE_TEXT: Record<BookType, StyleText> = {
  'black-and-white-manga': {
    title: m.builder_style_manga_title,
    description: m.builder_style_manga_description,
    label: m.builder_style_manga_label,
  },
  '30s-50s-style': {
    title: m.builder_style_vintage_title,
    description: m.builder_style_vintage_description,
    label: m.builder_style_vintage_label,
  },
};

export function styleText(type: BookType): StyleText {
  return STYLE_TEXT[type];
}

/** The result screen's badge: anything that is not one of our styles shows as 'Custom'. */
export function shownStyleLabel(type: string | null | undefined): string {
  const style = findStyle(type);
  return style ? STYLE_TEXT[style.id].label() : m.builder_style_custom();
}
