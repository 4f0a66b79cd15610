// The draft rules that decide what a change makes stale, what "start over" clears and what deleting the
// saved comic does to the draft (client/state, pure functions).
import { describe, expect, it } from 'vitest';
import { draftActions } from '../../client/state/draftActions';
import { isSameComic, toDraft, type BookDraft } from '../../client/state/draft';
import { questionTemplates } from '../../shared/questions';

const margaret = questionTemplates("Margaret O'Brien");
const finished: BookDraft = {
  draftId: 'draft-1',
  type: '30s-50s-style',
  author: "Margaret O'Brien",
  answers: [
    { ...margaret[0], answer: 'Retired librarian' },
    { id: 'pets', question: 'Any pets?', hint: '', answer: 'A goose called Gus' },
  ],
  idea: { id: 'i1', title: 'The Amazing Librarian!', description: 'Margaret saves the day.' },
  characters: [],
  mainCharacterPhoto: '/storage/characters/1700000000000-abcdefghijkl.jpg',
  comicFrontPageUrl: '/storage/covers/1700000000000-abcdefghijkl.jpg',
  savedComicId: 'comic-1',
};

describe('draft actions', () => {
  it('start over leaves nothing of the previous comic and names a new draft', () => {
    const fresh = draftActions.reset();
    expect(fresh).toMatchObject({ answers: [], characters: [] });
    expect(fresh.author ?? null).toBeNull();
    expect(fresh.idea ?? null).toBeNull();
    expect(fresh.mainCharacterPhoto ?? null).toBeNull();
    expect(fresh.comicFrontPageUrl ?? null).toBeNull();
    expect(fresh.savedComicId ?? null).toBeNull();
    expect(fresh.draftId).toMatch(/^[0-9a-f]{24}$/);
    expect(draftActions.reset().draftId).not.toBe(fresh.draftId);
  });

  it('another style drops the idea and the cover, keeps the author, answers and photo', () => {
    const manga = draftActions.setType(finished, 'black-and-white-manga');
    expect(manga.idea).toBeNull();
    expect(manga.comicFrontPageUrl).toBeNull();
    expect(manga.savedComicId).toBeNull();
    expect(manga.author).toBe(finished.author);
    expect(manga.answers).toEqual(finished.answers);
    expect(manga.mainCharacterPhoto).toBe(finished.mainCharacterPhoto);
    expect(draftActions.setType(finished, '30s-50s-style')).toBe(finished);
  });

  it('another author renames our questions, drops the idea and the cover that named the old one', () => {
    const kofi = draftActions.setAuthor(finished, '  Kofi Mensah ');
    expect(kofi.author).toBe('Kofi Mensah');
    expect(kofi.answers[0]).toMatchObject({
      id: 'job',
      question: "What is Kofi Mensah's job?",
      answer: 'Retired librarian',
    });
    // A question that is not one of ours keeps its own text.
    expect(kofi.answers[1].question).toBe('Any pets?');
    expect(kofi.idea).toBeNull();
    expect(kofi.comicFrontPageUrl).toBeNull();
    // The first name typed on a new draft has nothing to make stale.
    const first = draftActions.setAuthor({ answers: [], characters: [], type: '30s-50s-style' }, 'Kofi');
    expect(first.author).toBe('Kofi');
  });

  it('deleting the saved comic starts the draft over; deleting another comic leaves it alone', () => {
    const after = draftActions.forgetDeletedComic(finished, 'comic-1');
    expect(after.idea ?? null).toBeNull();
    expect(after.savedComicId ?? null).toBeNull();
    expect(after.draftId).not.toBe(finished.draftId);
    expect(draftActions.forgetDeletedComic(finished, 'comic-2')).toBe(finished);
  });

  it('a late cover or save applies only to the same comic', () => {
    expect(isSameComic(finished, { ...finished, comicFrontPageUrl: null })).toBe(true);
    expect(isSameComic(finished, draftActions.reset())).toBe(false);
    expect(isSameComic(finished, { ...finished, idea: { id: 'i2', title: 'Other', description: '' } })).toBe(false);
  });

  it('keeps the client-only ids through storage and refuses odd ones', () => {
    expect(toDraft(finished)).toMatchObject({ draftId: 'draft-1', savedComicId: 'comic-1' });
    expect(toDraft({ ...finished, draftId: '<script>', savedComicId: 42 })).toMatchObject({
      draftId: null,
      savedComicId: null,
    });
  });
});
