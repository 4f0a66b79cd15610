// scripts: the whole story of a saved comic — start (or rewrite) it as a job, read it with its job.
import { comicScriptInput, startScriptInput } from '../../../shared/schemas';
import { getScript, startScript } from '../../domains/scripts/scripts.handler';
import { protectedProcedure, router } from '../init';

export const scriptsRouter = router({
  start: protectedProcedure.input(startScriptInput).mutation(({ ctx, input }) => startScript(ctx.deps, ctx.actor, input)),
  get: protectedProcedure.input(comicScriptInput).query(({ ctx, input }) => getScript(ctx.deps, ctx.actor, input)),
});
