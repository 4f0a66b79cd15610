// The zoomed view's content: the pages in view at the reader copy's own size (1100 px wide each).
import type { BookPageView } from '../../../../shared/book';
import { COVER, onScreen } from './readerLayout';
import { PAGE_ASPECT, READER_IMAGE } from '../../../lib/pageImage';
import { m } from '../../../lib/i18n';
import { pageLabel } from '../pageLabel';

interface Props {
  view: number[];
  pages: BookPageView[];
  title: string;
  coverUrl: string | null;
  rightToLeft?: boolean;
}

export function ZoomedPages({ view, pages, title, coverUrl, rightToLeft = false }: Props) {
  if (view[0] === COVER) {
    return coverUrl ? (
      <img
        src={coverUrl}
        alt={m.library_cover_alt({ title })}
        draggable={false}
        className="block w-[1100px] max-w-none select-none"
      />
    ) : null;
  }
  return (
    <>
      {onScreen(view, rightToLeft).map((number) => {
        const page = pages.find((p) => p.number === number);
        if (!page) return null;
        return page.readerUrl ? (
          <img
            key={number}
            src={page.readerUrl}
            alt={pageLabel(page)}
            width={READER_IMAGE.width}
            height={READER_IMAGE.height}
            draggable={false}
            className="block max-w-none select-none"
          />
        ) : (
          <div
            key={number}
            className="grid w-[1100px] place-items-center bg-paper halftone-bg font-display text-3xl"
            style={{ aspectRatio: PAGE_ASPECT }}
          >
            {m.library_reader_not_drawn_yet({ page: pageLabel(page) })}
          </div>
        );
      })}
    </>
  );
}
