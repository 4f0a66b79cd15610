// jobs: a background job as its owner sees it — read once, followed live (server-sent events), canceled.
import { jobIdInput } from '../../../shared/schemas';
import { cancelJob, getJob, watchJob } from '../../domains/jobs/jobs.handler';
import { publicProcedure, router } from '../init';

export const jobsRouter = router({
  get: publicProcedure.input(jobIdInput).query(({ ctx, input }) => getJob(ctx.deps, ctx.actor, input)),
  cancel: publicProcedure.input(jobIdInput).mutation(({ ctx, input }) => cancelJob(ctx.deps, ctx.actor, input)),
  watch: publicProcedure
    .input(jobIdInput)
    .subscription(({ ctx, input, signal }) => watchJob(ctx.deps, ctx.actor, input, signal)),
});
