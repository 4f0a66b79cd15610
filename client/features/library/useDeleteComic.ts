// Deleting a comic with the spec's toasts; the list refreshes so the card disappears (spec section 4).
import { useStore } from 'jotai';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { m } from '../../lib/i18n';
import { bookBuilderAtom } from '../../state/draft';
import { draftActions } from '../../state/draftActions';

export function useDeleteComic() {
  const utils = trpc.useUtils();
  const store = useStore();
  return trpc.comics.delete.useMutation({
    onSuccess: async ({ id }) => {
      store.set(bookBuilderAtom, (d) => draftActions.forgetDeletedComic(d, id));
      toast.success(m.library_deleted());
      await utils.comics.list.invalidate();
    },
    onError: () => {
      toast.error(m.library_delete_failed());
    },
  });
}
