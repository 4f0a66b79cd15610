// The tRPC transport, loaded with the first request rather than with the page (see lib/trpc.ts): live
// progress (subscriptions) over server-sent events, everything else batched, with maxItems matching the
// server's MAX_BATCH_SIZE so a busy page never sends a batch the server refuses.
import { httpBatchLink, httpSubscriptionLink, splitLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root';
import { MAX_BATCH_SIZE } from '../../shared/limits';

export const transportLink: TRPCLink<AppRouter> = splitLink({
  condition: (op) => op.type === 'subscription',
  true: httpSubscriptionLink({ url: '/trpc' }),
  false: httpBatchLink({ url: '/trpc', maxItems: MAX_BATCH_SIZE }),
});
