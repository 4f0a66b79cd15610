// Library pages need a session: once auth.session resolves to nobody, go home (spec section 6). A visitor
// who opened the page signed out is told why; one who signs out while on it just leaves.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { recordReplace } from '../components/layout/navigationHistory';
import { keepToastsThroughRedirect, toast } from '../lib/toast';
import { useSession } from './useSession';
import { m } from '../lib/i18n';

export function useRequireSession() {
  const session = useSession();
  const [, navigate] = useLocation();
  const wasSignedIn = useRef(false);
  if (session.user) wasSignedIn.current = true;
  useEffect(() => {
    if (session.isSignedOut) {
      if (!wasSignedIn.current) {
        toast.info(m.site_sign_in_to_see_comics());
        // The message is for the home page, however long it takes to load (a slow phone): it stays.
        keepToastsThroughRedirect();
      }
      recordReplace('/');
      navigate('/', { replace: true });
    }
  }, [session.isSignedOut, navigate]);
  return session;
}
