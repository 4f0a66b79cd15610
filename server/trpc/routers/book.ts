// book: a saved comic's drawn and lettered pages — make them (a job), read them, edit their words, paint a
// painted book's panel again (a job), set the dedication in the giver's words.
import { bookInput, editWordsInput, repaintPanelInput, setDedicationInput } from '../../../shared/book';
import { editWords, getBook, startBook } from '../../domains/book/book.handler';
import { dedicationSuggestions, setDedication } from '../../domains/book/dedication';
import { startRepaint } from '../../domains/book/repaintJob';
import { protectedProcedure, router } from '../init';

export const bookRouter = router({
  start: protectedProcedure.input(bookInput).mutation(({ ctx, input }) => startBook(ctx.deps, ctx.actor, input)),
  get: protectedProcedure.input(bookInput).query(({ ctx, input }) => getBook(ctx.deps, ctx.actor, input)),
  editWords: protectedProcedure
    .input(editWordsInput)
    .mutation(({ ctx, input }) => editWords(ctx.deps, ctx.actor, input)),
  /** The dedication in the giver's words (an empty text: the writer's again); its page drawn again. */
  dedicationSuggestions: protectedProcedure
    .input(bookInput)
    .query(({ ctx, input }) => dedicationSuggestions(ctx.deps, ctx.actor, input)),
  setDedication: protectedProcedure
    .input(setDedicationInput)
    .mutation(({ ctx, input }) => setDedication(ctx.deps, ctx.actor, input)),
  /** One panel of a painted book painted again (a job; counts against the daily book limit). */
  repaintPanel: protectedProcedure
    .input(repaintPanelInput)
    .mutation(({ ctx, input }) => startRepaint(ctx.deps, ctx.actor, input)),
});
