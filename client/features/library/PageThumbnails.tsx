// The drawn pages as a small grid of thumbnails (the comic detail page's Pages card), each opening the
// reader at that page; pages still being drawn, or not drawn, keep their place with a placeholder.
import { ImageOff } from 'lucide-react';
import { Link } from 'wouter';
import type { BookPageView } from '../../../shared/book';
import { Spinner } from '../../components/ui/Spinner';
import { PAGE_ASPECT, READER_IMAGE } from '../../lib/pageImage';
import { m } from '../../lib/i18n';

interface Props {
  comicId: string;
  pages: BookPageView[];
  making: boolean;
}

/** A page not drawn yet: its name and whether it is being drawn. */
const placeholderLabel = (page: string, making: boolean) =>
  making ? m.library_page_being_drawn({ page }) : m.library_page_not_drawn({ page });

export function PageThumbnails({ comicId, pages, making }: Props) {
  return (
    <ol aria-label={m.library_drawn_pages()} className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6">
      {pages.map((page) => (
        <li key={page.number}>
          <Link
            href={`/comics/${comicId}/read?page=${page.number}`}
            className="group block rounded-md focus-visible:outline-offset-4"
            aria-label={page.readerUrl ? undefined : placeholderLabel(page.label, making)}
          >
            <div
              className={
                'relative overflow-hidden rounded-sm border-2 border-ink bg-white shadow-comic-sm ' +
                'transition-transform group-hover:-translate-y-0.5'
              }
              style={{ aspectRatio: PAGE_ASPECT }}
            >
              {page.thumbUrl ? (
                <img
                  src={page.thumbUrl}
                  alt={page.label}
                  width={READER_IMAGE.width}
                  height={READER_IMAGE.height}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              ) : (
                <div className="grid size-full place-items-center halftone-bg" aria-hidden="true">
                  {making ? <Spinner className="size-6" /> : <ImageOff className="size-6 text-pow-dark" />}
                </div>
              )}
            </div>
            <span aria-hidden="true" className="mt-1 block text-center text-sm font-bold">
              {page.number}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
