// Saving the draft as a comic (spec sections 4 and 8): once per comic, the id remembered in the draft.
// The running state is in the jotai store, so the auto-save and the button never save twice.
import { useCallback } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from '../../lib/toast';
import { track } from '../../lib/analytics';
import { trpc } from '../../lib/trpc';
import { bookBuilderAtom, draftForServer, isSameComic } from '../../state/draft';
import { draftActions } from '../../state/draftActions';
import { saveStatusAtom } from '../../state/flowAtoms';
import { m } from '../../lib/i18n';

export function useComicSave() {
  const store = useStore();
  const utils = trpc.useUtils();
  const status = useAtomValue(saveStatusAtom);

  /** The saved comic's id (saving first if needed), or null when saving failed or is already running. */
  const save = useCallback(async (): Promise<string | null> => {
    const draft = store.get(bookBuilderAtom);
    if (draft.savedComicId) return draft.savedComicId;
    if (store.get(saveStatusAtom) === 'saving' || !draft.idea) return null;
    store.set(saveStatusAtom, 'saving');
    try {
      const { id } = await utils.client.comics.save.mutate({ draft: draftForServer(draft) });
      // Only the draft that was saved remembers the id: after a start-over the new draft is not this comic.
      store.set(bookBuilderAtom, (d) => (isSameComic(draft, d) ? draftActions.setSavedComicId(d, id) : d));
      store.set(saveStatusAtom, 'idle');
      toast.success(m.builder_comic_saved());
      track('comic_saved', { comic_id: id, comic_title: draft.idea.title, comic_type: draft.type });
      void utils.comics.list.invalidate();
      return id;
    } catch {
      // 'failed' stops the automatic save from retrying in a loop; the button can still retry.
      store.set(saveStatusAtom, 'failed');
      toast.error(m.builder_comic_save_failed());
      return null;
    }
  }, [store, utils]);

  const resetFailure = useCallback(() => {
    if (store.get(saveStatusAtom) === 'failed') store.set(saveStatusAtom, 'idle');
  }, [store]);

  return { status, save, resetFailure };
}
