// Adding and removing the people of a saved comic (comics.addCharacter / comics.removeCharacter): the
// comic's details are fetched again after each change, so the Characters card shows what was saved.
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { m } from '../../../lib/i18n';

export function useCharacterChanges(comicId: string) {
  const utils = trpc.useUtils();
  const refresh = () => utils.comics.byId.invalidate({ id: comicId });
  const add = trpc.comics.addCharacter.useMutation({
    onSuccess: async (added) => {
      toast.success(m.library_person_added({ name: added.fullName }));
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error) ?? m.library_person_add_failed()),
  });
  const remove = trpc.comics.removeCharacter.useMutation({
    onSuccess: () => refresh(),
    onError: (error) => toast.error(errorMessage(error) ?? m.library_person_remove_failed()),
  });
  return { add, remove };
}
