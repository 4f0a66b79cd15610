// A comic's live gift links for its owner (gifts.list), making one (gifts.create: its address is shown
// once) and revoking one (gifts.revoke).
import { useState } from 'react';
import type { CreatedGiftLink } from '../../../shared/gifts';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

export function useGiftLinks(comicId: string | null) {
  const utils = trpc.useUtils();
  const list = trpc.gifts.list.useQuery({ comicId: comicId ?? '' }, { enabled: Boolean(comicId) });
  const create = trpc.gifts.create.useMutation();
  const revoke = trpc.gifts.revoke.useMutation();
  const [created, setCreated] = useState<CreatedGiftLink | null>(null);

  return {
    links: list.data ?? [],
    created,
    creating: create.isPending,
    async make(message: string, allowDownload: boolean): Promise<boolean> {
      if (!comicId) return false;
      try {
        setCreated(await create.mutateAsync({ comicId, message, allowDownload }));
        await utils.gifts.list.invalidate({ comicId });
        return true;
      } catch (error) {
        toast.error(`Failed to create the gift link: ${errorMessage(error) ?? 'Please try again'}`);
        return false;
      }
    },
    async revoke(id: string) {
      try {
        await revoke.mutateAsync({ id });
        if (created?.id === id) setCreated(null);
        toast.success('Gift link revoked: it no longer opens the comic.');
        await utils.gifts.list.invalidate();
      } catch (error) {
        toast.error(`Failed to revoke the gift link: ${errorMessage(error) ?? 'Please try again'}`);
      }
    },
  };
}
