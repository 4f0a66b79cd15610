// The step pages' back arrow: browser history back (spec section 2), or the parent step on a direct visit.
import { ArrowLeft } from 'lucide-react';
import { useLocation } from 'wouter';
import { canGoBackInApp } from './navigationHistory';
import { m } from '../../lib/i18n';

export function BackButton({ fallback }: { fallback: string }) {
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      aria-label={m.go_back()}
      onClick={() => (canGoBackInApp() ? window.history.back() : navigate(fallback))}
      className={
        'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full border-3 ' +
        'border-ink bg-white shadow-comic-sm transition-transform hover:-translate-x-0.5 hover:bg-zap'
      }
    >
      <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={3} />
    </button>
  );
}
