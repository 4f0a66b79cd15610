// ideas: three story ideas for a draft.
import { generateIdeasInput } from '../../../shared/schemas';
import { generateIdeas } from '../../domains/ideas/generate.handler';
import { publicProcedure, router } from '../init';

export const ideasRouter = router({
  generate: publicProcedure
    .input(generateIdeasInput)
    .mutation(({ ctx, input }) => generateIdeas(ctx.deps, ctx.actor, input)),
});
