// cover: painting a front cover for a draft. `start` begins (or joins) the draft's cover job for the
// browser to follow; `generate` (the original contract) starts it and waits for the cover.
import { generateCoverInput, startCoverInput } from '../../../shared/schemas';
import { generateCover } from '../../domains/covers/generate.handler';
import { startCoverJob } from '../../domains/covers/start.handler';
import { toPublicJob } from '../../domains/jobs/jobs.handler';
import { publicProcedure, router } from '../init';

export const coverRouter = router({
  generate: publicProcedure
    .input(generateCoverInput)
    .mutation(({ ctx, input }) => generateCover(ctx.deps, ctx.actor, input)),
  start: publicProcedure
    .input(startCoverInput)
    .mutation(async ({ ctx, input }) => toPublicJob(await startCoverJob(ctx.deps, ctx.actor, input))),
});
