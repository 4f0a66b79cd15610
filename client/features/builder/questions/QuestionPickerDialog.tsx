// The question picker (spec section 2): the six templates, already answered ones badged 'Answered'.
import { useState } from 'react';
import { Check, ChevronRight } from 'lucide-react';
import { QUESTION_FILTERS, type QuestionTemplate } from '../../../../shared/questions';
import { Modal } from '../../../components/ui/Modal';
import { Badge } from '../../../components/ui/Badge';
import { m } from '../../../lib/i18n';
import { shownQuestion } from './questionText';

type FilterKey = keyof typeof QUESTION_FILTERS;

/** The spec's question categories (section 3), offered as quick filters in the picker, in this order. */
const FILTERS: { key: FilterKey; label(): string }[] = [
  { key: 'all', label: m.builder_filter_all },
  { key: 'gift', label: m.builder_filter_gift },
  { key: 'kids', label: m.builder_filter_kids },
  { key: 'classroom', label: m.builder_filter_classroom },
  { key: 'creator', label: m.builder_filter_creator },
];

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  templates: QuestionTemplate[];
  /** The author the questions ask about, by name. */
  author: string | null | undefined;
  answeredIds: ReadonlySet<string>;
  onChoose(template: QuestionTemplate): void;
  restoreFocus: boolean;
}

export function QuestionPickerDialog(props: Props) {
  const { open, onOpenChange, templates, author, answeredIds, onChoose, restoreFocus } = props;
  const [filter, setFilter] = useState<FilterKey>('all');
  const shown = templates.filter((t) => (QUESTION_FILTERS[filter] as readonly string[]).includes(t.id));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      restoreFocus={restoreFocus}
      title={m.builder_picker_title()}
      description={m.builder_picker_description()}
    >
      <fieldset aria-label={m.builder_picker_filters()} className="mb-3 flex min-w-0 flex-wrap gap-1.5">
        {FILTERS.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
            className={`cursor-pointer rounded-full border-2 border-ink px-3 py-0.5 text-sm font-bold ${
              filter === key ? 'bg-ink text-paper' : 'bg-white hover:bg-zap/50'
            }`}
          >
            {label()}
          </button>
        ))}
      </fieldset>
      <ul
        className="-mx-1 flex max-h-[60vh] flex-col gap-3 overflow-y-auto px-1 py-1"
        aria-label={m.builder_picker_questions()}
      >
        {shown.map((template) => {
          const answered = answeredIds.has(template.id);
          const text = shownQuestion(template, author);
          return (
            <li key={template.id}>
              <button
                type="button"
                onClick={() => onChoose(template)}
                className={
                  'group flex w-full cursor-pointer items-center gap-3 rounded-xl border-3 border-ink bg-white ' +
                  'p-3 text-left shadow-comic-sm transition-colors hover:bg-zap/50 sm:p-4'
                }
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-lg font-bold leading-snug">{text.question}</span>
                  <span className="mt-0.5 block text-ink/75">{text.hint}</span>
                  {answered ? (
                    <Badge tone="mint" className="mt-2">
                      <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                      {m.builder_answered()}
                    </Badge>
                  ) : null}
                </span>
                <ChevronRight
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-hover:translate-x-0.5"
                />
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
