// The sign-in / save panel of /generate (spec section 2): signed out invites to sign in with Google;
// signed in welcomes the user and completes the comic into the library.
import { useState } from 'react';
import { BookOpenCheck } from 'lucide-react';
import type { SessionUser } from '../../../../shared/types';
import { useAppInfo } from '../../../lib/appInfo';
import { startSignIn } from '../../../lib/signIn';
import { m } from '../../../lib/i18n';
import { withPart } from '../../../lib/messageParts';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';

interface Props {
  user: SessionUser | null;
  saved: boolean;
  saving: boolean;
  onComplete(): void;
}

export function AccountPanel({ user, saved, saving, onComplete }: Props) {
  if (user) {
    return (
      <section
        aria-labelledby="account-heading"
        className="rounded-2xl border-3 border-ink bg-[#c8f0d9] p-5 shadow-comic sm:p-6"
      >
        <h2 id="account-heading" className="font-display text-3xl tracking-wide break-words">
          {/* The name they gave their account; else the address, in the reading face (Bangers has no lower case). */}
          {withPart(
            (marker) => m.builder_welcome({ name: marker }),
            user.name?.trim() ? (
              <span className="[overflow-wrap:anywhere]">{user.name.trim()}</span>
            ) : (
              <span className="font-sans text-xl font-bold [overflow-wrap:anywhere] sm:text-2xl">{user.email}</span>
            ),
          )}
        </h2>
        <p className="mt-1 text-lg">{m.builder_account_saved()}</p>
        <Button size="lg" full className="mt-4" onClick={onComplete} disabled={saving}>
          {saving ? <Spinner /> : <BookOpenCheck aria-hidden="true" className="size-6" />}
          {saving ? m.builder_saving_comic() : saved ? m.builder_view_library() : m.builder_complete_view_library()}
        </Button>
      </section>
    );
  }
  return <SignedOutPanel />;
}

function SignedOutPanel() {
  const appInfo = useAppInfo();
  const [connecting, setConnecting] = useState(false);
  const off = appInfo.data?.signIn === 'off';
  return (
    <section
      aria-labelledby="account-heading"
      className="rounded-2xl border-3 border-ink bg-[#bfe3ff] p-5 shadow-comic sm:p-6"
    >
      <h2 id="account-heading" className="font-display text-3xl tracking-wide">
        {m.builder_ready_to_continue()}
      </h2>
      <p className="mt-1 text-lg">{m.builder_login_prompt()}</p>
      <Button
        variant="secondary"
        size="lg"
        full
        className="mt-4"
        disabled={off || connecting}
        onClick={() => {
          setConnecting(true);
          startSignIn('/generate');
        }}
      >
        {connecting ? <Spinner /> : off ? null : <GoogleMark />}
        {connecting ? m.builder_connecting() : m.builder_continue_with_google()}
      </Button>
      {off ? <p className="mt-2 text-center font-bold text-ink/80">{m.site_sign_in_off()}</p> : null}
    </section>
  );
}

/** Google's "G", drawn inline so no third-party asset is loaded. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-6">
      <path
        fill="#FFC107"
        d={
          'M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 ' +
          '7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z'
        }
      />
      <path
        fill="#FF3D00"
        d={
          'M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 ' +
          '4 24 4 16.3 4 9.7 8.3 6.3 14.7z'
        }
      />
      <path
        fill="#4CAF50"
        d={
          'M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 ' +
          '0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z'
        }
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
