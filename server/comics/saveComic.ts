// comics.save: the comic, its idea, answers, characters and the default five-page outline in one
// transaction, with the spec's fallbacks. better-sqlite3 transactions are synchronous: nothing is awaited inside.
import type { Draft } from '../../shared/schemas';
import { DEFAULT_OUTLINE } from '../../shared/outline';
import { FALLBACK_AUTHOR, FALLBACK_TITLE, FALLBACK_TYPE } from '../../shared/limits';
import { TRPCError } from '@trpc/server';
import type { AppDatabase } from '../db/client';
import { comicAnswers, comicCharacters, comicIdeas, comicPages, comics } from '../db/schema';

export function saveComic(db: AppDatabase, userId: string, draft: Draft): { id: string } {
  const idea = draft.idea;
  if (!idea) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Pick a comic idea before saving.' });

  return db.transaction((tx) => {
    const [comic] = tx
      .insert(comics)
      .values({
        userId,
        title: idea.title || FALLBACK_TITLE,
        author: draft.author || FALLBACK_AUTHOR,
        type: draft.type || FALLBACK_TYPE,
        mainCharacterPhoto: draft.mainCharacterPhoto ?? null,
        comicFrontPageUrl: draft.comicFrontPageUrl ?? null,
      })
      .returning({ id: comics.id })
      .all();
    const owned = { comicId: comic.id, userId };

    tx.insert(comicIdeas).values({ ...owned, title: idea.title || FALLBACK_TITLE, description: idea.description }).run();
    mainCharacterFirst(draft).forEach((character, index) => {
      tx.insert(comicCharacters)
        .values({
          ...owned,
          fullName: character.fullName,
          nickname: character.nickname,
          // The uploaded photo is the main (first) character's portrait.
          portraitImageUrl: index === 0 ? (draft.mainCharacterPhoto ?? null) : null,
        })
        .run();
    });
    for (const answer of draft.answers) {
      tx.insert(comicAnswers)
        .values({ ...owned, questionId: answer.id, question: answer.question, hint: answer.hint, answer: answer.answer })
        .run();
    }
    tx.insert(comicPages)
      .values(DEFAULT_OUTLINE.map((page) => ({ ...owned, ...page })))
      .run();
    return { id: comic.id };
  });
}

/** The draft's characters, or, when the flow collected none, the author as the star of their own comic. */
function mainCharacterFirst(draft: Draft): { fullName: string; nickname: string }[] {
  if (draft.characters.length > 0) return draft.characters;
  return [{ fullName: draft.author || FALLBACK_AUTHOR, nickname: '' }];
}
