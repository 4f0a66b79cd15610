// Header account area: 'Sign in' when signed out; the user's e-mail and 'Sign out' when signed in.
import { LogOut, UserRound } from 'lucide-react';
import { useLocation } from 'wouter';
import { useSession, useSignOut } from '../../hooks/useSession';
import { useAppInfo } from '../../lib/appInfo';
import { startSignIn } from '../../lib/signIn';
import { toast } from '../../lib/toast';
import { Tip } from '../ui/Tooltip';
import { AccountPlaceholder } from './headerControls';
import { m } from '../../lib/i18n';

export function AccountControls() {
  const { user, isLoading } = useSession();
  const signOut = useSignOut();
  const appInfo = useAppInfo();
  const [location] = useLocation();

  if (isLoading) return <AccountPlaceholder />;

  if (user) {
    return (
      <div className="flex min-w-0 items-center gap-2">
        <span className="hidden min-w-0 items-center gap-1.5 text-sm font-bold sm:flex" title={user.email}>
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <span className="max-w-44 truncate">{user.email}</span>
        </span>
        {/* On phones the e-mail is not shown in the header; the tooltip says who is signed in. */}
        <Tip label={m.site_signed_in_as({ email: user.email })}>
          <button
            type="button"
            onClick={() => signOut.mutate(undefined, { onError: () => toast.error(m.site_sign_out_failed()) })}
            disabled={signOut.isPending}
            className={
              'inline-flex min-h-9 min-w-9 cursor-pointer items-center justify-center gap-1.5 ' +
              'rounded-lg border-2 border-ink bg-white px-2 text-sm font-bold shadow-comic-sm ' +
              'hover:bg-paper-dark disabled:opacity-60 sm:px-2.5'
            }
          >
            <LogOut aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{m.site_sign_out()}</span>
          </button>
        </Tip>
      </div>
    );
  }

  if (appInfo.data?.signIn === 'off') return null;
  // The result page sends people back to /generate; elsewhere they return where they were.
  const returnTo = location === '/generate' ? '/generate' : location;
  return (
    <button
      type="button"
      onClick={() => startSignIn(returnTo)}
      className={
        'inline-flex min-h-9 cursor-pointer items-center rounded-lg border-2 border-ink bg-sky px-3 text-sm ' +
        'whitespace-nowrap ' +
        'font-bold text-white shadow-comic-sm hover:bg-sky-dark'
      }
    >
      {m.site_sign_in()}
    </button>
  );
}
