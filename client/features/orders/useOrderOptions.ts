// orders.options: whether this server takes orders and at which prices. They change only with the
// server's configuration, so one answer serves the whole visit.
import { trpc } from '../../lib/trpc';

export function useOrderOptions(enabled = true) {
  return trpc.orders.options.useQuery(undefined, { enabled, staleTime: 10 * 60_000 });
}
