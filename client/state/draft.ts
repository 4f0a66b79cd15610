// The book-builder draft (spec section 3), persisted in localStorage under 'bookBuilder' (spec section 9).
// Reading is validated with the shared draftSchema: a corrupt or hand-edited value falls back to an empty
// draft instead of crashing, and storage failures (private mode, quota) are silently ignored (spec section 4).
import { atomWithStorage } from 'jotai/utils';
import { reportDraftInProgress } from './draftCookie';
import { safeJsonStorage } from './safeJsonStorage';
import { draftSchema, type Draft } from '../../shared/schemas';
import { DRAFT_STORAGE_KEY } from '../../shared/limits';

/**
 * The shared draft plus two client-only fields: `draftId` names this comic-in-progress (a fresh one after
 * "start over"), so a cover or a save that finishes late never lands in a newer comic; `savedComicId` is
 * the comic it was saved as, so it is never saved twice; `coverJobId` is the cover job being painted for
 * it, followed again after a reload.
 */
export type BookDraft = Draft & { draftId?: string | null; savedComicId?: string | null; coverJobId?: string | null };

export const EMPTY_DRAFT: BookDraft = { answers: [], characters: [] };

const CLIENT_ID = /^[A-Za-z0-9-]{1,64}$/;
const clientId = (value: unknown) => (typeof value === 'string' && CLIENT_ID.test(value) ? value : null);

/** Parses anything into a valid draft; never throws. */
export function toDraft(value: unknown): BookDraft {
  const parsed = draftSchema.safeParse(value);
  if (!parsed.success) return EMPTY_DRAFT;
  const raw = value as { draftId?: unknown; savedComicId?: unknown; coverJobId?: unknown };
  return {
    ...parsed.data,
    draftId: clientId(raw.draftId),
    savedComicId: clientId(raw.savedComicId),
    coverJobId: clientId(raw.coverJobId),
  };
}

/** The draft as the server expects it: the client-only ids stay here. */
export function draftForServer({
  savedComicId: _saved,
  draftId: _draft,
  coverJobId: _job,
  ...draft
}: BookDraft): Draft {
  return draft;
}

/** A new random draft id (getRandomValues works on plain-http LAN addresses too, unlike randomUUID). */
export function newDraftId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when the draft holds anything worth keeping: starting over would lose work. */
export function hasProgress(draft: BookDraft): boolean {
  return Boolean(draft.type || draft.author || draft.answers.length || draft.idea || draft.mainCharacterPhoto);
}

/** Whether `later` is still the comic that `earlier` was (same draft, idea and photo): late results apply only then. */
export function isSameComic(earlier: BookDraft, later: BookDraft): boolean {
  return (
    earlier.draftId === later.draftId &&
    earlier.idea?.id === later.idea?.id &&
    earlier.mainCharacterPhoto === later.mainCharacterPhoto
  );
}

// Another tab's change to the draft is taken too, validated the same way. Every read and write also tells
// the server (a cookie) whether a comic is in progress.
const storedDraft = safeJsonStorage<BookDraft>(() => localStorage, toDraft);
const draftStorage: typeof storedDraft = {
  ...storedDraft,
  getItem(key, initialValue) {
    const draft = storedDraft.getItem(key, initialValue);
    reportDraftInProgress(hasProgress(draft));
    return draft;
  },
  setItem(key, value) {
    storedDraft.setItem(key, value);
    reportDraftInProgress(hasProgress(value));
  },
  removeItem(key) {
    storedDraft.removeItem(key);
    reportDraftInProgress(false);
  },
};

export const bookBuilderAtom = atomWithStorage<BookDraft>(DRAFT_STORAGE_KEY, EMPTY_DRAFT, draftStorage, {
  getOnInit: true,
});
