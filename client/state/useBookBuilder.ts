// The useBookBuilder hook: the draft and its actions (spec section 8). It throws outside its provider,
// which catches a missing provider at once.
import { useContext, useMemo } from 'react';
import { useAtom } from 'jotai';
import type { Answer, Character, Idea } from '../../shared/schemas';
import type { LanguageCode } from '../../shared/languages';
import type { ChosenAid } from '../../shared/heroAids';
import { BookBuilderContext } from './BookBuilderProvider';
import { bookBuilderAtom, type BookDraft } from './draft';
import { draftActions } from './draftActions';

export interface BookBuilder {
  draft: BookDraft;
  setType(type: string): void;
  setLanguage(language: LanguageCode): void;
  /** The site's language for a book that never chose one (the builder's first step calls it). */
  adoptLanguage(language: LanguageCode): void;
  setRightToLeft(rightToLeft: boolean): void;
  setAuthor(author: string): void;
  addAnswer(answer: Answer): void;
  updateAnswer(index: number, answer: Answer): void;
  removeAnswer(id: string): void;
  setIdea(idea: Idea | null): void;
  setCharacters(characters: Character[]): void;
  updateCharacter(id: string, patch: Partial<Omit<Character, 'id'>>): void;
  setMainCharacterPhoto(url: string | null): void;
  setHeroAids(aids: ChosenAid[]): void;
  setComicFrontPageUrl(url: string | null): void;
}

export function useBookBuilder(): BookBuilder {
  const store = useContext(BookBuilderContext);
  if (!store) throw new Error('useBookBuilder must be used within BookBuilderProvider');
  const [draft, setDraft] = useAtom(bookBuilderAtom, { store });
  const actions = useMemo(
    () => ({
      setType: (type: string) => setDraft((d) => draftActions.setType(d, type)),
      setLanguage: (language: LanguageCode) => setDraft((d) => draftActions.setLanguage(d, language)),
      adoptLanguage: (language: LanguageCode) => setDraft((d) => draftActions.adoptLanguage(d, language)),
      setRightToLeft: (rightToLeft: boolean) => setDraft((d) => draftActions.setRightToLeft(d, rightToLeft)),
      setAuthor: (author: string) => setDraft((d) => draftActions.setAuthor(d, author)),
      addAnswer: (answer: Answer) => setDraft((d) => draftActions.addAnswer(d, answer)),
      updateAnswer: (index: number, answer: Answer) => setDraft((d) => draftActions.updateAnswer(d, index, answer)),
      removeAnswer: (id: string) => setDraft((d) => draftActions.removeAnswer(d, id)),
      setIdea: (idea: Idea | null) => setDraft((d) => draftActions.setIdea(d, idea)),
      setCharacters: (characters: Character[]) => setDraft((d) => draftActions.setCharacters(d, characters)),
      updateCharacter: (id: string, patch: Partial<Omit<Character, 'id'>>) =>
        setDraft((d) => draftActions.updateCharacter(d, id, patch)),
      setMainCharacterPhoto: (url: string | null) => setDraft((d) => draftActions.setMainCharacterPhoto(d, url)),
      setHeroAids: (aids: ChosenAid[]) => setDraft((d) => draftActions.setHeroAids(d, aids)),
      setComicFrontPageUrl: (url: string | null) => setDraft((d) => draftActions.setComicFrontPageUrl(d, url)),
    }),
    [setDraft],
  );
  return useMemo(() => ({ draft, ...actions }), [draft, actions]);
}
