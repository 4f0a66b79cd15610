// 'Comic Pages Breakdown': the fixed five-page outline (spec section 9) until the whole story is written;
// then the script's real pages under their acts.
import type { Script } from '../../../../shared/script';
import { DEFAULT_OUTLINE } from '../../../../shared/outline';
import { StoryPages } from '../../../components/story/StoryPages';
import { m } from '../../../lib/i18n';
import { shownOutlinePage } from './outlineText';

export function PagesBreakdown({ script }: { script?: Script | null }) {
  return (
    <section aria-labelledby="pages-heading" className="comic-panel p-5 sm:p-6">
      <h2 id="pages-heading" className="font-display text-3xl tracking-wide">
        {m.builder_pages_heading()}
      </h2>
      {script ? (
        <div className="mt-4">
          <StoryPages script={script} />
        </div>
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {DEFAULT_OUTLINE.map((page) => {
            const shown = shownOutlinePage(page);
            return (
              <li key={page.pageNumber} className="flex items-start gap-3 rounded-xl border-2 border-ink bg-paper p-3">
                <span
                  className={
                    'grid size-10 shrink-0 place-items-center rounded-lg border-2 border-ink bg-sky ' +
                    'font-display text-xl text-white'
                  }
                >
                  {page.pageNumber}
                </span>
                <div>
                  <h3 className="font-bold">
                    <span className="sr-only">{m.builder_page_number_label({ number: page.pageNumber })} </span>
                    {shown.title}
                  </h3>
                  <p className="text-ink/80">{shown.description}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
