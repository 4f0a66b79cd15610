// Per-visit flow state that is not part of the saved draft: the current idea set, and whether a cover
// generation or a save is running. Kept in the jotai store (not in components) so StrictMode's double
// effects, unmounts and remounts never start a second generation or save.
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { z } from 'zod';
import { ideaSchema, type Idea } from '../../shared/schemas';

export interface IdeaSet {
  /** What the ideas were generated from; a different author, type or answers means a new set is due. */
  signature: string;
  ideas: Idea[];
}

const ideaSetSchema = z.object({ signature: z.string(), ideas: z.array(ideaSchema).max(10) });
const sessionJson = createJSONStorage<IdeaSet | null>(() => sessionStorage);

/** The idea set of this tab, kept across reloads so going back and forth never regenerates needlessly. */
export const ideaSetAtom = atomWithStorage<IdeaSet | null>(
  'comicIdeas',
  null,
  {
    getItem(key, initial) {
      try {
        const parsed = ideaSetSchema.safeParse(sessionJson.getItem(key, initial));
        return parsed.success ? parsed.data : initial;
      } catch {
        return initial;
      }
    },
    setItem(key, value) {
      try {
        sessionJson.setItem(key, value);
      } catch {
        // Storage unavailable: the set still lives in memory.
      }
    },
    removeItem(key) {
      try {
        sessionJson.removeItem(key);
      } catch {
        // Same as above.
      }
    },
  },
  { getOnInit: true },
);

export type CoverStatus = 'idle' | 'generating' | 'failed';
export const coverStatusAtom = atom<CoverStatus>('idle');

export type SaveStatus = 'idle' | 'saving' | 'failed';
export const saveStatusAtom = atom<SaveStatus>('idle');
