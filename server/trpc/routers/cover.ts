import { generateCoverInput } from '../../../shared/schemas';
import { generateCover } from '../../cover/generateCover';
import { publicProcedure, router } from '../init';

export const coverRouter = router({
  generate: publicProcedure.input(generateCoverInput).mutation(({ ctx, input }) => generateCover(ctx, input)),
});
