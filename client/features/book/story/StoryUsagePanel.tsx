// "What we used": every detail of the answers (names, pets, places, pastimes) and the story pages it is on,
// so the owner sees the book is about their person. A detail not in the story yet is flagged; the owner can
// mark details as musts, and the next rewrite of the story keeps them.
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import type { AnswerUse, DetailUse } from '../../../../shared/storyUsage';
import { m } from '../../../lib/i18n';

/** The questions' short names by id; a question the page does not know shows the server's wording. */
const QUESTION_LABELS: Record<string, () => string> = {
  job: () => m.library_usage_question_job(),
  family: () => m.library_usage_question_family(),
  friends: () => m.library_usage_question_friends(),
  hobbies: () => m.library_usage_question_hobbies(),
  dream: () => m.library_usage_question_dream(),
  genre: () => m.library_usage_question_genre(),
};

function where(detail: DetailUse): string {
  const count = detail.pages.length;
  if (count === 0) return m.library_usage_not_in_story();
  const pages = detail.pages.slice(0, 4).join(', ');
  return count > 4
    ? m.library_usage_on_pages_more({ pages, more: count - 4 })
    : m.library_usage_on_pages({ pages, count });
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
      toast.error(error.message || m.library_usage_save_failed());
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
        {m.library_usage_heading()}
      </h2>
      <p className="mt-1 text-lg">
        {unused === 0 ? m.library_usage_all_used() : m.library_usage_unused({ count: unused })} {m.library_usage_tick()}
      </p>
      {missedMusts > 0 ? (
        <p className="mt-2 rounded-lg border-2 border-ink bg-[#ffe9a8] px-3 py-2 font-bold">
          {m.library_usage_rewrite()}
        </p>
      ) : null}
      <button
        type="button"
        className="mt-3 font-bold text-sky underline underline-offset-2"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? m.library_usage_hide() : m.library_usage_show()}
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
  const name = QUESTION_LABELS[answer.id]?.();
  return (
    <li>
      <h3 className="font-bold">{name ?? answer.question}</h3>
      <p className="text-sm text-ink/80">{m.library_usage_answer_quoted({ answer: answer.answer })}</p>
      <ul
        className="mt-2 flex flex-wrap gap-2"
        aria-label={m.library_usage_details_label({ question: name ?? answer.id })}
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
                aria-label={m.library_usage_must_label({ detail: detail.text })}
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
