// What a page of the book is, in the page's language: 'Title page', 'Page 3: Strange Lights', 'The End'.
// The server sends the English label (server/domains/book/bookPlan.ts pageLabel); the page's kind says what
// it is, and of a story page's label only the number and the title (the book's own words) are kept.
import type { BookPageView } from '../../../shared/book';
import { m } from '../../lib/i18n';

type LabelledPage = Pick<BookPageView, 'kind' | 'label'>;

const STORY_LABEL = /^Page (\d+)(?:: (.+))?$/s;

export function pageLabel(page: LabelledPage): string {
  switch (page.kind) {
    case 'title':
      return m.library_page_title();
    case 'dedication':
      return m.library_page_dedication();
    case 'end':
      return m.library_page_end();
    case 'about':
      return m.library_page_about();
    default: {
      const story = STORY_LABEL.exec(page.label);
      // A label the server words some other way is shown as it came.
      if (!story) return page.label;
      const [, number, title] = story;
      return title ? m.library_page_number_titled({ number, title }) : m.library_page_number({ number });
    }
  }
}

/** The pages with their labels in the page's language, for the cards that show them as they come. */
export function withPageLabels<Page extends LabelledPage>(pages: Page[]): Page[] {
  return pages.map((page) => ({ ...page, label: pageLabel(page) }));
}
