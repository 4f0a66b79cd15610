// Deleting a comic with the spec's toasts; the list refreshes so the card disappears (spec section 4).
import { toast } from 'sonner';
import { trpc } from '../lib/trpc';

export function useDeleteComic() {
  const utils = trpc.useUtils();
  return trpc.comics.delete.useMutation({
    onSuccess: async () => {
      toast.success('Success: Comic deleted successfully.');
      await utils.comics.list.invalidate();
    },
    onError: () => {
      toast.error('Error: Failed to delete comic. Please try again.');
    },
  });
}
