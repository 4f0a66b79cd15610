import { comicIdInput, saveComicInput, setComicCoverInput } from '../../../shared/schemas';
import { deleteComic } from '../../comics/deleteComic';
import { getComic, listComics } from '../../comics/readComics';
import { saveComic } from '../../comics/saveComic';
import { setComicCover } from '../../comics/setComicCover';
import { protectedProcedure, router } from '../init';

/** The signed-in user with their browser's visitor id: images made before sign-in are theirs too. */
const signedInCaller = (ctx: { user: { id: string }; visitorId: string | null }) => ({ userId: ctx.user.id, visitorId: ctx.visitorId });

export const comicsRouter = router({
  save: protectedProcedure
    .input(saveComicInput)
    .mutation(({ ctx, input }) => saveComic(ctx.deps, signedInCaller(ctx), input.draft)),
  list: protectedProcedure.query(({ ctx }) => listComics(ctx.deps.db, ctx.user.id)),
  byId: protectedProcedure.input(comicIdInput).query(({ ctx, input }) => getComic(ctx.deps.db, ctx.user.id, input.id)),
  setCover: protectedProcedure
    .input(setComicCoverInput)
    .mutation(({ ctx, input }) => setComicCover(ctx.deps, signedInCaller(ctx), input)),
  delete: protectedProcedure
    .input(comicIdInput)
    .mutation(({ ctx, input }) => deleteComic(ctx.deps, ctx.user.id, input.id)),
});
