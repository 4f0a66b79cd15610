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

type Painting = NonNullable<BookState['painting']>;

const percent = (score: number) => `${Math.round(score * 100)}%`;
const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** "Looks like Ada: 96%", or that the face model found no face of theirs. */
export function likenessText(name: string, score: number | null): string {
  return score === null ? `No face of ${name} found` : `Looks like ${name}: ${percent(score)}`;
}

/** Why a panel is marked, in words: each person below the threshold, or no face found. */
function whyMarked(likeness: Record<string, number | null>, threshold: number): string {
  const low = Object.entries(likeness).filter(([, score]) => score === null || score < threshold);
  return (low.length ? low : Object.entries(likeness)).map(([name, score]) => likenessText(name, score)).join(' · ');
}

const panelName = (book: BookState, { page, panel }: RepaintTarget) => {
  const label = book.pages.find((p) => p.number === page)?.label.replace(/:.*$/, '') ?? `Page ${page}`;
  return `${label}, panel ${panel + 1}`;
};

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
        Painted Likeness
      </h2>
      <p className="mt-1 text-ink/80">
        How like their photos the painted faces are, checked by a face model on every painting.
      </p>
      <ul className="mt-3 flex flex-col gap-1 text-lg font-bold" aria-label="Likeness scores">
        {painting.cover ? (
          <li>Cover: {likenessText(painting.cover.name, painting.cover.likeness).replace(/^L/, 'l')}</li>
        ) : null}
        {painting.people.map((person) => (
          <li key={person.name}>{likenessText(person.name, person.likeness)}</li>
        ))}
      </ul>
      {painting.marked.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-lg font-bold">
            {painting.marked.length === 1
              ? '1 panel kept with a mark'
              : `${painting.marked.length} panels kept with a mark`}
          </h3>
          <p className="text-ink/80">Painted three times and still not like the photo: the best try is in the book.</p>
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
                      text={`Painting ${name.toLowerCase()} again…`}
                      label="Repaint progress"
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
                      aria-label={`Repaint this panel: ${name}`}
                    >
                      <Paintbrush aria-hidden="true" className="size-4" />
                      Repaint this panel
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
          text={`Painting ${panelName(book, repainting).toLowerCase()} again…`}
          label="Repaint progress"
          done={0}
          total={0}
          className="mt-4"
        />
      ) : null}
      <p className="mt-4">
        Painting this book cost <span className="font-bold">{usd(painting.costUsd)}</span> (
        {painting.calls === 1 ? '1 painting' : `${painting.calls} paintings`}).
      </p>
      <LazyConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title="Paint this panel again?"
        description={
          asking
            ? `${panelName(book, asking)} is painted again by the image service${perPainting ? `, about ${usd(perPainting)} a painting` : ''}, and it counts toward today's painted books. Its page is lettered again when it is done.`
            : ''
        }
        confirmLabel="Repaint this panel"
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
