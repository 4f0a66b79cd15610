// The book-builder draft (spec section 3), persisted in localStorage under 'bookBuilder' (spec section 9).
// Reading is validated with the shared draftSchema: a corrupt or hand-edited value falls back to an empty
// draft instead of crashing, and storage failures (private mode, quota) are silently ignored (spec section 4).
import { atomWithStorage } from 'jotai/utils';
import { safeJsonStorage } from './safeJsonStorage';
import { draftSchema, type Draft } from '../../shared/schemas';
import { DRAFT_STORAGE_KEY } from '../../shared/limits';

/** The shared draft plus the id of the comic it was saved as, so it is never saved twice. */
export type BookDraft = Draft & { savedComicId?: string | null };

export const EMPTY_DRAFT: BookDraft = { answers: [], characters: [] };

/** Parses anything into a valid draft; never throws. */
export function toDraft(value: unknown): BookDraft {
  const parsed = draftSchema.safeParse(value);
  if (!parsed.success) return EMPTY_DRAFT;
  const raw = value as { savedComicId?: unknown };
  const savedComicId =
    typeof raw.savedComicId === 'string' && raw.savedComicId.length <= 64 ? raw.savedComicId : null;
  return { ...parsed.data, savedComicId };
}

/** The draft as the server expects it: savedComicId is ours alone. */
export function draftForServer({ savedComicId: _saved, ...draft }: BookDraft): Draft {
  return draft;
}

// Another tab's change to the draft is taken too, validated the same way.
const draftStorage = safeJsonStorage<BookDraft>(() => localStorage, toDraft);

export const bookBuilderAtom = atomWithStorage<BookDraft>(DRAFT_STORAGE_KEY, EMPTY_DRAFT, draftStorage, {
  getOnInit: true,
});
