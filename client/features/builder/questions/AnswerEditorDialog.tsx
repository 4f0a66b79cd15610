// The answer editor (spec section 2): the question, its hint and a text box; 'Save answer' for a new
// answer, 'Save changes' for an edit; Save stays disabled while the trimmed text is empty.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { QuestionTemplate } from '../../../../shared/questions';
import { MAX_ANSWER_LENGTH } from '../../../../shared/limits';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  template: QuestionTemplate | null;
  initialAnswer: string;
  isEdit: boolean;
  onSave(answer: string): void;
}

export function AnswerEditorDialog({ open, onOpenChange, template, initialAnswer, isEdit, onSave }: Props) {
  const [text, setText] = useState(initialAnswer);
  const field = useRef<HTMLTextAreaElement>(null);
  // Each opening starts from the answer being edited (or empty for a new one), a new question too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: template?.id: another question opened over this one
  useEffect(() => {
    if (open) setText(initialAnswer);
  }, [open, initialAnswer, template?.id]);

  const trimmed = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSave(trimmed);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={template?.question ?? ''}
      description={template?.hint}
      initialFocus={field}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <label htmlFor="answer-text" className="sr-only">
          Your answer
        </label>
        <textarea
          id="answer-text"
          ref={field}
          rows={5}
          maxLength={MAX_ANSWER_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={template?.hint}
          className="w-full resize-y rounded-xl border-3 border-ink bg-white px-4 py-3 text-lg placeholder:text-ink/55"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmed}>
            {isEdit ? 'Save changes' : 'Save answer'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
