// book: a saved comic's drawn and lettered pages — make them (a job), read them, edit their words.
import { bookInput, editWordsInput } from '../../../shared/book';
import { editWords, getBook, startBook } from '../../domains/book/book.handler';
import { protectedProcedure, router } from '../init';

export const bookRouter = router({
  start: protectedProcedure.input(bookInput).mutation(({ ctx, input }) => startBook(ctx.deps, ctx.actor, input)),
  get: protectedProcedure.input(bookInput).query(({ ctx, input }) => getBook(ctx.deps, ctx.actor, input)),
  editWords: protectedProcedure.input(editWordsInput).mutation(({ ctx, input }) => editWords(ctx.deps, ctx.actor, input)),
});
