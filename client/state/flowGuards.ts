// Where each step sends a visitor whose draft lacks an earlier step (spec section 2), checked in order.
import { isBookType } from '../../shared/bookTypes';
import type { BookDraft } from './draft';

export type FlowStep = 'author' | 'questions' | 'ideas' | 'character-upload' | 'generate';

export function redirectFor(step: FlowStep, draft: BookDraft): string | null {
  // The ideas call needs one of our two types, so an unknown stored type counts as no type.
  const hasType = isBookType(draft.type);
  const hasAuthor = Boolean(draft.author?.trim());
  switch (step) {
    case 'author':
      return hasType ? null : '/create';
    case 'questions':
      if (!hasType) return '/create';
      return hasAuthor ? null : '/author';
    case 'ideas':
      if (!hasType) return '/create';
      if (!hasAuthor) return '/author';
      return draft.answers.length > 0 ? null : '/questions';
    case 'character-upload':
    case 'generate':
      return draft.idea ? null : '/ideas';
  }
}
