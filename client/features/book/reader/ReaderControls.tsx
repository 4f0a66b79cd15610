// Turning pages: Previous and Next, where the reader is ("Pages 3–4 of 24", announced as it changes) and
// a list to jump straight to any page.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { BookPageView } from '../../../../shared/book';
import { Button } from '../../../components/ui/Button';
import { COVER } from './readerLayout';
import { m } from '../../../lib/i18n';
import { pageLabel } from '../pageLabel';

interface Props {
  label: string;
  /** The first position in view (what the jump list shows as chosen). */
  current: number;
  pages: BookPageView[];
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onJump(position: number): void;
  /** A right-to-left book: Next is on the left, turned with ←. */
  rightToLeft?: boolean;
}

export function ReaderControls({ label, current, pages, onPrevious, onNext, onJump, rightToLeft = false }: Props) {
  // A right-to-left book turns forward to the left: the buttons trade places, arrows and keys.
  const previous = { name: m.library_reader_previous(), onClick: onPrevious };
  const next = { name: m.library_reader_next(), onClick: onNext };
  const [left, right] = rightToLeft ? [next, previous] : [previous, next];
  return (
    <nav
      aria-label={m.library_reader_pages()}
      className="mt-5 flex flex-wrap items-center justify-center gap-x-4 gap-y-3"
    >
      <Button
        variant="secondary"
        onClick={left.onClick ?? undefined}
        disabled={!left.onClick}
        aria-keyshortcuts="ArrowLeft"
        className="px-3 sm:px-5"
      >
        <ChevronLeft aria-hidden="true" className="size-5" strokeWidth={3} />
        {/* Arrows only on phones, so the row fits 375 px; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{left.name}</span>
      </Button>
      <p
        aria-live="polite"
        data-testid="page-indicator"
        className="min-w-36 text-center font-display text-2xl tracking-wide tabular-nums"
      >
        {label}
      </p>
      <Button
        variant="secondary"
        onClick={right.onClick ?? undefined}
        disabled={!right.onClick}
        aria-keyshortcuts="ArrowRight"
        className="px-3 sm:px-5"
      >
        <span className="sr-only sm:not-sr-only">{right.name}</span>
        <ChevronRight aria-hidden="true" className="size-5" strokeWidth={3} />
      </Button>
      <div className="flex basis-full items-center justify-center gap-2 sm:basis-auto">
        <label htmlFor="reader-jump" className="font-bold">
          {m.library_reader_go_to()}
        </label>
        <select
          id="reader-jump"
          value={current}
          onChange={(event) => onJump(Number(event.target.value))}
          className="max-w-60 cursor-pointer rounded-lg border-2 border-ink bg-white px-2 py-1.5 font-sans font-bold"
        >
          <option value={COVER}>{m.library_cover()}</option>
          {pages.map((page) => (
            <option key={page.number} value={page.number}>
              {page.number}. {pageLabel(page)}
            </option>
          ))}
        </select>
      </div>
      <p className="hidden text-sm font-bold text-ink/75 lg:block">{m.library_reader_keys_tip()}</p>
    </nav>
  );
}
