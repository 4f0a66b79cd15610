// Provides the jotai store that holds the draft (and the per-visit flow state) and the useBookBuilder hook.
// The hook throws outside its provider (spec section 8), which catches a missing provider at once.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Provider, createStore, useAtom } from 'jotai';
import type { Answer, Character, Idea } from '../../shared/schemas';
import { bookBuilderAtom, type BookDraft } from './draft';
import { draftActions } from './draftActions';

type Store = ReturnType<typeof createStore>;
const BookBuilderContext = createContext<Store | null>(null);

export function BookBuilderProvider({ children, store }: { children: ReactNode; store?: Store }) {
  const [ownStore] = useState(() => store ?? createStore());
  return (
    <BookBuilderContext.Provider value={ownStore}>
      <Provider store={ownStore}>{children}</Provider>
    </BookBuilderContext.Provider>
  );
}

export interface BookBuilder {
  draft: BookDraft;
  setType(type: string): void;
  setAuthor(author: string): void;
  addAnswer(answer: Answer): void;
  updateAnswer(index: number, answer: Answer): void;
  removeAnswer(id: string): void;
  setIdea(idea: Idea | null): void;
  setCharacters(characters: Character[]): void;
  updateCharacter(id: string, patch: Partial<Omit<Character, 'id'>>): void;
  setMainCharacterPhoto(url: string | null): void;
  setComicFrontPageUrl(url: string | null): void;
}

export function useBookBuilder(): BookBuilder {
  const store = useContext(BookBuilderContext);
  if (!store) throw new Error('useBookBuilder must be used within BookBuilderProvider');
  const [draft, setDraft] = useAtom(bookBuilderAtom, { store });
  const actions = useMemo(
    () => ({
      setType: (type: string) => setDraft((d) => draftActions.setType(d, type)),
      setAuthor: (author: string) => setDraft((d) => draftActions.setAuthor(d, author)),
      addAnswer: (answer: Answer) => setDraft((d) => draftActions.addAnswer(d, answer)),
      updateAnswer: (index: number, answer: Answer) => setDraft((d) => draftActions.updateAnswer(d, index, answer)),
      removeAnswer: (id: string) => setDraft((d) => draftActions.removeAnswer(d, id)),
      setIdea: (idea: Idea | null) => setDraft((d) => draftActions.setIdea(d, idea)),
      setCharacters: (characters: Character[]) => setDraft((d) => draftActions.setCharacters(d, characters)),
      updateCharacter: (id: string, patch: Partial<Omit<Character, 'id'>>) =>
        setDraft((d) => draftActions.updateCharacter(d, id, patch)),
      setMainCharacterPhoto: (url: string | null) => setDraft((d) => draftActions.setMainCharacterPhoto(d, url)),
      setComicFrontPageUrl: (url: string | null) => setDraft((d) => draftActions.setComicFrontPageUrl(d, url)),
    }),
    [setDraft],
  );
  return useMemo(() => ({ draft, ...actions }), [draft, actions]);
}
