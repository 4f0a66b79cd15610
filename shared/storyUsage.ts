// "What we used": each answer's details (the names, things and places in it) and the story pages that show
// them, so the owner can see the book is about their person, and mark the details that must be in it.
import { z } from 'zod';
import { comicScriptInput } from './schemas';

export const MAX_MUST_USE = 30;
export const MAX_DETAIL_LENGTH = 60;

export interface DetailUse {
  /** As written in the answer: 'Admiral Nelson', 'bees'. */
  text: string;
  /** Story pages whose captions or balloons mention it (empty: not in the story yet). */
  pages: number[];
  /** Marked by the owner: the next story must use it. */
  must: boolean;
}

export interface AnswerUse {
  id: string;
  question: string;
  answer: string;
  details: DetailUse[];
}

export interface StoryUsage {
  answers: AnswerUse[];
  /** Details no page uses yet. */
  unused: number;
}

export const setMustUseInput = z.object({
  comicId: comicScriptInput.shape.comicId,
  details: z.array(z.string().trim().min(1).max(MAX_DETAIL_LENGTH)).max(MAX_MUST_USE),
});
