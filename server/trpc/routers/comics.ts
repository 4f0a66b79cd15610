// comics: the signed-in user's library. Input schemas from shared/, then the domain handlers.
import {
  addCharacterInput,
  comicIdInput,
  removeCharacterInput,
  saveComicInput,
  setComicCoverInput,
} from '../../../shared/schemas';
import { addCharacter, removeCharacter } from '../../domains/comics/characters.handler';
import { deleteComic } from '../../domains/comics/delete.handler';
import { getComic, listComics } from '../../domains/comics/read.handler';
import { saveComic } from '../../domains/comics/save.handler';
import { setComicCover } from '../../domains/comics/setCover.handler';
import { protectedProcedure, router } from '../init';

export const comicsRouter = router({
  save: protectedProcedure.input(saveComicInput).mutation(({ ctx, input }) => saveComic(ctx.deps, ctx.actor, input)),
  list: protectedProcedure.query(({ ctx }) => listComics(ctx.deps, ctx.actor)),
  byId: protectedProcedure.input(comicIdInput).query(({ ctx, input }) => getComic(ctx.deps, ctx.actor, input)),
  setCover: protectedProcedure
    .input(setComicCoverInput)
    .mutation(({ ctx, input }) => setComicCover(ctx.deps, ctx.actor, input)),
  addCharacter: protectedProcedure
    .input(addCharacterInput)
    .mutation(({ ctx, input }) => addCharacter(ctx.deps, ctx.actor, input)),
  removeCharacter: protectedProcedure
    .input(removeCharacterInput)
    .mutation(({ ctx, input }) => removeCharacter(ctx.deps, ctx.actor, input)),
  delete: protectedProcedure.input(comicIdInput).mutation(({ ctx, input }) => deleteComic(ctx.deps, ctx.actor, input)),
});
