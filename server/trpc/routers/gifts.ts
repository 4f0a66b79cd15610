// gifts: private links that show a comic to the person it is about — made, listed and revoked by the
// comic's owner, who may set the day one opens; opened by anyone holding a live one (before its day it says
// only when it opens).
import { bookInput } from '../../../shared/book';
import { createGiftInput, giftIdInput, giftTokenInput, setGiftOpeningInput } from '../../../shared/gifts';
import { createGift, listGifts, openGift, revokeGift, setGiftOpening } from '../../domains/gifts/gifts.handler';
import { protectedProcedure, publicProcedure, router } from '../init';

export const giftsRouter = router({
  create: protectedProcedure
    .input(createGiftInput)
    .mutation(({ ctx, input }) => createGift(ctx.deps, ctx.actor, input)),
  list: protectedProcedure.input(bookInput).query(({ ctx, input }) => listGifts(ctx.deps, ctx.actor, input)),
  /** Another day for a link not yet open, or `opensOn: null` to open it now. */
  setOpening: protectedProcedure
    .input(setGiftOpeningInput)
    .mutation(({ ctx, input }) => setGiftOpening(ctx.deps, ctx.actor, input)),
  revoke: protectedProcedure.input(giftIdInput).mutation(({ ctx, input }) => revokeGift(ctx.deps, ctx.actor, input)),
  open: publicProcedure.input(giftTokenInput).query(({ ctx, input }) => openGift(ctx.deps, input, ctx.actor.clientIp)),
});
