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

type ModalState =
  | { kind: 'closed' }
  | { kind: 'picker' }
  | { kind: 'editor'; template: QuestionTemplate; index: number | null };

export default function QuestionsPage() {
  usePageMeta({ title: 'Answer questions', description: 'Tell us about the author so the story is all about them.' });
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
  const author = draft.author ?? 'the author';

  return (
    <StepLayout
      progress={65}
      back="/author"
      title="Let's get to know the author"
      subtitle={`Answer a few questions about ${author}. The funnier the details, the better the comic.`}
    >
      <div className="flex flex-col gap-6">
        <p className="-mb-2 text-center font-bold text-ink/80" aria-live="polite">
          {answeredIds.size} of {templates.length} questions answered
        </p>
        {draft.answers.length > 0 ? (
          <AnswerList answers={draft.answers} onEdit={(index) => openEditorFor(index)} onRemove={setRemoving} />
        ) : (
          <div className="rounded-2xl border-3 border-dashed border-ink/50 bg-white/60 p-8 text-center">
            <p className="font-display text-2xl tracking-wide">No answers yet</p>
            <p className="mt-1 text-ink/75">Add your first answer to start the story.</p>
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
          Add answer
        </Button>
        <Button size="lg" full disabled={draft.answers.length === 0} onClick={() => navigate('/ideas')}>
          Continue
        </Button>
      </div>

      <QuestionPickerDialog
        open={modal.kind === 'picker'}
        onOpenChange={(open) => setModal(open ? { kind: 'picker' } : { kind: 'closed' })}
        templates={templates}
        answeredIds={answeredIds}
        onChoose={choose}
        restoreFocus={modal.kind !== 'editor'}
      />
      <AnswerEditorDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setModal({ kind: 'closed' })}
        template={editing?.template ?? null}
        initialAnswer={editing?.index != null ? (draft.answers[editing.index]?.answer ?? '') : ''}
        isEdit={editing?.index != null}
        onSave={save}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove answer?"
        description="Are you sure you want to remove this answer? This action cannot be undone."
        confirmLabel="Remove"
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
