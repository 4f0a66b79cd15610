// comics.addCharacter and comics.removeCharacter: the people of the story besides the hero, each with a
// photo the owner uploaded, so that a couple, a parent and child or best friends all appear as themselves
// in the book. The hero is the comic's first character (comics.save puts them first) and stays. Each change
// is one transaction (checked and written together); a removed person's photo goes once nothing refers to it.
import { and, asc, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import type { AddCharacterInput } from '../../../shared/schemas';
import type { ComicDetail } from '../../../shared/types';
import { MAX_PHOTO_CHARACTERS } from '../../../shared/limits';
import { comicCharacters, comics } from '../../db/schema';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import { inTransaction } from '../../db/transaction';
import { imageOwnerOf, type SignedInActor } from '../actor';
import { Invalid, NotFound } from '../../lib/errors';
import { assertOwnImage } from '../ownImages';
import { COMIC_NOT_FOUND } from './comicRows';
import { removeUnusedImages } from './comicImages';
import { said } from '../../lib/said';

/** MAX_PHOTO_CHARACTERS (3), in words. */
const TOO_MANY_PEOPLE = said('error_too_many_people');
export const TOO_MANY_PEOPLE_MESSAGE = TOO_MANY_PEOPLE.text;
const CHARACTER_NOT_FOUND = said('error_character_not_found');
const HERO_STAYS = said('error_hero_stays');
export const HERO_STAYS_MESSAGE = HERO_STAYS.text;

type Character = ComicDetail['characters'][number];
type Tx = AppDeps['db'];

/** Throws NotFound unless the comic is the user's: checked first, so nobody learns anything about others' comics. */
async function assertOwnComic(tx: Tx, comicId: string, userId: string): Promise<void> {
  const [row] = await tx
    .select({ id: comics.id })
    .from(comics)
    .where(and(eq(comics.id, comicId), eq(comics.userId, userId)));
  if (!row) throw new NotFound(COMIC_NOT_FOUND);
}

/** The comic's hero: its first character row (null for a comic without any, which saving never makes). */
async function heroCharacterId(tx: Tx, comicId: string): Promise<string | null> {
  const [hero] = await tx
    .select({ id: comicCharacters.id })
    .from(comicCharacters)
    .where(eq(comicCharacters.comicId, comicId))
    .orderBy(asc(comicCharacters.position))
    .limit(1);
  return hero?.id ?? null;
}

export async function addCharacter(deps: AppDeps, actor: SignedInActor, input: AddCharacterInput): Promise<Character> {
  const userId = actor.user.id;
  return retryWhileBusy(
    () =>
      inTransaction(deps.db, async (tx) => {
        await assertOwnComic(tx, input.comicId, userId);
        // A comic shows only its owner's images: someone else's photo reads as not found.
        await assertOwnImage(tx, input.portraitImageUrl, imageOwnerOf(actor), 'photo');
        const hero = await heroCharacterId(tx, input.comicId);
        const [{ withPhotos }] = await tx
          .select({ withPhotos: count() })
          .from(comicCharacters)
          .where(
            and(
              eq(comicCharacters.comicId, input.comicId),
              isNotNull(comicCharacters.portraitImageUrl),
              hero ? ne(comicCharacters.id, hero) : undefined,
            ),
          );
        if (withPhotos >= MAX_PHOTO_CHARACTERS) throw new Invalid(TOO_MANY_PEOPLE);
        const [row] = await tx
          .insert(comicCharacters)
          .values({
            comicId: input.comicId,
            userId,
            fullName: input.fullName,
            nickname: input.nickname,
            portraitImageUrl: input.portraitImageUrl,
            aids: JSON.stringify(input.aids),
            position: sql`(SELECT coalesce(max(${comicCharacters.position}), 0) + 1 FROM ${comicCharacters}
              WHERE ${comicCharacters.comicId} = ${input.comicId})`,
          })
          .returning({
            id: comicCharacters.id,
            fullName: comicCharacters.fullName,
            nickname: comicCharacters.nickname,
            portraitImageUrl: comicCharacters.portraitImageUrl,
          });
        return { ...row!, aids: input.aids };
      }),
    deps.config.dbBusyTimeoutMs,
  );
}

export async function removeCharacter(
  deps: AppDeps,
  actor: SignedInActor,
  input: { comicId: string; characterId: string },
): Promise<{ id: string }> {
  const userId = actor.user.id;
  const portrait = await retryWhileBusy(
    () =>
      inTransaction(deps.db, async (tx) => {
        await assertOwnComic(tx, input.comicId, userId);
        const owned = and(
          eq(comicCharacters.id, input.characterId),
          eq(comicCharacters.comicId, input.comicId),
          eq(comicCharacters.userId, userId),
        );
        const [row] = await tx
          .select({ id: comicCharacters.id, portrait: comicCharacters.portraitImageUrl })
          .from(comicCharacters)
          .where(owned);
        if (!row) throw new NotFound(CHARACTER_NOT_FOUND);
        if (row.id === (await heroCharacterId(tx, input.comicId))) throw new Invalid(HERO_STAYS);
        await tx.delete(comicCharacters).where(owned);
        return row.portrait;
      }),
    deps.config.dbBusyTimeoutMs,
  );
  // The file goes after the row is committed: a crash in between leaves an orphan file (the cleanup pass
  // removes it later), never a person without their photo. Another comic using the photo keeps it.
  if (portrait) await removeUnusedImages(deps, [portrait], userId);
  return { id: input.characterId };
}
