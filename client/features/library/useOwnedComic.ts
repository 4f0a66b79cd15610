// The signed-in owner's comic for a screen about it, with the comic detail page's rules (spec section 2):
// no session goes home; a comic that is missing or someone else's says so and goes to the library.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useRequireSession } from '../../hooks/useRequireSession';
import { errorCode } from '../../lib/errors';
import { keepToastsThroughRedirect, toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { m } from '../../lib/i18n';

export function useOwnedComic(comicId: string) {
  const { user } = useRequireSession();
  const [, navigate] = useLocation();
  const detail = trpc.comics.byId.useQuery({ id: comicId }, { enabled: Boolean(user && comicId) });

  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!detail.error || reported.current === detail.error) return;
    reported.current = detail.error;
    // NOT_FOUND covers both "missing" and "someone else's"; anything else is a load failure.
    if (errorCode(detail.error) === 'NOT_FOUND') toast.error(m.library_comic_not_found());
    else toast.error(m.library_comic_load_failed());
    // The library page may take a while to load on a slow phone: the message is for it, so it stays.
    keepToastsThroughRedirect();
    navigate('/my-orders', { replace: true });
  }, [detail.error, navigate]);

  return detail.data ?? null;
}
