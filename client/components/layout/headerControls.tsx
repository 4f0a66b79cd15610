// The header's controls as plain elements: drawn at once by the header (server-rendered, and while the
// header's interactive part loads), and wrapped with their tooltips and data by HeaderTools.tsx. Props
// (a tooltip trigger's handlers and ref) pass through to the element.
import type { ComponentProps } from 'react';
import { Languages, MessageCircle } from 'lucide-react';

/** The language button: English only for now (spec: no behaviour shown). */
export function LanguageButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      {...props}
      className={
        'inline-flex min-h-9 items-center gap-1 rounded-lg border-2 border-transparent px-1.5 text-sm ' +
        'font-bold hover:border-ink hover:bg-white'
      }
    >
      <Languages aria-hidden="true" className="hidden size-4 sm:block" />
      EN
    </button>
  );
}

/** Chat opens an e-mail to support; there is no live chat yet. */
export function ChatLink({ supportEmail, ...props }: ComponentProps<'a'> & { supportEmail?: string }) {
  return (
    <a
      href={supportEmail ? `mailto:${supportEmail}` : '#'}
      aria-label="Chat with us"
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
