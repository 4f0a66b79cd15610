import { deleteSession } from '../../auth/sessions';
import { publicProcedure, router } from '../init';
import { retryWhileBusy } from '../../db/retryWhileBusy';

export const authRouter = router({
  session: publicProcedure.query(({ ctx }) => (ctx.user ? { user: ctx.user } : null)),
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const tokenHash = ctx.sessionTokenHash;
    if (tokenHash) await retryWhileBusy(() => deleteSession(ctx.deps.db, tokenHash), ctx.deps.config.dbBusyTimeoutMs);
    ctx.cookies.clear();
    return { ok: true as const };
  }),
});
