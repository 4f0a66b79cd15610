// "The dedication": the words on the page after the title, in the giver's words or the writer's. Suggestions
// written from the answers fill the field to start from; the giver signs as they sign ("With love, Oisín").
// Saved, the dedication page is drawn again at once (book.setDedication); the words stay when the story is
// written again. While the book is being drawn it waits: the pages were set out with the words they started with.
import { useId, useState } from 'react';
import { PenLine, RotateCcw } from 'lucide-react';
import { DEDICATION_MAX, DEDICATION_SIGNATURE_MAX, type DedicationView } from '../../../../shared/book';
import { Button } from '../../../components/ui/Button';
import { useSession } from '../../../hooks/useSession';
import { errorMessage } from '../../../lib/errors';
import { m } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

interface Props {
  comicId: string;
  dedication: DedicationView;
  /** The book is being drawn: the dedication waits until it is. */
  drawing: boolean;
  /** The dedication page is drawn (saving draws it again). */
  drawn: boolean;
  /** Said above the form in place of the usual heading and line (the order page asks who the book is from). */
  framing?: { heading: string; intro: string };
  /** After a save: the order page asks for its quote again (the book is prepared for print with the new page). */
  onSaved?(): void;
}

export function DedicationPanel({ comicId, dedication, drawing, drawn, framing, onSaved }: Props) {
  const utils = trpc.useUtils();
  // An unsigned dedication is offered a signature with the account's name ("With love, Oisín"), one click away.
  const signedAs = defaultSignature(useSession().user?.name);
  const save = trpc.book.setDedication.useMutation();
  // Asked once per form (a new story mounts a new one): the page polls book.get, not these.
  const suggestions =
    trpc.book.dedicationSuggestions.useQuery(
      { comicId },
      { staleTime: Number.POSITIVE_INFINITY, refetchOnMount: 'always', refetchOnWindowFocus: false },
    ).data ?? [];
  const [text, setText] = useState(dedication.text);
  const [signature, setSignature] = useState(dedication.signature);
  const ids = { heading: useId(), text: useId(), count: useId(), signature: useId(), wait: useId() };
  const changed = text.trim() !== dedication.text || signature.trim() !== dedication.signature;

  const send = async (words: { text: string; signature: string }) => {
    try {
      const saved = await save.mutateAsync({ comicId, ...words });
      setText(saved.text);
      setSignature(saved.signature);
      toast.success(drawn ? m.library_dedication_saved_drawn() : m.library_dedication_saved());
      await utils.book.get.invalidate({ comicId });
      void utils.scripts.get.invalidate({ comicId });
      onSaved?.();
    } catch (error) {
      toast.error(m.library_dedication_failed({ reason: errorMessage(error) ?? m.library_please_try_again() }));
    }
  };

  return (
    <section aria-labelledby={ids.heading} className="rounded-2xl border-3 border-ink bg-white p-5 shadow-comic sm:p-6">
      <h2 id={ids.heading} className="font-display text-3xl tracking-wide">
        {framing?.heading ?? m.library_dedication_heading()}
      </h2>
      <p className="mt-1 text-lg">{framing?.intro ?? m.library_dedication_intro()}</p>
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send({ text: text.trim(), signature: signature.trim() });
        }}
      >
        {suggestions.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="font-bold">{m.library_dedication_suggestions()}</legend>
            {suggestions.map((line) => (
              <button
                key={line}
                type="button"
                aria-pressed={text.trim() === line}
                onClick={() => setText(line)}
                className={
                  'rounded-xl border-2 border-ink px-3 py-2 text-left break-words ' +
                  (text.trim() === line ? 'bg-zap' : 'bg-paper hover:bg-[#fff3c4]')
                }
              >
                {line}
              </button>
            ))}
          </fieldset>
        ) : null}
        <label htmlFor={ids.text} className="font-bold">
          {m.library_dedication_label()}
        </label>
        <textarea
          id={ids.text}
          value={text}
          maxLength={DEDICATION_MAX}
          rows={3}
          aria-describedby={`${ids.count}${drawing ? ` ${ids.wait}` : ''}`}
          onChange={(event) => setText(event.target.value)}
          className="rounded-xl border-2 border-ink bg-white px-3 py-2"
        />
        <p id={ids.count} className="-mt-2 text-right text-sm text-ink/75">
          {m.library_dedication_count({ count: text.length, max: DEDICATION_MAX })}
        </p>
        <label htmlFor={ids.signature} className="font-bold">
          {m.library_dedication_signed()}
        </label>
        <input
          id={ids.signature}
          value={signature}
          maxLength={DEDICATION_SIGNATURE_MAX}
          placeholder={m.library_dedication_signed_placeholder()}
          onChange={(event) => setSignature(event.target.value)}
          className="rounded-xl border-2 border-ink bg-white px-3 py-2"
        />
        {signedAs && !signature.trim() ? (
          <Button variant="secondary" size="sm" className="-mt-1 self-start" onClick={() => setSignature(signedAs)}>
            {m.library_dedication_sign_as({ signature: signedAs })}
          </Button>
        ) : null}
        {drawing ? (
          <p id={ids.wait} className="font-bold">
            {m.library_dedication_wait()}
          </p>
        ) : null}
        <Button type="submit" full disabled={drawing || save.isPending || !changed || !text.trim()}>
          <PenLine aria-hidden="true" className="size-5" />
          {m.library_dedication_save()}
        </Button>
        {dedication.own ? (
          <Button
            variant="secondary"
            full
            disabled={drawing || save.isPending}
            onClick={() => void send({ text: '', signature: '' })}
          >
            <RotateCcw aria-hidden="true" className="size-5" />
            {m.library_dedication_use_ours()}
          </Button>
        ) : null}
      </form>
    </section>
  );
}

/** "With love, Oisín" in the site's language, or the first name alone when the whole is too long; none without. */
function defaultSignature(name: string | null | undefined): string | undefined {
  const whole = name?.trim();
  if (!whole) return undefined;
  for (const signed of [whole, whole.split(/\s+/)[0]]) {
    const line = m.library_dedication_signed_default({ name: signed });
    if (line.length <= DEDICATION_SIGNATURE_MAX) return line;
  }
  return undefined;
}
