// "What we used": every detail of the answers (names, pets, places, pastimes) and the story pages it is on,
// so the owner sees the book is about their person. A detail not in the story yet is flagged; the owner can
// mark details as musts, and the next rewrite of the story keeps them.
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import type { AnswerUse, DetailUse } from '../../../../shared/storyUsage';

const QUESTION_LABELS: Record<string, string> = {
  job: 'Job',
  family: 'Family',
  friends: 'Friends',
  hobbies: 'Hobbies',
  dream: 'Dream',
  genre: 'Genre',
};

function where(detail: DetailUse): string {
  if (detail.pages.length === 0) return 'not in the story yet';
  const shown = detail.pages.slice(0, 4).join(', ');
  return (
    `page${detail.pages.length > 1 ? 's' : ''} ` +
    `${shown}${detail.pages.length > 4 ? ` and ${detail.pages.length - 4} more` : ''}`
  );
}

export function StoryUsagePanel({ comicId }: { comicId: string }) {
  const utils = trpc.useUtils();
  const usage = trpc.scripts.usage.useQuery({ comicId });
  // Ticks show at once and stay while they are saved, whatever a refetch in flight says meanwhile.
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const pending = useRef(0);
  const save = trpc.scripts.setMustUse.useMutation({
    onSuccess: async (data) => {
      // A list fetched before this save must not land after it.
      await utils.scripts.usage.cancel({ comicId });
      utils.scripts.usage.setData({ comicId }, data);
    },
    onError: (error) => {
      toast.error(error.message || 'Could not save that. Please try again.');
      void utils.scripts.usage.invalidate({ comicId });
    },
    // Once the last save is answered, the server's list is the truth again.
    onSettled: () => {
      pending.current -= 1;
      if (pending.current === 0) setTicks({});
    },
  });
  const [open, setOpen] = useState(false);
  if (!usage.data || usage.data.answers.length === 0) return null;
  const answers = usage.data.answers.map((a) => ({
    ...a,
    details: a.details.map((d) => (d.text in ticks ? { ...d, must: ticks[d.text] } : d)),
  }));
  const { unused } = usage.data;
  const musts = answers.flatMap((a) => a.details.filter((d) => d.must).map((d) => d.text));
  const toggle = (detail: DetailUse) => {
    setTicks((t) => ({ ...t, [detail.text]: !detail.must }));
    pending.current += 1;
    save.mutate({ comicId, details: detail.must ? musts.filter((m) => m !== detail.text) : [...musts, detail.text] });
  };
  const missedMusts = answers.flatMap((a) => a.details).filter((d) => d.must && d.pages.length === 0).length;

  return (
    <section
      aria-labelledby="story-usage-heading"
      className="rounded-2xl border-3 border-ink bg-white p-5 shadow-comic sm:p-6"
    >
      <h2 id="story-usage-heading" className="font-display text-3xl tracking-wide">
        What We Used
      </h2>
      <p className="mt-1 text-lg">
        {unused === 0
          ? 'Every detail from your answers is in the story.'
          : `${unused} detail${unused === 1 ? ' is' : 's are'} not in the story yet.`}{' '}
        Tick the ones that must be in it, then rewrite the story.
      </p>
      {missedMusts > 0 ? (
        <p className="mt-2 rounded-lg border-2 border-ink bg-[#ffe9a8] px-3 py-2 font-bold">
          Rewrite the story to bring in what you ticked.
        </p>
      ) : null}
      <button
        type="button"
        className="mt-3 font-bold text-sky underline underline-offset-2"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide the details' : 'Show every detail and where it is'}
      </button>
      {open ? (
        <ul className="mt-4 flex flex-col gap-4">
          {answers.map((answer) => (
            <AnswerDetails key={answer.id} answer={answer} onToggle={toggle} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function AnswerDetails({ answer, onToggle }: { answer: AnswerUse; onToggle(detail: DetailUse): void }) {
  return (
    <li>
      <h3 className="font-bold">{QUESTION_LABELS[answer.id] ?? answer.question}</h3>
      <p className="text-sm text-ink/80">“{answer.answer}”</p>
      <ul
        className="mt-2 flex flex-wrap gap-2"
        aria-label={`Details of the ${QUESTION_LABELS[answer.id] ?? answer.id} answer`}
      >
        {answer.details.map((detail) => (
          <li key={detail.text}>
            <label
              className={
                `flex cursor-pointer items-center gap-2 rounded-full border-2 border-ink px-3 py-1 text-sm ` +
                `${detail.pages.length ? 'bg-[#e6f6f3]' : 'bg-[#ffe0d6]'}`
              }
            >
              <input
                type="checkbox"
                checked={detail.must}
                onChange={() => onToggle(detail)}
                aria-label={`${detail.text} must be in the story`}
              />
              <span className="font-bold">{detail.text}</span>
              <span className="text-ink/70">· {where(detail)}</span>
            </label>
          </li>
        ))}
      </ul>
    </li>
  );
}
