// Library pages need a session: once auth.session resolves to nobody, go home (spec section 6).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { recordReplace } from '../components/layout/navigationHistory';
import { useSession } from './useSession';

export function useRequireSession() {
  const session = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (session.isSignedOut) {
      recordReplace('/');
      navigate('/', { replace: true });
    }
  }, [session.isSignedOut, navigate]);
  return session;
}
