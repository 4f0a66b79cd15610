// The answer editor (spec section 2): the question, its hint and a text box; 'Save answer' for a new
// answer, 'Save changes' for an edit; Save stays disabled while the trimmed text is empty.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { QuestionTemplate } from '../../../../shared/questions';
import { MAX_ANSWER_LENGTH } from '../../../../shared/limits';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { m } from '../../../lib/i18n';
import { shownQuestion } from './questionText';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  template: QuestionTemplate | null;
  /** The author the question asks about, by name. */
  author: string | null | undefined;
  initialAnswer: string;
  isEdit: boolean;
  onSave(answer: string): void;
}

export function AnswerEditorDialog({ open, onOpenChange, template, author, initialAnswer, isEdit, onSave }: Props) {
  const [text, setText] = useState(initialAnswer);
  const field = useRef<HTMLTextAreaElement>(null);
  // Each opening starts from the answer being edited (or empty for a new one), a new question too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: template?.id: another question opened over this one
  useEffect(() => {
    if (open) setText(initialAnswer);
  }, [open, initialAnswer, template?.id]);

  const trimmed = text.trim();
  const shown = template ? shownQuestion(template, author) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSave(trimmed);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={shown?.question ?? ''}
      description={shown?.hint}
      initialFocus={field}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <label htmlFor="answer-text" className="sr-only">
          {m.builder_your_answer()}
        </label>
        <textarea
          id="answer-text"
          ref={field}
          rows={5}
          maxLength={MAX_ANSWER_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={shown?.hint}
          className="w-full resize-y rounded-xl border-3 border-ink bg-white px-4 py-3 text-lg placeholder:text-ink/55"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {m.site_cancel()}
          </Button>
          <Button type="submit" disabled={!trimmed}>
            {isEdit ? m.builder_save_changes() : m.builder_save_answer()}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
