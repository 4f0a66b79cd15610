// The book-builder draft (spec section 3), persisted in localStorage under 'bookBuilder' (spec section 9).
// Reading is validated with the shared draftSchema: a corrupt or hand-edited value falls back to an empty
// draft instead of crashing, and storage failures (private mode, quota) are silently ignored (spec section 4).
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
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

const jsonStorage = createJSONStorage<BookDraft>(() => localStorage);

const safeStorage: typeof jsonStorage = {
  getItem(key, initialValue) {
    try {
      const value = jsonStorage.getItem(key, initialValue);
      return value === initialValue ? initialValue : toDraft(value);
    } catch {
      return initialValue;
    }
  },
  setItem(key, value) {
    try {
      jsonStorage.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the draft still lives in memory for this visit.
    }
  },
  removeItem(key) {
    try {
      jsonStorage.removeItem(key);
    } catch {
      // Same as above.
    }
  },
  // Another tab changed the draft: take it, validated the same way.
  subscribe: jsonStorage.subscribe
    ? (key, callback, initialValue) => {
        try {
          return jsonStorage.subscribe!(key, (value) => callback(toDraft(value)), initialValue);
        } catch {
          return undefined;
        }
      }
    : undefined,
};

export const bookBuilderAtom = atomWithStorage<BookDraft>(DRAFT_STORAGE_KEY, EMPTY_DRAFT, safeStorage, {
  getOnInit: true,
});
