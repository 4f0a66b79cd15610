// One order for its page (orders.get), asked again every few seconds while something may still happen to
// it, so the page follows payment, printing and shipping without a reload. An order that is missing or
// someone else's is the spec's not-found pattern for comics: a toast, then the library.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ORDER_ID_PATTERN, type OrderView } from '../../../../shared/orders';
import { useRequireSession } from '../../../hooks/useRequireSession';
import { errorCode } from '../../../lib/errors';
import { m } from '../../../lib/i18n';
import { keepToastsThroughRedirect, toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/** While payment, printing or shipping is under way. */
export const ORDER_POLL_MS = 3000;
/** A problem the shop is looking at, or a refund on its way: news comes, but slowly. */
export const ORDER_SLOW_POLL_MS = 15_000;

export function pollInterval(order: OrderView | undefined): number | false {
  if (!order) return false;
  // Waiting out its change window (a day): nothing moves but the buyer's own changes, answered directly.
  if (order.printsAt) return ORDER_SLOW_POLL_MS;
  switch (order.status) {
    case 'delivered':
    case 'refunded':
      return false;
    case 'canceled':
      // A paid order canceled is refunded next (its nextStep says so); otherwise nothing more happens.
      return order.nextStep ? ORDER_SLOW_POLL_MS : false;
    case 'failed':
      return ORDER_SLOW_POLL_MS;
    default:
      return ORDER_POLL_MS;
  }
}

export function useOrder(orderId: string) {
  const { user } = useRequireSession();
  const [, navigate] = useLocation();
  const wellFormed = ORDER_ID_PATTERN.test(orderId);
  const query = trpc.orders.get.useQuery(
    { orderId },
    {
      enabled: Boolean(user) && wellFormed,
      refetchInterval: (q) => pollInterval(q.state.data),
      // A failed refresh keeps the order on screen; the next one usually works.
      retry: (failures, error) =>
        failures < 2 && errorCode(error) !== 'NOT_FOUND' && errorCode(error) !== 'BAD_REQUEST',
      staleTime: 0,
    },
  );

  const reported = useRef<unknown>(null);
  useEffect(() => {
    const problem = !wellFormed ? 'malformed' : query.error && !query.data ? query.error : null;
    if (!problem || reported.current === problem || !user) return;
    reported.current = problem;
    const code = problem === 'malformed' ? 'NOT_FOUND' : errorCode(problem);
    // NOT_FOUND covers both "missing" and "someone else's" (and a mistyped id reads the same).
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') toast.error(m.orders_not_found());
    else toast.error(m.orders_load_failed());
    // The toast is for the library it sends the visitor to, however long that takes to draw (a busy phone).
    keepToastsThroughRedirect();
    navigate('/my-orders', { replace: true });
  }, [wellFormed, query.error, query.data, user, navigate]);

  return { order: query.data ?? null, refreshing: query.isFetching };
}
