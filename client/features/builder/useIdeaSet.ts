// The /ideas data: the current set of three ideas, generated once per author/type/answers combination.
// Regenerating clears the chosen idea unless a new idea has the same title (spec section 4).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { toast } from '../../lib/toast';
import { isBookType } from '../../../shared/bookTypes';
import type { Idea } from '../../../shared/schemas';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useBookBuilder } from '../../state/useBookBuilder';
import { ideaSetAtom } from '../../state/flowAtoms';
import { m } from '../../lib/i18n';

export function useIdeaSet(enabled: boolean) {
  const { draft, setIdea } = useBookBuilder();
  const [ideaSet, setIdeaSet] = useAtom(ideaSetAtom);
  const [failed, setFailed] = useState(false);
  const generate = trpc.ideas.generate.useMutation();
  const { mutateAsync: generateIdeas } = generate;
  const signature = JSON.stringify([
    draft.author,
    draft.type,
    draft.language,
    draft.answers.map((a) => [a.id, a.answer]),
  ]);
  const ideas = ideaSet?.signature === signature ? ideaSet.ideas : null;
  // Remembers which inputs already have a request, so StrictMode's second effect does not send another.
  const requestedFor = useRef<string | null>(null);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  const run = useCallback(
    async (regenerate: boolean) => {
      const current = draftRef.current;
      if (!isBookType(current.type)) return;
      setFailed(false);
      try {
        const result = await generateIdeas({
          author: current.author ?? '',
          type: current.type,
          language: current.language,
          answers: current.answers.map(({ id, answer }) => ({ id, answer })),
        });
        setIdeaSet({ signature, ideas: keepChosen(result.ideas, draftRef.current.idea ?? null, regenerate, setIdea) });
      } catch (error) {
        setFailed(true);
        toast.error(errorMessage(error) ?? m.builder_ideas_failed());
      }
    },
    // `generateIdeas` is stable; the signature decides which set the answer belongs to.
    [signature, setIdeaSet, setIdea, generateIdeas],
  );

  useEffect(() => {
    if (!enabled || ideas || requestedFor.current === signature) return;
    requestedFor.current = signature;
    void run(false);
  }, [enabled, ideas, signature, run]);

  return { ideas, isGenerating: generate.isPending, failed, regenerate: () => run(true) };
}

/** Applies the selection rule to a fresh set and returns the set to show. */
function keepChosen(
  fresh: Idea[],
  chosen: Idea | null,
  regenerate: boolean,
  setIdea: (idea: Idea | null) => void,
): Idea[] {
  if (!chosen) return fresh;
  const sameTitle = fresh.find((idea) => idea.title === chosen.title);
  if (sameTitle) {
    setIdea(sameTitle);
    return fresh;
  }
  if (regenerate) {
    setIdea(null);
    return fresh;
  }
  // First set of this visit while an idea is already chosen (e.g. a new tab): keep the pick on screen.
  return [chosen, ...fresh.slice(0, fresh.length - 1)];
}
