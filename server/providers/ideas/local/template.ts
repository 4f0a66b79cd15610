// The shape of an idea template, its placeholders, and which answers a template uses.

// Optional parts in descriptions, '[ flourish]' or '[long|short]', are dropped when that keeps more of the
// answers within 90 characters.
// Placeholders: {slot} inserts a value, {Slot} capitalises it (and title-cases it in titles), {a:slot} adds
// 'a'/'an'. Answer slots: job, jobCore, hobby, hobby2, dream, dreamT (title form), friend, friend2, family,
// family2, genre. Others: name (first name), tname (the name as a title fragment), villain.

export interface Template {
  key: string;
  title: string;
  description: string;
}

export type AnswerKey = 'job' | 'family' | 'friends' | 'hobbies' | 'dream' | 'genre';

export const SLOT_ANSWER: Record<string, AnswerKey> = {
  job: 'job',
  jobcore: 'job',
  hobby: 'hobbies',
  hobby2: 'hobbies',
  dream: 'dream',
  dreamt: 'dream',
  friend: 'friends',
  friend2: 'friends',
  family: 'family',
  family2: 'family',
  genre: 'genre',
};

const PLACEHOLDER = /\{(a:|A:)?([A-Za-z0-9]+)\}/g;

export function slotsOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[2].toLowerCase());
}

export function answersUsed(template: Template): Set<AnswerKey> {
  const used = new Set<AnswerKey>();
  for (const slot of [...slotsOf(template.title), ...slotsOf(descriptionText(template, false))]) {
    const key = SLOT_ANSWER[slot];
    if (key) used.add(key);
  }
  return used;
}

/** The description with its optional parts: '[long|short]' keeps 'long' or, when lean, 'short' (or nothing). */
export function descriptionText(template: Template, keepOptional: boolean): string {
  return template.description.replace(/\[([^\]|]*)(?:\|([^\]]*))?\]/g, (_m, long: string, short?: string) =>
    keepOptional ? long : (short ?? ''),
  );
}
