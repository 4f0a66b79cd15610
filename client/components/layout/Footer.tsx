// Site footer: brand, the gag-gift disclaimer from the FAQ facts, and the main links.
import { Link } from 'wouter';
import { Wordmark } from './Wordmark';
import { m } from '../../lib/i18n';

export function Footer() {
  return (
    <footer className="border-t-3 border-ink bg-ink text-paper">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-end">
        <div>
          <div className="inline-block rounded-xl bg-paper px-3 py-2">
            <Wordmark />
          </div>
          <p className="mt-4 max-w-md text-paper/85">{m.footer_blurb()}</p>
        </div>
        <nav aria-label={m.footer_nav()} className="flex flex-wrap gap-x-6 gap-y-2 font-bold">
          <Link href="/create" className="underline-offset-4 hover:underline">
            {m.header_create()}
          </Link>
          <Link href="/my-orders" className="underline-offset-4 hover:underline">
            {m.header_my_orders()}
          </Link>
          <a href="/#faq" className="underline-offset-4 hover:underline">
            {m.footer_faq()}
          </a>
        </nav>
        {/* The landing page's HTML is rendered at build time: a later year is taken over quietly. */}
        <p className="text-sm text-paper/70 md:col-span-2" suppressHydrationWarning>
          © {new Date().getFullYear()} Comics by Anyone
        </p>
      </div>
    </footer>
  );
}
