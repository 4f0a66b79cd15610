// scripts: the whole story of a saved comic — start (or rewrite) it as a job, read it with its job, see which
// details of the answers it uses and mark the ones the next story must use.
import { comicScriptInput, startScriptInput } from '../../../shared/schemas';
import { setMustUseInput } from '../../../shared/storyUsage';
import { getScript, getStoryUsage, setMustUse, startScript } from '../../domains/scripts/scripts.handler';
import { protectedProcedure, router } from '../init';

export const scriptsRouter = router({
  start: protectedProcedure
    .input(startScriptInput)
    .mutation(({ ctx, input }) => startScript(ctx.deps, ctx.actor, input)),
  get: protectedProcedure.input(comicScriptInput).query(({ ctx, input }) => getScript(ctx.deps, ctx.actor, input)),
  usage: protectedProcedure
    .input(comicScriptInput)
    .query(({ ctx, input }) => getStoryUsage(ctx.deps, ctx.actor, input)),
  setMustUse: protectedProcedure
    .input(setMustUseInput)
    .mutation(({ ctx, input }) => setMustUse(ctx.deps, ctx.actor, input)),
});
