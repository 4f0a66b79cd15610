// What a "make a new comic" call to action does with the draft in progress (see NewComicLink). A module of
// its own so the landing page loads it, and the draft's validation (zod) with it, only when it is needed.
import type { Store } from './BookBuilderProvider';
import { bookBuilderAtom } from './draft';
import { resumePath } from './resumePath';

export { startOver } from './useStartOver';

export type NewComicChoice =
  /** Nothing finished yet: /create continues the draft and offers "Start over". */
  | { kind: 'continue' }
  /** The comic is saved in the library, which keeps it: a new comic simply starts afresh. */
  | { kind: 'start-afresh' }
  /** An unsaved comic with an idea: the visitor chooses between starting over and continuing it. */
  | { kind: 'ask'; title: string };

export function newComicChoice(store: Store): NewComicChoice {
  const draft = store.get(bookBuilderAtom);
  if (!draft.idea) return { kind: 'continue' };
  if (draft.savedComicId) return { kind: 'start-afresh' };
  return { kind: 'ask', title: draft.idea.title };
}

/**
 * Where "Continue my comic" goes: the furthest step the draft has reached.
 * @public NewComicLink calls it on the module it loads when needed, which Knip does not follow.
 */
export function resumePathOf(store: Store): string {
  return resumePath(store.get(bookBuilderAtom));
}
