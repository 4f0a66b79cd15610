// Sends a visitor back to the step they skipped (spec section 2), replacing the history entry.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { recordReplace } from './navigationHistory';

export function StepRedirect({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    recordReplace(to);
    navigate(to, { replace: true });
  }, [to, navigate]);
  return null;
}
