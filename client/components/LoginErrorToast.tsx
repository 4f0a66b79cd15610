// The server sends a failed sign-in back with ?login_error=1: say so once, then tidy the address bar.
import { useEffect } from 'react';
import { toast } from '../lib/toast';
import { m } from '../lib/i18n';

export function LoginErrorToast() {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('login_error') !== '1') return;
    // Removing the parameter first makes StrictMode's second effect run a no-op: the toast shows once.
    url.searchParams.delete('login_error');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    toast.error(m.site_login_failed());
  }, []);
  return null;
}
