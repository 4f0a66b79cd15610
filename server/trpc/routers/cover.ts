// cover: painting a front cover for a draft.
import { generateCoverInput } from '../../../shared/schemas';
import { generateCover } from '../../domains/covers/generate.handler';
import { publicProcedure, router } from '../init';

export const coverRouter = router({
  generate: publicProcedure.input(generateCoverInput).mutation(({ ctx, input }) => generateCover(ctx.deps, ctx.actor, input)),
});
