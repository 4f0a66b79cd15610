// "Use my book as it is now" (orders.updateBook) while a paid order waits: words or the dedication corrected
// since paying go into the order. When the book has to be prepared for print first, the server starts that
// and says how far along it is; this asks again every two seconds until the order has the book, and says so.
import { useRef, useState } from 'react';
import type { OrderView } from '../../../../shared/orders';
import { errorMessage } from '../../../lib/errors';
import { m } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

const ASK_AGAIN_MS = 2000;

export function useUpdateBook(order: OrderView) {
  const utils = trpc.useUtils();
  const update = trpc.orders.updateBook.useMutation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef(false);
  const orderId = order.id;

  async function run(): Promise<void> {
    if (running.current) return;
    running.current = true;
    setProblem(null);
    try {
      for (;;) {
        const answer = await update.mutateAsync({ orderId });
        utils.orders.get.setData({ orderId }, answer.order);
        if (answer.outcome !== 'preparing') {
          toast.success(answer.outcome === 'updated' ? m.orders_book_updated() : m.orders_book_unchanged());
          return;
        }
        if (answer.preflight.files !== 'building') {
          // The book cannot print as it stands (a page not drawn yet): what stands in the way.
          setProblem(answer.preflight.summary);
          return;
        }
        setProgress(answer.preflight.progress ?? { done: 0, total: 0 });
        await new Promise((resolve) => setTimeout(resolve, ASK_AGAIN_MS));
      }
    } catch (error) {
      setProblem(m.orders_book_update_failed({ reason: errorMessage(error) ?? m.orders_try_again() }));
      void utils.orders.get.invalidate({ orderId });
    } finally {
      running.current = false;
      setProgress(null);
    }
  }

  return { updating: update.isPending || progress !== null, progress, problem, run };
}
