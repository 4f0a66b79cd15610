// A painted book's likeness check, for its owner: how like their photos the painted faces are
// (each person's lowest score over the book, and the cover's), the panels kept with a mark after their
// repaints and why, what painting the book cost, and "Repaint this panel", which asks first (it is a paid
// painting and counts toward the day's painted books) and follows the job to its end. Shown only for a
// book the image service painted.
import { useState } from 'react';
import { Paintbrush } from 'lucide-react';
import type { BookState } from '../useBook';
import { Button } from '../../../components/ui/Button';
import { LazyConfirmDialog } from '../../../components/ui/LazyConfirmDialog';
import { ProgressStatus } from '../../../components/ui/ProgressStatus';
import { useRepaintPanel, type RepaintTarget } from './useRepaintPanel';
import { m, siteLocale } from '../../../lib/i18n';
import { withPart } from '../../../lib/messageParts';

type Painting = NonNullable<BookState['painting']>;

// In the page's language: whole percents (rounded half up, 95.5 → 96), dollars to the cent.
const percent = (score: number) =>
  new Intl.NumberFormat(siteLocale(), { style: 'percent' }).format(Math.round(score * 100) / 100);
const usd = (amount: number) =>
  new Intl.NumberFormat(siteLocale(), { style: 'currency', currency: 'USD' }).format(amount);

/** "Looks like Ada: 96%", or that the face model found no face of theirs. */
export function likenessText(name: string, score: number | null): string {
  return score === null
    ? m.library_likeness_no_face({ name })
    : m.library_likeness_looks_like({ name, score: percent(score) });
}

/** The cover's line: "Cover: looks like Ada: 96%". */
function coverLikenessText(name: string, score: number | null): string {
  return score === null
    ? m.library_likeness_cover_no_face({ name })
    : m.library_likeness_cover_looks_like({ name, score: percent(score) });
}

/** Why a panel is marked, in words: each person below the threshold, or no face found. */
function whyMarked(likeness: Record<string, number | null>, threshold: number): string {
  const low = Object.entries(likeness).filter(([, score]) => score === null || score < threshold);
  return (low.length ? low : Object.entries(likeness)).map(([name, score]) => likenessText(name, score)).join(' · ');
}

/** Which panel, as the page names it: the story's page number (marks are on story pages), panels from 1. */
const panelPlace = (book: BookState, { page, panel }: RepaintTarget) => ({
  page: book.pages.find((p) => p.number === page)?.storyPage ?? page,
  panel: panel + 1,
});
const panelName = (book: BookState, target: RepaintTarget) => m.library_likeness_panel(panelPlace(book, target));
const repaintingText = (book: BookState, target: RepaintTarget) =>
  m.library_likeness_repainting(panelPlace(book, target));

export function PaintedLikenessPanel({
  comicId,
  book,
  painting,
}: {
  comicId: string;
  book: BookState;
  painting: Painting;
}) {
  const { repaint, repainting, busy } = useRepaintPanel(comicId, book.repaint);
  const [asking, setAsking] = useState<RepaintTarget | null>(null);
  const perPainting = painting.calls > 0 ? painting.costUsd / painting.calls : 0;
  return (
    <section
      aria-labelledby="likeness-heading"
      className="rounded-2xl border-3 border-ink bg-white p-5 shadow-comic sm:p-6"
    >
      <h2 id="likeness-heading" className="font-display text-3xl tracking-wide">
        {m.library_likeness_heading()}
      </h2>
      <p className="mt-1 text-ink/80">{m.library_likeness_intro()}</p>
      <ul className="mt-3 flex flex-col gap-1 text-lg font-bold" aria-label={m.library_likeness_scores()}>
        {painting.cover ? <li>{coverLikenessText(painting.cover.name, painting.cover.likeness)}</li> : null}
        {painting.people.map((person) => (
          <li key={person.name}>{likenessText(person.name, person.likeness)}</li>
        ))}
      </ul>
      {painting.marked.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-lg font-bold">{m.library_likeness_marked({ count: painting.marked.length })}</h3>
          <p className="text-ink/80">{m.library_likeness_marked_text()}</p>
          <ul className="mt-2 flex flex-col gap-3">
            {painting.marked.map((mark) => {
              const name = panelName(book, mark);
              const active = repainting?.page === mark.page && repainting.panel === mark.panel;
              return (
                <li key={`${mark.page}-${mark.panel}`} className="rounded-xl border-2 border-ink/30 p-3">
                  <p className="font-bold">{name}</p>
                  <p className="text-ink/80">{whyMarked(mark.likeness, painting.threshold)}</p>
                  {active ? (
                    <ProgressStatus
                      text={repaintingText(book, mark)}
                      label={m.library_likeness_repaint_progress()}
                      done={0}
                      total={0}
                      className="mt-2"
                    />
                  ) : (
                    <Button
                      variant="secondary"
                      className="mt-2"
                      onClick={() => setAsking(mark)}
                      disabled={busy}
                      aria-label={m.library_likeness_repaint_label({ panel: name })}
                    >
                      <Paintbrush aria-hidden="true" className="size-4" />
                      {m.library_likeness_repaint()}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {repainting && !painting.marked.some((m) => m.page === repainting.page && m.panel === repainting.panel) ? (
        <ProgressStatus
          text={repaintingText(book, repainting)}
          label={m.library_likeness_repaint_progress()}
          done={0}
          total={0}
          className="mt-4"
        />
      ) : null}
      <PaintingCost costUsd={painting.costUsd} paintings={painting.calls} />
      <LazyConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={m.library_likeness_confirm_title()}
        description={
          asking === null
            ? ''
            : perPainting
              ? m.library_likeness_confirm_text_cost({ panel: panelName(book, asking), cost: usd(perPainting) })
              : m.library_likeness_confirm_text({ panel: panelName(book, asking) })
        }
        confirmLabel={m.library_likeness_repaint()}
        tone="primary"
        onConfirm={() => {
          const target = asking;
          setAsking(null);
          if (target) void repaint(target);
        }}
      />
    </section>
  );
}

/** "Painting this book cost **$1.20** (3 paintings)." One message, the amount in bold wherever it falls. */
function PaintingCost({ costUsd, paintings }: { costUsd: number; paintings: number }) {
  return (
    <p className="mt-4">
      {withPart(
        (cost) => m.library_likeness_cost({ cost, count: paintings }),
        <span className="font-bold">{usd(costUsd)}</span>,
      )}
    </p>
  );
}
