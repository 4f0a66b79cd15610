// The book's interior in print order (docs/book.md "Script model"): title page, dedication, the story pages,
// "The End" and a page about the hero — 4 + a multiple of 4, so whole sheets with no blank filler. Each
// story page's layout is chosen here, in order, so neighbouring pages never share a design even when the
// pages themselves render in parallel.
import type { BookPageKind } from '../../../shared/book';
import { interiorPageCount } from '../../../shared/printGeometry';
import type { Script } from '../../../shared/script';
import { chooseLayout } from '../../engines/layout/pageLayouts';
import type { PlannedPage } from './bookRows';

const BACK_MATTER: BookPageKind[] = ['end', 'about'];
/** Designs of this many pages back count as recent: a spread and the page turned to. */
const RECENT_PAGES = 3;

export function planBook(script: Script, seed: number): PlannedPage[] {
  const plan: PlannedPage[] = [
    { number: 1, kind: 'title', storyPage: null, layout: null },
    { number: 2, kind: 'dedication', storyPage: null, layout: null },
  ];
  const recent: string[] = [];
  for (const page of script.pages) {
    const layout: string = chooseLayout(
      page.panels.map((p) => p.shot),
      recent.slice(-RECENT_PAGES),
      seed + page.number,
    ).id;
    plan.push({ number: plan.length + 1, kind: 'story', storyPage: page.number, layout });
    recent.push(layout);
  }
  for (const kind of BACK_MATTER) plan.push({ number: plan.length + 1, kind, storyPage: null, layout: null });
  // Whole sheets: the printer binds the interior in fours (shared/printGeometry.ts).
  if (plan.length !== interiorPageCount(script.pages.length, BACK_MATTER.length)) {
    throw new Error(`A book of ${script.pages.length} story pages cannot fill whole sheets`);
  }
  return plan;
}

/** What a page is, fit for a list. */
export function pageLabel(page: { kind: BookPageKind; storyPage: number | null }, storyTitle?: string): string {
  switch (page.kind) {
    case 'title':
      return 'Title page';
    case 'dedication':
      return 'Dedication';
    case 'end':
      return 'The End';
    case 'about':
      return 'About the hero';
    default:
      return storyTitle ? `Page ${page.storyPage}: ${storyTitle}` : `Page ${page.storyPage}`;
  }
}
