// The signed-in user (or null), from auth.session; `isLoading` is true until the first answer arrives.
import { trpc } from '../lib/trpc';

export function useSession() {
  const query = trpc.auth.session.useQuery(undefined, { staleTime: 30_000, refetchOnWindowFocus: true });
  return {
    user: query.data?.user ?? null,
    isLoading: query.isLoading,
    /** Resolved to "nobody signed in" (a failed session call counts as signed out). */
    isSignedOut: !query.isLoading && !query.data?.user,
  };
}

/** Signs out, then refreshes everything that depends on who is signed in. */
export function useSignOut() {
  const utils = trpc.useUtils();
  return trpc.auth.signOut.useMutation({
    onSettled: async () => {
      await utils.auth.session.invalidate();
      await utils.comics.invalidate();
    },
  });
}
