// A comic's live gift links for its owner (gifts.list), making one (gifts.create: its address is shown
// once) and revoking one (gifts.revoke).
import { useState } from 'react';
import type { CreatedGiftLink, GiftOpeningInput } from '../../../shared/gifts';
import { errorMessage, zodIssues } from '../../lib/errors';
import { m } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { nextGiftPoll } from './giftPoll';

export function useGiftLinks(comicId: string | null) {
  const utils = trpc.useUtils();
  const list = trpc.gifts.list.useQuery(
    { comicId: comicId ?? '' },
    {
      enabled: Boolean(comicId),
      refetchInterval: (query) => nextGiftPoll(query.state.data),
    },
  );
  const create = trpc.gifts.create.useMutation();
  const revoke = trpc.gifts.revoke.useMutation();
  const setOpening = trpc.gifts.setOpening.useMutation();
  const [created, setCreated] = useState<CreatedGiftLink | null>(null);

  return {
    links: list.data ?? [],
    created,
    creating: create.isPending,
    async make(gift: {
      from: string;
      message: string;
      allowDownload: boolean;
      opensOn?: GiftOpeningInput;
      sendTo?: string;
    }): Promise<boolean> {
      if (!comicId) return false;
      try {
        setCreated(await create.mutateAsync({ comicId, ...gift }));
        await utils.gifts.list.invalidate({ comicId });
        return true;
      } catch (error) {
        // An address the browser took and the server's check did not ('a@b'): said in the page's language.
        const badAddress = zodIssues(error)?.some((issue) => issue.path[0] === 'sendTo');
        const reason = badAddress ? m.orders_error_email_format() : errorMessage(error);
        toast.error(m.gift_create_failed({ reason: reason ?? m.gift_try_again() }));
        return false;
      }
    },
    /** Another day for a link not yet open, or null to open it now. */
    async setOpening(id: string, opensOn: GiftOpeningInput | null): Promise<boolean> {
      try {
        await setOpening.mutateAsync({ id, opensOn });
        toast.success(opensOn ? m.gift_day_saved() : m.gift_opened_now());
        await utils.gifts.list.invalidate();
        return true;
      } catch (error) {
        toast.error(m.gift_day_failed({ reason: errorMessage(error) ?? m.gift_try_again() }));
        return false;
      }
    },
    async revoke(id: string) {
      try {
        await revoke.mutateAsync({ id });
        if (created?.id === id) setCreated(null);
        toast.success(m.gift_revoked());
        await utils.gifts.list.invalidate();
      } catch (error) {
        toast.error(m.gift_revoke_failed({ reason: errorMessage(error) ?? m.gift_try_again() }));
      }
    },
  };
}
