// The answered questions on /questions, each with edit and remove buttons.
import { Pencil, Trash2 } from 'lucide-react';
import type { Answer } from '../../../../shared/schemas';
import { IconButton } from '../../../components/ui/IconButton';
import { TooltipGroup } from '../../../components/ui/Tooltip';
import { m } from '../../../lib/i18n';
import { answeredQuestion } from './questionText';

interface Props {
  answers: Answer[];
  /** The author the questions ask about, by name. */
  author: string | null | undefined;
  onEdit(index: number): void;
  onRemove(answer: Answer): void;
}

export function AnswerList({ answers, author, onEdit, onRemove }: Props) {
  return (
    <TooltipGroup>
      <ol className="flex flex-col gap-4" aria-label={m.builder_your_answers()}>
        {answers.map((answer, index) => (
          <li key={answer.id} className="comic-panel flex items-start gap-3 p-4 sm:p-5">
            <span
              aria-hidden="true"
              className={
                'grid size-9 shrink-0 place-items-center rounded-full border-2 ' +
                'border-ink bg-zap font-display text-lg'
              }
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-bold text-ink/75">{answeredQuestion(answer, author)}</h3>
              <p className="mt-1 text-lg break-words whitespace-pre-line">{answer.answer}</p>
            </div>
            <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
              <IconButton label={m.builder_edit_answer()} onClick={() => onEdit(index)}>
                <Pencil aria-hidden="true" className="size-4.5" />
              </IconButton>
              <IconButton label={m.builder_remove_answer()} tone="danger" onClick={() => onRemove(answer)}>
                <Trash2 aria-hidden="true" className="size-4.5" />
              </IconButton>
            </div>
          </li>
        ))}
      </ol>
    </TooltipGroup>
  );
}
