// The app's routes as data (spec section 2), in match order; the landing page (/) and the not-found page
// (every other path) come on top of these. Routes.tsx draws them; the build (client/build/prerender.ts)
// uses them to write, for each route, the HTML that preloads its page's chunks, so a page opened directly
// loads them together with the app instead of after it. `data`: the page talks to the server and gets the
// data layer (react-query, tRPC) with its chunk.
import { DRAFT_IN_PROGRESS_COOKIE } from './state/draftCookie';

export interface PageRoute {
  path: string;
  /** The module under client/pages/ that draws the route. */
  page: string;
  data?: boolean;
  /**
   * The page is also rendered at build time, as it looks to a visitor without this cookie, and the server
   * sends that HTML to such visitors: the page is on screen before any JavaScript has run (the path must
   * have no params; the page must draw the same until hydrated, see lib/useHydrated.ts).
   */
  prerenderUnlessCookie?: string;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  // Most visits go from the landing page to here: drawn in advance for everyone with no comic in progress.
  { path: '/create', page: 'CreatePage', prerenderUnlessCookie: DRAFT_IN_PROGRESS_COOKIE },
  { path: '/author', page: 'AuthorPage' },
  { path: '/questions', page: 'QuestionsPage' },
  { path: '/ideas', page: 'IdeasPage', data: true },
  { path: '/character-upload', page: 'CharacterUploadPage' },
  { path: '/generate', page: 'GeneratePage', data: true },
  { path: '/my-orders', page: 'MyOrdersPage', data: true },
  { path: '/comics-edit/:comicId', page: 'ComicDetailPage', data: true },
  { path: '/comics/:comicId/read', page: 'ReaderPage', data: true },
  { path: '/comics/:comicId/order', page: 'NewOrderPage', data: true },
  { path: '/orders/:orderId', page: 'OrderPage', data: true },
  { path: '/gift/:token', page: 'GiftPage', data: true },
];

export const NOT_FOUND_PAGE = 'NotFoundPage';

/**
 * Whether `pathname` is on the route `pattern`: literal segments and `:param` segments, case and a final
 * slash not counting, as wouter matches them. (server/http/spa.ts matches the same way.)
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/(.)\/$/, '$1').split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part.toLowerCase() === have[i].toLowerCase()))
  );
}
