// Adding and removing the people of a saved comic (comics.addCharacter / comics.removeCharacter): the
// comic's details are fetched again after each change, so the Characters card shows what was saved.
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

export function useCharacterChanges(comicId: string) {
  const utils = trpc.useUtils();
  const refresh = () => utils.comics.byId.invalidate({ id: comicId });
  const add = trpc.comics.addCharacter.useMutation({
    onSuccess: async (added) => {
      toast.success(`${added.fullName} was added to the characters.`);
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error) ?? 'The person could not be added. Please try again.'),
  });
  const remove = trpc.comics.removeCharacter.useMutation({
    onSuccess: () => refresh(),
    onError: (error) => toast.error(errorMessage(error) ?? 'The person could not be removed. Please try again.'),
  });
  return { add, remove };
}
