import { comicIdInput, saveComicInput, setComicCoverInput } from '../../../shared/schemas';
import { deleteComic } from '../../comics/deleteComic';
import { getComic, listComics } from '../../comics/readComics';
import { saveComic } from '../../comics/saveComic';
import { setComicCover } from '../../comics/setComicCover';
import { protectedProcedure, router } from '../init';

export const comicsRouter = router({
  save: protectedProcedure
    .input(saveComicInput)
    .mutation(({ ctx, input }) => saveComic(ctx.deps, ctx.user.id, input.draft)),
  list: protectedProcedure.query(({ ctx }) => listComics(ctx.deps.db, ctx.user.id)),
  byId: protectedProcedure.input(comicIdInput).query(({ ctx, input }) => getComic(ctx.deps.db, ctx.user.id, input.id)),
  setCover: protectedProcedure
    .input(setComicCoverInput)
    .mutation(({ ctx, input }) => setComicCover(ctx.deps, ctx.user.id, input)),
  delete: protectedProcedure
    .input(comicIdInput)
    .mutation(({ ctx, input }) => deleteComic(ctx.deps, ctx.user.id, input.id)),
});
