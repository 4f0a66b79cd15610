// comics.setCover: a cover made after the comic was saved (a retry or a regeneration) replaces the saved
// one, so the library shows what the user last saw. The replaced image goes once nothing refers to it.
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import { comics } from '../../db/schema';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import { inTransaction } from '../../db/transaction';
import { imageOwnerOf, type SignedInActor } from '../actor';
import { NotFound } from '../../lib/errors';
import { assertOwnImage } from '../ownImages';
import { removeUnusedImages } from './comicImages';
import { COMIC_NOT_FOUND } from './comicRows';

export async function setComicCover(
  deps: AppDeps,
  actor: SignedInActor,
  input: { id: string; comicFrontPageUrl: string },
): Promise<{ id: string }> {
  const userId = actor.user.id;
  const owned = and(eq(comics.id, input.id), eq(comics.userId, userId));
  const previous = await retryWhileBusy(
    () =>
      inTransaction(deps.db, async (tx) => {
        const [row] = await tx.select({ cover: comics.comicFrontPageUrl }).from(comics).where(owned);
        if (!row) throw new NotFound(COMIC_NOT_FOUND);
        // Checked after the comic, so nobody learns anything about comics that are not theirs.
        await assertOwnImage(tx, input.comicFrontPageUrl, imageOwnerOf(actor), 'cover');
        await tx.update(comics).set({ comicFrontPageUrl: input.comicFrontPageUrl }).where(owned);
        return row.cover;
      }),
    deps.config.dbBusyTimeoutMs,
  );
  if (previous && previous !== input.comicFrontPageUrl) await removeUnusedImages(deps, [previous], userId);
  return { id: input.id };
}
