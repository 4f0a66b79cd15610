// orders: a printed copy of one's own comic — the shop's options and prices, a quote, the order with its
// Stripe Checkout, the order's page and list, canceling before production, and the change window's moves.
import { orderAddressInput, orderIdInput, orderInput } from '../../../shared/orders';
import { changeAddress, printNow, updateBook } from '../../domains/orders/orderChanges.handler';
import {
  cancelOrder,
  createOrder,
  getOrder,
  getOrderOptions,
  listOrders,
  quoteOrder,
} from '../../domains/orders/orders.handler';
import { protectedProcedure, router } from '../init';

export const ordersRouter = router({
  options: protectedProcedure.query(({ ctx }) => getOrderOptions(ctx.deps)),
  quote: protectedProcedure.input(orderInput).query(({ ctx, input }) => quoteOrder(ctx.deps, ctx.actor, input)),
  create: protectedProcedure.input(orderInput).mutation(({ ctx, input }) => createOrder(ctx.deps, ctx.actor, input)),
  get: protectedProcedure.input(orderIdInput).query(({ ctx, input }) => getOrder(ctx.deps, ctx.actor, input)),
  list: protectedProcedure.query(({ ctx }) => listOrders(ctx.deps, ctx.actor)),
  cancel: protectedProcedure.input(orderIdInput).mutation(({ ctx, input }) => cancelOrder(ctx.deps, ctx.actor, input)),
  // While a paid order waits out its change window (docs/orders.md, "The change window").
  printNow: protectedProcedure.input(orderIdInput).mutation(({ ctx, input }) => printNow(ctx.deps, ctx.actor, input)),
  changeAddress: protectedProcedure
    .input(orderAddressInput)
    .mutation(({ ctx, input }) => changeAddress(ctx.deps, ctx.actor, input)),
  updateBook: protectedProcedure
    .input(orderIdInput)
    .mutation(({ ctx, input }) => updateBook(ctx.deps, ctx.actor, input)),
});
