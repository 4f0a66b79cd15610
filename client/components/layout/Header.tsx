// Site header (spec section 2): wordmark, 'Create Your Book', 'Personalized Books', EN, 'My Orders', chat,
// plus the account controls. Two rows on phones so nothing overflows at 375 px.
// The wordmark and links are drawn at once; EN, chat and the account controls come with their tooltips and
// server data in a chunk of their own (HeaderTools.tsx), once the page is up, drawn until then as the same
// plain controls (what the prerendered HTML shows too).
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useIdle } from '../../lib/useIdle';
import { PartBoundary } from '../PartBoundary';
import { HeaderControlsPlaceholder } from './headerControls';
import { reportHeaderHeight } from './headerHeight';
import { PersonalizedBooksLink } from './PersonalizedBooksLink';
import { Wordmark } from './Wordmark';
import { m } from '../../lib/i18n';

const FLOW_PATHS = ['/create', '/author', '/questions', '/ideas', '/character-upload', '/generate'];

// Its two big parts are imported on their own too: each import's code runs in a task of its own once
// fetched (all fetched together), rather than all of it in one long task on the main thread.
const HeaderTools = lazy(() =>
  Promise.all([import('../../lib/dataProviders'), import('../ui/Tooltip'), import('./HeaderTools')]).then(
    ([, , tools]) => tools,
  ),
);

const navLink = (active: boolean) =>
  'inline-flex min-h-9 items-center rounded-lg border-2 px-1.5 text-[0.8125rem] font-bold whitespace-nowrap ' +
  'transition-colors sm:px-2.5 sm:text-base ' +
  (active ? 'border-ink bg-zap shadow-comic-sm' : 'border-transparent hover:border-ink hover:bg-white');

const HEADER_BAR =
  'sticky top-0 z-40 border-b-3 border-ink bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85';

export function Header() {
  const [location] = useLocation();
  const headerRef = useHeaderHeight();
  const inFlow = FLOW_PATHS.includes(location);
  const inLibrary =
    location === '/my-orders' ||
    location.startsWith('/comics-edit/') ||
    location.startsWith('/comics/') ||
    location.startsWith('/orders/');
  const toolsWanted = useIdle();

  const links = (
    <>
      <Link href="/create" className={navLink(inFlow)} aria-current={location === '/create' ? 'page' : undefined}>
        {m.header_create()}
      </Link>
      <PersonalizedBooksLink className={navLink(false)} />
      <Link
        href="/my-orders"
        className={navLink(inLibrary)}
        aria-current={location === '/my-orders' ? 'page' : undefined}
      >
        {m.header_my_orders()}
      </Link>
    </>
  );

  return (
    <header ref={headerRef} className={HEADER_BAR}>
      <div className="mx-auto max-w-6xl px-3 sm:px-6">
        <div className="flex items-center gap-1.5 py-2 sm:gap-2">
          <Link href="/" aria-label={m.header_home()} className="mr-auto min-w-0 rounded-lg md:mr-6">
            <Wordmark />
          </Link>
          <nav aria-label={m.nav_main()} className="mr-auto hidden items-center gap-1 md:flex">
            {links}
          </nav>
          {toolsWanted ? (
            <PartBoundary fallback={<HeaderControlsPlaceholder />}>
              <Suspense fallback={<HeaderControlsPlaceholder />}>
                <HeaderTools />
              </Suspense>
            </PartBoundary>
          ) : (
            <HeaderControlsPlaceholder />
          )}
        </div>
        {/* Phones: the links get their own row so nothing overflows at 375 px. */}
        <nav
          aria-label={m.nav_main()}
          className="-mx-1 flex items-center justify-between border-t-2 border-ink/15 py-1 md:hidden"
        >
          {links}
        </nav>
      </div>
    </header>
  );
}

/** Reports the header's height (headerHeight.ts publishes it as --header-height where needed). */
function useHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const observer = new ResizeObserver(() => reportHeaderHeight(header.offsetHeight));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}
