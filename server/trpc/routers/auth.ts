import { deleteSession } from '../../auth/sessions';
import { publicProcedure, router } from '../init';

export const authRouter = router({
  session: publicProcedure.query(({ ctx }) => (ctx.user ? { user: ctx.user } : null)),
  signOut: publicProcedure.mutation(({ ctx }) => {
    if (ctx.sessionTokenHash) deleteSession(ctx.deps.db, ctx.sessionTokenHash);
    ctx.cookies.clear();
    return { ok: true as const };
  }),
});
