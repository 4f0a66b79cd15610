// Sends a visitor back to the step they skipped (spec section 2), replacing the history entry. Meanwhile
// it holds the page's place (PageLoading), so the footer does not jump up and back down.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { recordReplace } from './navigationHistory';
import { PageLoading } from './PageLoading';
import { keepToastsThroughRedirect } from '../../lib/toast';

export function StepRedirect({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    recordReplace(to);
    keepToastsThroughRedirect();
    navigate(to, { replace: true });
  }, [to, navigate]);
  return <PageLoading />;
}
