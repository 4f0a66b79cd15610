// Not-found page: the unknown path is logged as an error (spec section 8).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LinkButton } from '../components/ui/Button';
import { usePageMeta } from '../lib/pageMeta';
import { m } from '../lib/i18n';

export default function NotFoundPage() {
  const [location] = useLocation();
  usePageMeta({ title: m.not_found_title(), description: m.not_found_description() });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location);
  }, [location]);

  return (
    <div className="halftone-bg flex min-h-[70vh] items-center justify-center px-4 py-16">
      <div className="comic-panel relative max-w-md p-8 text-center">
        <p
          aria-hidden="true"
          className={
            'font-display text-8xl leading-none tracking-wider text-pow-dark ' +
            '[text-shadow:4px_4px_0_var(--color-ink)]'
          }
        >
          404
        </p>
        <h1 className="mt-4 font-display text-4xl tracking-wide">{m.not_found_heading()}</h1>
        <p className="mt-2 text-lg text-ink/80">{m.not_found_text()}</p>
        <LinkButton href="/" size="lg" className="mt-6">
          {m.not_found_home()}
        </LinkButton>
      </div>
    </div>
  );
}
