// comics.delete: removes the owner's comic (children cascade), then its stored images that no other
// comic still refers to.
import { and, eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { AppDatabase } from '../db/client';
import { comics } from '../db/schema';
import type { ImageStore } from '../storage/imageStore';
import type { Logger } from '../lib/logger';
import { COMIC_NOT_FOUND_MESSAGE } from './readComics';
import { forgetImages, isReferenced, ownsImage } from '../storage/ownedImages';
import { retryWhileBusy } from '../db/retryWhileBusy';

export async function deleteComic(
  deps: { db: AppDatabase; store: ImageStore; log: Logger; config: { dbBusyTimeoutMs: number } },
  userId: string,
  id: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const imageUrls = await retryWhileBusy(() => db.transaction((tx) => {
    const [deleted] = tx
      .delete(comics)
      .where(and(eq(comics.id, id), eq(comics.userId, userId)))
      .returning({ photo: comics.mainCharacterPhoto, cover: comics.comicFrontPageUrl })
      .all();
    if (!deleted) throw new TRPCError({ code: 'NOT_FOUND', message: COMIC_NOT_FOUND_MESSAGE });
    return [deleted.photo, deleted.cover].filter((url): url is string => Boolean(url));
  }), deps.config.dbBusyTimeoutMs);

  // Files go after the rows are committed: a crash in between leaves an orphan file (the cleanup pass
  // removes it later), never a broken comic.
  await removeUnusedImages(deps, imageUrls, userId);
  return { id };
}

/**
 * Removes the user's own stored images that no comic (of anyone) refers to any more. Someone else's image
 * is never removed, whatever a comic named. A failure is logged, not thrown.
 */
export async function removeUnusedImages(deps: { db: AppDatabase; store: ImageStore; log: Logger }, urls: string[], userId: string) {
  for (const url of new Set(urls)) {
    if (isReferenced(deps.db, url) || !ownsImage(deps.db, url, { userId, visitorId: null })) continue;
    try {
      await deps.store.remove(url);
      forgetImages(deps.db, [url]);
    } catch (error) {
      deps.log.warn({ err: error, url }, 'could not remove image');
    }
  }
}
