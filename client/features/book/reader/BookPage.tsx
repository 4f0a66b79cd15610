// One interior page in the reader, always in its exact print shape: the drawn page once it is there, a
// placeholder while it is drawn, or its error with a Retry button (which draws the missing pages again).
import type { CSSProperties } from 'react';
import { ImageOff, RotateCcw } from 'lucide-react';
import type { BookPageView } from '../../../../shared/book';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { READER_IMAGE } from '../../../lib/pageImage';
import { m } from '../../../lib/i18n';
import { storedError } from '../../../lib/errors';
import { pageLabel } from '../pageLabel';

interface Props {
  page: BookPageView;
  /** Whether the book job is running: a waiting page is then being drawn, else it was left undrawn. */
  making: boolean;
  onRetry(): void;
  style?: CSSProperties;
  className?: string;
}

export function BookPage({ page, making, onRetry, style, className = '' }: Props) {
  const frame = `relative overflow-hidden rounded-sm border-2 border-ink bg-white shadow-comic ${className}`;
  if (page.status === 'done' && page.readerUrl) {
    return (
      <div className={frame} style={style}>
        {/* Keyed by URL: after a re-lettering the new image replaces the old one outright. */}
        <img
          key={page.readerUrl}
          src={page.readerUrl}
          alt={pageLabel(page)}
          width={READER_IMAGE.width}
          height={READER_IMAGE.height}
          draggable={false}
          className="size-full object-contain select-none"
        />
      </div>
    );
  }
  // While the job runs every page not done is (re)drawn, failed ones included; after it, what is not done
  // failed (or was left undrawn by a job that stopped) and can be retried.
  const failed = !making;
  return (
    <div className={`${frame} halftone-bg`} style={style}>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-3">
            <ImageOff aria-hidden="true" className="size-10 text-pow-dark" />
            <p className="font-display text-xl tracking-wide">{pageLabel(page)}</p>
            <p className="font-bold">{storedError(page) ?? m.library_reader_page_not_drawn()}</p>
            <Button size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {m.library_retry()}
            </Button>
          </div>
        ) : (
          <p role="status" className="flex flex-col items-center gap-2 font-bold">
            <Spinner className="size-8" />
            {m.library_reader_drawing_page({ number: page.number })}
          </p>
        )}
      </div>
    </div>
  );
}
