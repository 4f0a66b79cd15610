// Per-visit flow state that is not part of the saved draft: the current idea set, and whether a cover
// generation or a save is running. Kept in the jotai store (not in components) so StrictMode's double
// effects, unmounts and remounts never start a second generation or save.
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { z } from 'zod';
import { ideaSchema, type Idea } from '../../shared/schemas';
import { safeJsonStorage } from './safeJsonStorage';

export interface IdeaSet {
  /** What the ideas were generated from; a different author, type or answers means a new set is due. */
  signature: string;
  ideas: Idea[];
}

const ideaSetSchema = z.object({ signature: z.string(), ideas: z.array(ideaSchema).max(10) });
const ideaSetStorage = safeJsonStorage<IdeaSet | null>(
  () => sessionStorage,
  (value) => {
    const parsed = ideaSetSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
);

/** The idea set of this tab, kept across reloads so going back and forth never regenerates needlessly. */
export const ideaSetAtom = atomWithStorage<IdeaSet | null>('comicIdeas', null, ideaSetStorage, { getOnInit: true });

export type CoverStatus = 'idle' | 'generating' | 'failed';
export const coverStatusAtom = atom<CoverStatus>('idle');

export type SaveStatus = 'idle' | 'saving' | 'failed';
export const saveStatusAtom = atom<SaveStatus>('idle');
