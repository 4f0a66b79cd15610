// /questions: answer the six question templates (spec section 2). Modal states: closed, picker, editor.
import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { useLocation } from 'wouter';
import { StepLayout } from '../components/layout/StepLayout';
import { StepRedirect } from '../components/layout/StepRedirect';
import { AnswerEditorDialog } from '../features/builder/questions/AnswerEditorDialog';
import { AnswerList } from '../features/builder/questions/AnswerList';
import { QuestionPickerDialog } from '../features/builder/questions/QuestionPickerDialog';
import { Button } from '../components/ui/Button';
import { ConfirmDialog } from '../components/ui/ConfirmDialog';
import { track } from '../lib/analytics';
import { usePageMeta } from '../lib/pageMeta';
import { useBookBuilder } from '../state/useBookBuilder';
import { redirectFor } from '../state/flowGuards';
import { questionTemplates, type QuestionTemplate } from '../../shared/questions';
import type { Answer } from '../../shared/schemas';
import { m } from '../lib/i18n';

type ModalState =
  | { kind: 'closed' }
  | { kind: 'picker' }
  | { kind: 'editor'; template: QuestionTemplate; index: number | null };

export default function QuestionsPage() {
  usePageMeta({ title: m.builder_questions_title(), description: m.builder_questions_description() });
  const { draft, addAnswer, updateAnswer, removeAnswer } = useBookBuilder();
  const [, navigate] = useLocation();
  const [modal, setModal] = useState<ModalState>({ kind: 'closed' });
  const [removing, setRemoving] = useState<Answer | null>(null);
  const templates = useMemo(() => questionTemplates(draft.author), [draft.author]);
  const answeredIds = useMemo(() => new Set(draft.answers.map((a) => a.id)), [draft.answers]);

  const redirect = redirectFor('questions', draft);
  if (redirect) return <StepRedirect to={redirect} />;

  const openEditorFor = (index: number, source?: 'question_picker') => {
    const answer = draft.answers[index];
    const template = templates.find((t) => t.id === answer.id) ?? {
      id: answer.id,
      question: answer.question,
      hint: answer.hint,
    };
    track('open_edit_answer_modal', { id: answer.id, index, ...(source ? { source } : {}) });
    setModal({ kind: 'editor', template: template as QuestionTemplate, index });
  };

  const choose = (template: QuestionTemplate) => {
    const index = draft.answers.findIndex((a) => a.id === template.id);
    // An answered question opens for editing with its current text: each id is answered at most once.
    if (index !== -1) openEditorFor(index, 'question_picker');
    else setModal({ kind: 'editor', template, index: null });
  };

  // What is saved is the English template (shared/questions.ts): the server prints it on the book's answers
  // page and the library shows it. The dialogs and the list show it in the page's language (questionText.ts).
  const save = (text: string) => {
    if (modal.kind !== 'editor') return;
    const { template, index } = modal;
    const answer: Answer = { id: template.id, question: template.question, hint: template.hint, answer: text };
    if (index === null) {
      addAnswer(answer);
      track('save_answer', { id: template.id });
    } else {
      updateAnswer(index, answer);
      track('update_answer', { id: template.id, index });
    }
    setModal({ kind: 'closed' });
  };

  const editing = modal.kind === 'editor' ? modal : null;
  const author = draft.author ?? m.builder_the_author();

  return (
    <StepLayout
      progress={65}
      back="/author"
      title={m.builder_questions_heading()}
      subtitle={m.builder_questions_subtitle({ author })}
    >
      <div className="flex flex-col gap-6">
        <p className="-mb-2 text-center font-bold text-ink/80" aria-live="polite">
          {m.builder_questions_answered({ answered: answeredIds.size, total: templates.length })}
        </p>
        {draft.answers.length > 0 ? (
          <AnswerList
            answers={draft.answers}
            author={draft.author}
            onEdit={(index) => openEditorFor(index)}
            onRemove={setRemoving}
          />
        ) : (
          <div className="rounded-2xl border-3 border-dashed border-ink/50 bg-white/60 p-8 text-center">
            <p className="font-display text-2xl tracking-wide">{m.builder_no_answers()}</p>
            <p className="mt-1 text-ink/75">{m.builder_no_answers_hint()}</p>
          </div>
        )}
        <Button
          variant="secondary"
          size="lg"
          full
          onClick={() => {
            track('open_question_modal');
            setModal({ kind: 'picker' });
          }}
        >
          <Plus aria-hidden="true" className="size-6" strokeWidth={3} />
          {m.builder_add_answer()}
        </Button>
        <Button size="lg" full disabled={draft.answers.length === 0} onClick={() => navigate('/ideas')}>
          {m.builder_continue()}
        </Button>
      </div>

      <QuestionPickerDialog
        open={modal.kind === 'picker'}
        onOpenChange={(open) => setModal(open ? { kind: 'picker' } : { kind: 'closed' })}
        templates={templates}
        author={draft.author}
        answeredIds={answeredIds}
        onChoose={choose}
        restoreFocus={modal.kind !== 'editor'}
      />
      <AnswerEditorDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setModal({ kind: 'closed' })}
        template={editing?.template ?? null}
        author={draft.author}
        initialAnswer={editing?.index != null ? (draft.answers[editing.index]?.answer ?? '') : ''}
        isEdit={editing?.index != null}
        onSave={save}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={m.builder_remove_answer_title()}
        description={m.builder_remove_answer_description()}
        confirmLabel={m.builder_remove()}
        onConfirm={() => {
          if (!removing) return;
          removeAnswer(removing.id);
          track('remove_answer', { id: removing.id });
          setRemoving(null);
        }}
      />
    </StepLayout>
  );
}
