// Site header (spec section 2): wordmark, 'Create Your Book', 'Personalized Books', EN, 'My Orders', chat,
// plus the account controls. Two rows on phones so nothing overflows at 375 px.
import { useEffect, useRef } from 'react';
import { Languages, MessageCircle } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { Link, useLocation } from 'wouter';
import { useAppInfo } from '../../lib/appInfo';
import { TooltipContent } from '../ui/IconButton';
import { AccountControls } from './AccountControls';
import { PersonalizedBooksLink } from './PersonalizedBooksLink';
import { Wordmark } from './Wordmark';

const FLOW_PATHS = ['/create', '/author', '/questions', '/ideas', '/character-upload', '/generate'];

const navLink = (active: boolean) =>
  `inline-flex min-h-9 items-center rounded-lg border-2 px-1.5 text-[0.8125rem] font-bold whitespace-nowrap transition-colors sm:px-2.5 sm:text-base ${
    active ? 'border-ink bg-zap shadow-comic-sm' : 'border-transparent hover:border-ink hover:bg-white'
  }`;

export function Header() {
  const [location] = useLocation();
  const headerRef = useHeaderHeight();
  const appInfo = useAppInfo();
  const inFlow = FLOW_PATHS.includes(location);
  const inLibrary = location === '/my-orders' || location.startsWith('/comics-edit/') || location.startsWith('/comics/');
  const supportEmail = appInfo.data?.supportEmail;

  const links = (
    <>
      <Link href="/create" className={navLink(inFlow)} aria-current={location === '/create' ? 'page' : undefined}>
        Create Your Book
      </Link>
      <PersonalizedBooksLink className={navLink(false)} />
      <Link href="/my-orders" className={navLink(inLibrary)} aria-current={location === '/my-orders' ? 'page' : undefined}>
        My Orders
      </Link>
    </>
  );

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b-3 border-ink bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="mx-auto max-w-6xl px-3 sm:px-6">
        <div className="flex items-center gap-1.5 py-2 sm:gap-2">
          <Link href="/" aria-label="Comics by Anyone home" className="mr-auto min-w-0 rounded-lg md:mr-6">
            <Wordmark />
          </Link>
          <nav aria-label="Main" className="mr-auto hidden items-center gap-1 md:flex">
            {links}
          </nav>
          <LanguageButton />
          <ChatButton supportEmail={supportEmail} />
          <AccountControls />
        </div>
        {/* Phones: the links get their own row so nothing overflows at 375 px. */}
        <nav aria-label="Main" className="-mx-1 flex items-center justify-between border-t-2 border-ink/15 py-1 md:hidden">
          {links}
        </nav>
      </div>
    </header>
  );
}

/** The language anchor: English only for now (spec: no behaviour shown). */
function LanguageButton() {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <a
          href="#"
          onClick={(event) => event.preventDefault()}
          className="inline-flex min-h-9 items-center gap-1 rounded-lg border-2 border-transparent px-1.5 text-sm font-bold hover:border-ink hover:bg-white"
        >
          <Languages aria-hidden="true" className="hidden size-4 sm:block" />
          EN
        </a>
      </Tooltip.Trigger>
      <TooltipContent>Language: English</TooltipContent>
    </Tooltip.Root>
  );
}

/** Chat opens an e-mail to support; there is no live chat yet. */
function ChatButton({ supportEmail }: { supportEmail?: string }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <a
          href={supportEmail ? `mailto:${supportEmail}` : '#'}
          aria-label="Chat with us"
          className="inline-flex size-9 items-center justify-center rounded-full border-2 border-ink bg-white shadow-comic-sm hover:bg-zap"
        >
          <MessageCircle aria-hidden="true" className="size-4.5" strokeWidth={2.5} />
        </a>
      </Tooltip.Trigger>
      <TooltipContent>Chat with us</TooltipContent>
    </Tooltip.Root>
  );
}

/** Publishes the header's height as --header-height, so toasts (and anything else fixed) sit below it. */
function useHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const publish = () => document.documentElement.style.setProperty('--header-height', `${header.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}
