// "Cancel order" (orders.cancel): the answer is the order as it now stands, shown at once; the list on
// My Comics is refreshed. Refused (the printer started meanwhile): the server's reason, and the order
// is asked for again so the page shows why.
import { errorMessage } from '../../../lib/errors';
import { m } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

export function useCancelOrder(orderId: string) {
  const utils = trpc.useUtils();
  const cancel = trpc.orders.cancel.useMutation();
  return {
    canceling: cancel.isPending,
    async run(): Promise<void> {
      try {
        const order = await cancel.mutateAsync({ orderId });
        utils.orders.get.setData({ orderId }, order);
        toast.success(order.nextStep ? m.orders_canceled_refunding() : m.orders_canceled());
      } catch (error) {
        toast.error(m.orders_cancel_failed({ reason: errorMessage(error) ?? m.orders_try_again() }));
        void utils.orders.get.invalidate({ orderId });
      } finally {
        void utils.orders.list.invalidate();
      }
    },
  };
}
