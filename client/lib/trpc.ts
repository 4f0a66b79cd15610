// The typed tRPC client. Only the router's *type* is imported, so no server code reaches the bundle.
import { createTRPCReact, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/react-query';
import { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '../../server/trpc/root';
import { MAX_BATCH_SIZE } from '../../shared/limits';

export const trpc = createTRPCReact<AppRouter>();

/**
 * Live progress (subscriptions) over server-sent events; everything else batched, with maxItems matching
 * the server's MAX_BATCH_SIZE so a busy page never sends a batch the server refuses.
 */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc' }),
        false: httpBatchLink({ url: '/trpc', maxItems: MAX_BATCH_SIZE }),
      }),
    ],
  });
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
