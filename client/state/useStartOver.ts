// "Start over": clears the draft and this visit's flow state (idea set, cover and save status), so nothing
// of the previous comic reaches the next one. Work still running for the old draft finds a new draftId
// when it finishes and is dropped (see useCoverGeneration and useComicSave).
import { useCallback } from 'react';
import { useStore } from 'jotai';
import type { Store } from './BookBuilderProvider';
import { bookBuilderAtom } from './draft';
import { draftActions } from './draftActions';
import { coverStatusAtom, ideaSetAtom, saveStatusAtom } from './flowAtoms';

export function startOver(store: Store): void {
  store.set(bookBuilderAtom, draftActions.reset());
  store.set(ideaSetAtom, null);
  store.set(coverStatusAtom, 'idle');
  store.set(saveStatusAtom, 'idle');
}

export function useStartOver(): () => void {
  const store = useStore();
  return useCallback(() => startOver(store), [store]);
}
