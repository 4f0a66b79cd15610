// The furthest step a draft has reached, so "continue my comic" lands where the visitor left off.
import type { BookDraft } from './draft';
import { redirectFor } from './flowGuards';

export function resumePath(draft: BookDraft): string {
  if (draft.idea) return draft.mainCharacterPhoto ? '/generate' : '/character-upload';
  if (!redirectFor('ideas', draft)) return '/ideas';
  return redirectFor('ideas', draft) ?? '/create';
}
