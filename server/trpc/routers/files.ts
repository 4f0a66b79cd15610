// files: a drawn book's downloads and print files — make them (a job), list them with their preflight.
import { bookInput } from '../../../shared/book';
import { buildFiles, getFiles } from '../../domains/files/files.handler';
import { protectedProcedure, router } from '../init';

export const filesRouter = router({
  get: protectedProcedure.input(bookInput).query(({ ctx, input }) => getFiles(ctx.deps, ctx.actor, input)),
  build: protectedProcedure.input(bookInput).mutation(({ ctx, input }) => buildFiles(ctx.deps, ctx.actor, input)),
});
