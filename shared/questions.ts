// The six question templates of spec section 3; the author's name replaces NAME.
export const QUESTION_IDS = ['job', 'family', 'friends', 'hobbies', 'dream', 'genre'] as const;
export type QuestionId = (typeof QUESTION_IDS)[number];

export interface QuestionTemplate {
  id: QuestionId;
  question: string;
  hint: string;
}

const TEMPLATES: ReadonlyArray<QuestionTemplate> = [
  { id: 'job', question: "What is NAME's job?", hint: 'Be specific and include funny details' },
  { id: 'family', question: "Who are NAME's family members?", hint: 'List names and roles' },
  { id: 'friends', question: "Who are NAME's best friends?", hint: 'Nicknames welcome' },
  { id: 'hobbies', question: "What are NAME's hobbies?", hint: 'What do they love doing?' },
  { id: 'dream', question: "What is NAME's dream?", hint: 'Big, small, or silly dreams' },
  { id: 'genre', question: 'What genre will NAME write a book in?', hint: 'e.g. sci-fi, romance, noir' },
];

export const QUESTION_FILTERS = {
  all: QUESTION_IDS,
  gift: ['hobbies', 'friends', 'family'],
  kids: ['hobbies', 'dream'],
  classroom: ['job', 'genre', 'dream'],
  creator: ['genre', 'job', 'hobbies'],
} as const satisfies Record<string, readonly QuestionId[]>;

/** The templates with the author's name substituted ('the author' when there is no name). */
export function questionTemplates(author: string | null | undefined): QuestionTemplate[] {
  const name = author?.trim() || 'the author';
  return TEMPLATES.map((t) => ({ ...t, question: t.question.replace('NAME', () => name) }));
}
