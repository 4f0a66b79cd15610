// The signed-in user (or null), from auth.session; `isLoading` is true until the first answer arrives.
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
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

/**
 * Signs out. The session is set to nobody *before* the library's data is dropped, so pages showing it
 * (My Comics, a comic's details) stop asking for it instead of refetching into a 401.
 */
export function useSignOut() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return trpc.auth.signOut.useMutation({
    onSuccess: () => {
      utils.auth.session.setData(undefined, null);
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.comics) });
    },
    onSettled: () => utils.auth.session.invalidate(),
  });
}
