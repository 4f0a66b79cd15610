// Cover generation for /generate (spec sections 2, 4, 8). Its status lives in the jotai store, not in the
// component, so StrictMode's double effects and remounts never start a second generation.
import { useCallback, useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from '../lib/toast';
import { track } from '../lib/analytics';
import { errorMessage } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { bookBuilderAtom, draftForServer, isSameComic } from '../state/draft';
import { draftActions } from '../state/draftActions';
import { coverStatusAtom } from '../state/flowAtoms';

export const NO_IMAGE_URL_MESSAGE = 'No image URL returned from generation';

export function useCoverGeneration() {
  const store = useStore();
  const utils = trpc.useUtils();
  const status = useAtomValue(coverStatusAtom);

  /** A cover made after the comic was saved replaces the saved one, so the library shows the latest. */
  const updateSavedCover = useCallback(
    async (id: string | null | undefined, comicFrontPageUrl: string) => {
      if (!id) return;
      try {
        await utils.client.comics.setCover.mutate({ id, comicFrontPageUrl });
        await utils.comics.invalidate();
      } catch (error) {
        // Signed out since, or the comic was deleted: the draft still has the cover, nothing to tell.
        console.warn('could not update the saved comic cover', error);
      }
    },
    [utils],
  );

  /** Resolves true when a new cover was stored. A blank note counts as no note. */
  const generate = useCallback(
    async (note?: string): Promise<boolean> => {
      const draft = store.get(bookBuilderAtom);
      // Needs both a photo and an idea, else silently does nothing (spec section 5).
      if (store.get(coverStatusAtom) === 'generating' || !draft.mainCharacterPhoto || !draft.idea) return false;
      store.set(coverStatusAtom, 'generating');
      const userComment = note?.trim() || undefined;
      toast.info('Generating comic front page...');
      try {
        const result = await utils.client.cover.generate.mutate({ draft: draftForServer(draft), userComment });
        if (!result?.imageUrl) throw new Error(NO_IMAGE_URL_MESSAGE);
        store.set(coverStatusAtom, 'idle');
        // Started over (or picked another idea or photo) meanwhile: this cover belongs to a comic that is gone.
        if (!isSameComic(draft, store.get(bookBuilderAtom))) return false;
        store.set(bookBuilderAtom, (d) => draftActions.setComicFrontPageUrl(d, result.imageUrl));
        void updateSavedCover(store.get(bookBuilderAtom).savedComicId, result.imageUrl);
        toast.success('Comic front page generated!');
        track('comic_front_page_generated', {
          title: draft.idea.title,
          type: draft.type,
          has_user_comment: Boolean(userComment),
        });
        return true;
      } catch (error) {
        if (!isSameComic(draft, store.get(bookBuilderAtom))) {
          store.set(coverStatusAtom, 'idle');
          return false;
        }
        store.set(coverStatusAtom, 'failed');
        toast.error(`Failed to generate comic front page: ${errorMessage(error) ?? 'Please try again'}`);
        return false;
      }
    },
    [store, utils, updateSavedCover],
  );

  // On entering the page: a photo but no cover, and nothing running, starts a generation.
  useEffect(() => {
    const draft = store.get(bookBuilderAtom);
    if (draft.mainCharacterPhoto && !draft.comicFrontPageUrl && store.get(coverStatusAtom) !== 'generating') {
      void generate();
    }
  }, [store, generate]);

  return { status, generate };
}
