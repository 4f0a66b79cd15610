// comics.save: the comic, its idea, answers, characters and the default five-page outline in one
// transaction, with the spec's fallbacks.
// Saving is bounded like everything that grows the disk: a per-user hourly quota, a cap on the library's
// size, and the free-disk floor.
import type { Draft } from '../../../shared/schemas';
import { DEFAULT_OUTLINE } from '../../../shared/outline';
import { FALLBACK_AUTHOR, FALLBACK_TITLE, FALLBACK_TYPE } from '../../../shared/limits';
import { DEFAULT_LANGUAGE } from '../../../shared/languages';
import { assertWritableLanguage } from '../bookLanguage';
import { count, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import type { AppDatabase } from '../../db/client';
import { comicAnswers, comicCharacters, comicIdeas, comicPages, comics } from '../../db/schema';
import { assertDiskRoom } from '../../storage/diskSpace';

import { retryWhileBusy } from '../../db/retryWhileBusy';
import { inTransaction } from '../../db/transaction';
import { imageOwnerOf, type SignedInActor } from '../actor';
import { Invalid, QuotaExceeded } from '../../lib/errors';
import { assertOwnImage } from '../ownImages';
import { said } from '../../lib/said';

const SAVE_QUOTA = said('error_save_quota');
export const SAVE_QUOTA_MESSAGE = SAVE_QUOTA.text;
const libraryFull = (max: number) => said('error_library_full', { max });
export const libraryFullMessage = (max: number) => libraryFull(max).text;

export async function saveComic(
  deps: AppDeps,
  actor: SignedInActor,
  { draft }: { draft: Draft },
): Promise<{ id: string }> {
  const { db, config, limiter } = deps;
  const userId = actor.user.id;
  const idea = draft.idea;
  if (!idea) throw new Invalid(said('error_pick_idea_before_saving'));
  assertWritableLanguage(deps, draft.language ?? DEFAULT_LANGUAGE);
  // A comic shows only its owner's images: naming someone else's photo or cover is refused.
  if (draft.mainCharacterPhoto) await assertOwnImage(db, draft.mainCharacterPhoto, imageOwnerOf(actor), 'photo');
  if (draft.comicFrontPageUrl) await assertOwnImage(db, draft.comicFrontPageUrl, imageOwnerOf(actor), 'cover');
  await assertDiskRoom(config.dataDir, config.minFreeDiskBytes);
  const [{ saved }] = await db.select({ saved: count() }).from(comics).where(eq(comics.userId, userId));
  if (saved >= config.maxComicsPerUser) throw new QuotaExceeded(libraryFull(config.maxComicsPerUser));
  if (!(await limiter.tryTake('saves', [`user:${userId}`]))) throw new QuotaExceeded(SAVE_QUOTA);

  return retryWhileBusy(() => insertComic(db, userId, draft, idea), config.dbBusyTimeoutMs);
}

async function insertComic(
  db: AppDatabase,
  userId: string,
  draft: Draft,
  idea: NonNullable<Draft['idea']>,
): Promise<{ id: string }> {
  return inTransaction(db, async (tx) => {
    const [comic] = await tx
      .insert(comics)
      .values({
        userId,
        title: idea.title || FALLBACK_TITLE,
        author: draft.author || FALLBACK_AUTHOR,
        type: draft.type || FALLBACK_TYPE,
        language: draft.language ?? DEFAULT_LANGUAGE,
        rightToLeft: draft.rightToLeft ?? false,
        mainCharacterPhoto: draft.mainCharacterPhoto ?? null,
        comicFrontPageUrl: draft.comicFrontPageUrl ?? null,
        heroAids: JSON.stringify(draft.heroAids ?? []),
        position: sql`(SELECT coalesce(max(${comics.position}), 0) + 1 FROM ${comics}
          WHERE ${comics.userId} = ${userId})`,
      })
      .returning({ id: comics.id });
    const owned = { comicId: comic!.id, userId };

    await tx
      .insert(comicIdeas)
      .values({ ...owned, title: idea.title || FALLBACK_TITLE, description: idea.description, position: 0 });
    for (const [index, character] of mainCharacterFirst(draft).entries()) {
      await tx.insert(comicCharacters).values({
        ...owned,
        fullName: character.fullName,
        nickname: character.nickname,
        // The uploaded photo is the main (first) character's portrait.
        portraitImageUrl: index === 0 ? (draft.mainCharacterPhoto ?? null) : null,
        position: index,
      });
    }
    for (const [index, answer] of draft.answers.entries()) {
      await tx.insert(comicAnswers).values({
        ...owned,
        questionId: answer.id,
        question: answer.question,
        hint: answer.hint,
        answer: answer.answer,
        position: index,
      });
    }
    await tx.insert(comicPages).values(DEFAULT_OUTLINE.map((page) => ({ ...owned, ...page })));
    return { id: comic!.id };
  });
}

/** The draft's characters, or, when the flow collected none, the author as the star of their own comic. */
function mainCharacterFirst(draft: Draft): { fullName: string; nickname: string }[] {
  if (draft.characters.length > 0) return draft.characters;
  return [{ fullName: draft.author || FALLBACK_AUTHOR, nickname: '' }];
}
