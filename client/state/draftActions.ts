// The draft actions of spec section 4 as pure functions, so the hook stays a thin wrapper and each rule
// (insert-or-replace by id, merge by id, what a change makes stale...) is easy to find and test.
import type { Answer, Character, Idea } from '../../shared/schemas';
import { questionTemplates } from '../../shared/questions';
import type { ChosenAid } from '../../shared/heroAids';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../shared/languages';
import { EMPTY_DRAFT, newDraftId, type BookDraft } from './draft';

/** What a new style, author, idea or photo makes stale: the cover, and a cover job painting the old one. */
const NO_COVER = { comicFrontPageUrl: null, coverJobId: null } as const;

/** A changed comic is a new comic: forget the id it was saved as, so it gets saved again. */
function changed(draft: BookDraft, patch: Partial<BookDraft>): BookDraft {
  return { ...draft, ...patch, draftId: draft.draftId ?? newDraftId(), savedComicId: null };
}

/** Answers to our own questions ask about the author by name: a new name rewrites the question text. */
function askedAbout(answers: Answer[], author: string): Answer[] {
  const templates = questionTemplates(author);
  return answers.map((answer) => {
    const template = templates.find((t) => t.id === answer.id);
    return template ? { ...answer, question: template.question, hint: template.hint } : answer;
  });
}

export const draftActions = {
  /** Start over: an empty draft under a new id; nothing of the previous comic remains. */
  reset: (): BookDraft => ({ ...EMPTY_DRAFT, draftId: newDraftId() }),
  // The ideas and the cover's title are written in the book's language: another language makes both stale.
  setLanguage: (d: BookDraft, language: LanguageCode) =>
    (d.language ?? DEFAULT_LANGUAGE) === language ? d : changed(d, { language, idea: null, ...NO_COVER }),
  // A book that never chose a language is in the site's: taken when the builder opens, unless an idea was
  // already written (a draft from before books had a language, in English).
  adoptLanguage: (d: BookDraft, language: LanguageCode) => (d.language || d.idea ? d : { ...d, language }),
  // The reading direction of a manga: nothing made so far depends on it.
  setRightToLeft: (d: BookDraft, rightToLeft: boolean) =>
    Boolean(d.rightToLeft) === rightToLeft ? d : changed(d, { rightToLeft }),
  // The ideas and the cover are drawn in one style: another style makes both stale.
  setType: (d: BookDraft, type: string) =>
    d.type === type ? d : changed(d, { type, idea: d.type ? null : d.idea, ...NO_COVER }),
  // The idea's text and the cover's byline name the author: another name makes both stale.
  setAuthor: (d: BookDraft, author: string) => {
    const trimmed = author.trim();
    if (d.author === trimmed) return d;
    const stale = d.author ? { idea: null, ...NO_COVER } : {};
    return changed(d, { author: trimmed, answers: askedAbout(d.answers, trimmed), ...stale });
  },
  addAnswer: (d: BookDraft, answer: Answer) => {
    const index = d.answers.findIndex((a) => a.id === answer.id);
    const answers = index === -1 ? [...d.answers, answer] : d.answers.map((a, i) => (i === index ? answer : a));
    return changed(d, { answers });
  },
  updateAnswer: (d: BookDraft, index: number, answer: Answer) =>
    index < 0 || index >= d.answers.length
      ? d
      : changed(d, { answers: d.answers.map((a, i) => (i === index ? answer : a)) }),
  removeAnswer: (d: BookDraft, id: string) => changed(d, { answers: d.answers.filter((a) => a.id !== id) }),
  // A cover shows the idea's title and the photo's face: changing either makes the cover stale.
  setIdea: (d: BookDraft, idea: Idea | null) =>
    d.idea?.id === idea?.id && d.idea?.title === idea?.title ? d : changed(d, { idea, ...NO_COVER }),
  setCharacters: (d: BookDraft, characters: Character[]) => changed(d, { characters }),
  updateCharacter: (d: BookDraft, id: string, patch: Partial<Omit<Character, 'id'>>) =>
    changed(d, { characters: d.characters.map((c) => (c.id === id ? { ...c, ...patch } : c)) }),
  setMainCharacterPhoto: (d: BookDraft, url: string | null) =>
    d.mainCharacterPhoto === url ? d : changed(d, { mainCharacterPhoto: url, ...NO_COVER }),
  // What the hero lives with is drawn in the book, not on the cover (the cover is their photo): nothing stale.
  setHeroAids: (d: BookDraft, heroAids: ChosenAid[]) => changed(d, { heroAids }),
  // A new cover keeps the saved id: the comic is the same story, and saving again would duplicate it;
  // useCoverGeneration updates the saved comic's cover instead.
  setComicFrontPageUrl: (d: BookDraft, url: string | null): BookDraft => ({ ...d, comicFrontPageUrl: url }),
  /** A cover job was started for this draft: the page follows it (also after a reload). */
  followCoverJob: (d: BookDraft, jobId: string): BookDraft => ({ ...d, coverJobId: jobId }),
  /** The followed cover job painted its cover. */
  coverJobSucceeded: (d: BookDraft, jobId: string, url: string): BookDraft =>
    d.coverJobId === jobId ? { ...d, comicFrontPageUrl: url, coverJobId: null } : d,
  /** The followed cover job ended without a cover (or is gone). */
  forgetCoverJob: (d: BookDraft, jobId: string): BookDraft => (d.coverJobId === jobId ? { ...d, coverJobId: null } : d),
  setSavedComicId: (d: BookDraft, id: string | null): BookDraft => ({ ...d, savedComicId: id }),
  /**
   * The saved comic was deleted. The draft *was* that comic and its stored photo and cover are gone with
   * it, so the draft starts over: going Back to /generate can never save the deleted comic again.
   */
  forgetDeletedComic: (d: BookDraft, id: string): BookDraft => (d.savedComicId === id ? draftActions.reset() : d),
};
