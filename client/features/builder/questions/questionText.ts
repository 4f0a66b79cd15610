// The question templates as shown, in the page's language, by template id, about the author by name. What an
// answer saves stays the English template text (shared/questions.ts): the server prints it on the book's
// answers page and shows it in the library, so only the words on screen change here.
import type { QuestionId } from '../../../../shared/questions';
import { m, siteLocale } from '../../../lib/i18n';

interface QuestionText {
  question(inputs: { name: string }): string;
  hint(): string;
}

const QUESTION_TEXT: Record<QuestionId, QuestionText> = {
  job: { question: m.builder_question_job, hint: m.builder_question_job_hint },
  family: { question: m.builder_question_family, hint: m.builder_question_family_hint },
  friends: { question: m.builder_question_friends, hint: m.builder_question_friends_hint },
  hobbies: { question: m.builder_question_hobbies, hint: m.builder_question_hobbies_hint },
  dream: { question: m.builder_question_dream, hint: m.builder_question_dream_hint },
  genre: { question: m.builder_question_genre, hint: m.builder_question_genre_hint },
};

/**
 * A template's or an answer's question and hint as shown: ours in the page's language with the author's name
 * ('the author' without one), anything else as it was saved.
 */
export function shownQuestion(
  asked: { id: string; question: string; hint?: string },
  author: string | null | undefined,
): { question: string; hint: string } {
  if (!Object.hasOwn(QUESTION_TEXT, asked.id)) return { question: asked.question, hint: asked.hint ?? '' };
  const text = QUESTION_TEXT[asked.id as QuestionId];
  return { question: text.question({ name: author?.trim() || m.builder_the_author() }), hint: text.hint() };
}

/**
 * An answered question as shown: on the English site the words it was saved with (the question as it was
 * asked, as the book's answers page prints it); in another language our template in that language.
 */
export function answeredQuestion(
  answer: { id: string; question: string; hint?: string },
  author: string | null | undefined,
): string {
  return siteLocale() === 'en' ? answer.question : shownQuestion(answer, author).question;
}
