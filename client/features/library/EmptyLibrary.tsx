// The library's empty state (spec section 2).
import { NewComicLink } from '../../components/NewComicLink';
import { BookPlus } from 'lucide-react';
import { m } from '../../lib/i18n';

export function EmptyLibrary() {
  return (
    <div className="comic-panel mx-auto max-w-xl p-8 text-center sm:p-12">
      <span className="mx-auto grid size-20 place-items-center rounded-full border-3 border-ink bg-zap shadow-comic">
        <BookPlus aria-hidden="true" className="size-9" />
      </span>
      <h2 className="mt-5 font-display text-4xl tracking-wide">{m.library_empty_heading()}</h2>
      <p className="mt-2 text-lg text-ink/80">{m.library_empty_text()}</p>
      <NewComicLink size="lg" className="mt-6">
        {m.library_empty_create()}
      </NewComicLink>
    </div>
  );
}
