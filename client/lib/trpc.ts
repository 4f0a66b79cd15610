// The typed tRPC client. Only the router's *type* is imported, so no server code reaches the bundle.
import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '../../server/trpc/root';
import { MAX_BATCH_SIZE } from '../../shared/limits';

export const trpc = createTRPCReact<AppRouter>();

/** maxItems matches the server's MAX_BATCH_SIZE, so a busy page never sends a batch the server refuses. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: '/trpc', maxItems: MAX_BATCH_SIZE })],
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
