import { generateIdeasInput } from '../../../shared/schemas';
import { generateIdeas } from '../../ideas/generateIdeas';
import { publicProcedure, router } from '../init';

export const ideasRouter = router({
  generate: publicProcedure.input(generateIdeasInput).mutation(({ ctx, input }) => generateIdeas(ctx, input)),
});
