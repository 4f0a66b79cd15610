// The data layer (react-query and the tRPC client, about 25 KB gzip): one QueryClient and one tRPC client
// for the whole visit, provided to every page and to the parts of the header and landing page that show
// server data. It is a chunk of its own, so the landing page is on screen and usable before it arrives;
// every place that provides it shares the same two clients, hence the same cache.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, createTrpcClient, trpc } from './trpc';

let clients:
  | { queryClient: ReturnType<typeof createQueryClient>; trpcClient: ReturnType<typeof createTrpcClient> }
  | undefined;
const shared = () => (clients ??= { queryClient: createQueryClient(), trpcClient: createTrpcClient() });

export function DataProviders({ children }: { children: ReactNode }) {
  const { queryClient, trpcClient } = shared();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
