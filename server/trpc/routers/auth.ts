// auth: who is signed in, and signing out (the handler ends the session; the cookie is the transport's).
import { signOut } from '../../domains/auth/signOut.handler';
import { publicProcedure, router } from '../init';

export const authRouter = router({
  session: publicProcedure.query(({ ctx }) => (ctx.actor.user ? { user: ctx.actor.user } : null)),
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const result = await signOut(ctx.deps, { sessionTokenHash: ctx.sessionTokenHash });
    ctx.cookies.clear();
    return result;
  }),
});
