// The header's controls as plain elements: drawn at once by the header (server-rendered, and while the
// header's interactive part loads), and wrapped with their tooltips and data by HeaderTools.tsx. Props
// (a tooltip trigger's handlers and ref) pass through to the element.
import type { ComponentProps } from 'react';
import { Languages, MessageCircle } from 'lucide-react';
import { m, siteLocale } from '../../lib/i18n';

/**
 * The language button (spec: labelled EN): the site's language as its code, opening the language menu
 * (LanguageMenu.tsx) once the header's tools have loaded. Its name says what it is for as well as the code.
 */
export function LanguageButton(props: ComponentProps<'button'>) {
  const code = siteLocale().toUpperCase();
  return (
    <button
      type="button"
      aria-label={`${code} · ${m.header_language()}`}
      {...props}
      className={
        'inline-flex min-h-9 items-center gap-1 rounded-lg border-2 border-transparent px-1.5 text-sm ' +
        'font-bold hover:border-ink hover:bg-white'
      }
    >
      <Languages aria-hidden="true" className="hidden size-4 sm:block" />
      {code}
    </button>
  );
}

/** Chat opens an e-mail to support; there is no live chat yet. */
export function ChatLink({ supportEmail, ...props }: ComponentProps<'a'> & { supportEmail?: string }) {
  return (
    <a
      href={supportEmail ? `mailto:${supportEmail}` : '#'}
      aria-label={m.header_chat()}
      {...props}
      className={
        'inline-flex size-9 items-center justify-center rounded-full border-2 border-ink ' +
        'bg-white shadow-comic-sm hover:bg-zap'
      }
    >
      <MessageCircle aria-hidden="true" className="size-4.5" strokeWidth={2.5} />
    </a>
  );
}

/** Where the account controls go while the session is not known yet. */
export function AccountPlaceholder() {
  return <span className="h-9 w-20 animate-pulse rounded-lg bg-ink/10" aria-hidden="true" />;
}

/** The three controls before their code and data have arrived: same places, same sizes. */
export function HeaderControlsPlaceholder() {
  return (
    <>
      <LanguageButton />
      <ChatLink />
      <AccountPlaceholder />
    </>
  );
}
