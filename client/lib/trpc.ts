// The typed tRPC client. Only the router's *type* is imported, so no server code reaches the bundle.
// The transport (batching, server-sent events: lib/trpcLinks.ts) is a chunk of its own that the first
// request loads, which keeps it out of the JavaScript every page needs before it can show anything.
import { createTRPCReact } from '@trpc/react-query';
import { TRPCClientError, type OperationLink, type TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '../../server/trpc/root';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({ links: [deferredLink(() => import('./trpcLinks').then((m) => m.transportLink))] });
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Generation and saving are not idempotent: never retry mutations behind the user's back.
      mutations: { retry: false },
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/**
 * A terminating link that loads the real one on first use and hands every operation to it. The real link
 * is set up once, so operations made together are still batched together.
 */
function deferredLink(load: () => Promise<TRPCLink<AppRouter>>): TRPCLink<AppRouter> {
  return (runtime) => {
    let ready: Promise<OperationLink<AppRouter>> | undefined;
    return ({ op }) =>
      observable((observer) => {
        let inner: Unsubscribable | undefined;
        let closed = false;
        ready ??= load().then((link) => link(runtime));
        ready.then(
          (operationLink) => {
            if (closed) return;
            // The real link terminates the chain (it sends the request), so nothing comes after it.
            inner = operationLink({
              op,
              next: () => observable((o) => o.error(new TRPCClientError('No link after the transport'))),
            }).subscribe(observer);
          },
          (cause: unknown) => {
            // The chunk could not be fetched (offline, a deploy replaced it): the call fails like a network error.
            ready = undefined;
            observer.error(TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause))));
          },
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      });
  };
}
