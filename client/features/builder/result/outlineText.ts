// The fixed five-page outline (shared/outline.ts) as shown, in the page's language, by page number. The
// English outline is what a saved comic stores; only the words on screen change here.
import type { OutlinePage } from '../../../../shared/outline';
import { m } from '../../../lib/i18n';

const OUTLINE_TEXT: Record<number, { title(): string; description(): string }> = {
  1: { title: m.builder_outline_1_title, description: m.builder_outline_1_description },
  2: { title: m.builder_outline_2_title, description: m.builder_outline_2_description },
  3: { title: m.builder_outline_3_title, description: m.builder_outline_3_description },
  4: { title: m.builder_outline_4_title, description: m.builder_outline_4_description },
  5: { title: m.builder_outline_5_title, description: m.builder_outline_5_description },
};

export function shownOutlinePage(page: OutlinePage): { title: string; description: string } {
  const text = OUTLINE_TEXT[page.pageNumber];
  return text ? { title: text.title(), description: text.description() } : page;
}
