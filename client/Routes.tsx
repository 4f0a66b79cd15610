// Every route of spec section 2 (see routeTable.ts); the final path-less route is the not-found page. The
// landing page ships in the main bundle (it is also prerendered into the HTML); every other screen is a
// chunk of its own, loaded on first visit, so the landing page never loads the builder, the library or
// the reader. Screens that talk to the server get the data layer with their chunk; the others do without
// it, so it is not on the way to their first paint.
import { Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from './components/layout/PageLoading';
import { preloadable } from './lib/preloadable';
import LandingPage from './pages/LandingPage';
import { matchesRoute, NOT_FOUND_PAGE, PAGE_ROUTES } from './routeTable';

// Pages take no props: the ones with a route param read it with wouter's useParams.
type Page = ComponentType<object>;
type PageModule = { default: Page };

const pageModules = import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/LandingPage.tsx']);

function lazyPage(page: string, { data = false } = {}) {
  const load = pageModules[`./pages/${page}.tsx`];
  if (!load) throw new Error(`routeTable.ts names a page that client/pages/ does not have: ${page}`);
  if (!data) return preloadable(load);
  return preloadable<object>(async () => {
    const [{ default: Content }, { DataProviders }] = await Promise.all([load(), import('./lib/dataProviders')]);
    return {
      default: (props: object) => (
        <DataProviders>
          <Content {...props} />
        </DataProviders>
      ),
    };
  });
}

const PAGES = PAGE_ROUTES.map((route) => ({ path: route.path, page: lazyPage(route.page, route) }));
const NOT_FOUND = lazyPage(NOT_FOUND_PAGE);

export function Routes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        {PAGES.map(({ path, page }) => (
          <Route key={path} path={path} component={page.Component} />
        ))}
        <Route component={NOT_FOUND.Component} />
      </Switch>
    </Suspense>
  );
}

/**
 * Loads the chunk of the page at `pathname` (nothing for the landing page). Only a head start: a path
 * matched differently here than by wouter just shows the loading fallback for a moment.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  if (matchesRoute('/', pathname)) return Promise.resolve();
  return (PAGES.find(({ path }) => matchesRoute(path, pathname))?.page ?? NOT_FOUND).preload();
}
