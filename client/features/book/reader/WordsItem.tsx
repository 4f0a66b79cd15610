// One caption or balloon of a page, editable: its label ("Panel 2 · Speech — Maria"), its words with a
// counter against the limit the letterer can fit (120 for balloons, 200 for captions), and Save.
import { useId, useState, type FormEvent } from 'react';
import { MAX_BALLOON_TEXT, MAX_CAPTION_TEXT, type PageWords } from '../../../../shared/book';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { m } from '../../../lib/i18n';

const KIND_LABEL: Record<PageWords['kind'], () => string> = {
  caption: () => m.library_words_caption(),
  speech: () => m.library_words_speech(),
  thought: () => m.library_words_thought(),
  shout: () => m.library_words_shout(),
  whisper: () => m.library_words_whisper(),
};

export function wordsLabel(words: PageWords): string {
  // Panels are counted from 0 in the ids, from 1 for people.
  const label = { panel: words.panel + 1, kind: KIND_LABEL[words.kind]() };
  return words.speaker
    ? m.library_words_label_speaker({ ...label, speaker: words.speaker })
    : m.library_words_label(label);
}

interface Props {
  words: PageWords;
  /** What the field is called (wordsLabel, numbered if the page has two alike). */
  label: string;
  saving: boolean;
  /** Resolves true when the words were saved. */
  onSave(text: string): Promise<boolean>;
}

export function WordsItem({ words, label, saving, onSave }: Props) {
  const id = useId();
  const [text, setText] = useState(words.text);
  const limit = words.kind === 'caption' ? MAX_CAPTION_TEXT : MAX_BALLOON_TEXT;
  const trimmed = text.trim();
  const changed = trimmed !== words.text;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || !trimmed || saving) return;
    void onSave(trimmed);
  };

  return (
    <li className="rounded-xl border-2 border-ink bg-paper p-3">
      <form onSubmit={submit}>
        <label htmlFor={`${id}-text`} className="font-bold">
          {label}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          maxLength={limit}
          rows={words.kind === 'caption' ? 3 : 2}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-count`}
          className="mt-1 block w-full resize-y rounded-lg border-2 border-ink bg-white px-3 py-2 text-lg leading-snug"
        />
        <div className="mt-2 flex items-center justify-between gap-3">
          <span id={`${id}-count`} className="text-sm font-bold text-ink/75 tabular-nums">
            {text.length}/{limit}
            <span className="sr-only"> {m.library_words_characters()}</span>
          </span>
          <Button
            type="submit"
            size="sm"
            disabled={!changed || !trimmed || saving}
            aria-label={m.library_words_save_label({ label })}
          >
            {saving ? <Spinner className="size-4" /> : null}
            {m.library_words_save()}
          </Button>
        </div>
      </form>
    </li>
  );
}
