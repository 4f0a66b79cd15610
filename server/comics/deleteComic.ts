// comics.delete: removes the owner's comic (children cascade), then its stored images that no other
// comic still refers to.
import { and, eq, or } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { AppDatabase } from '../db/client';
import { comicCharacters, comics } from '../db/schema';
import type { ImageStore } from '../storage/imageStore';
import type { Logger } from '../lib/logger';
import { COMIC_NOT_FOUND_MESSAGE } from './readComics';
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

  // Files go after the rows are committed: a crash in between leaves an orphan file, never a broken comic.
  await removeUnusedImages(deps, imageUrls);
  return { id };
}

/** Removes stored images that no comic refers to any more (a failure is logged, not thrown). */
export async function removeUnusedImages(deps: { db: AppDatabase; store: ImageStore; log: Logger }, urls: string[]) {
  for (const url of new Set(urls)) {
    if (isStillReferenced(deps.db, url)) continue;
    await deps.store.remove(url).catch((error: unknown) => deps.log.warn({ err: error, url }, 'could not remove image'));
  }
}

function isStillReferenced(db: AppDatabase, url: string): boolean {
  const comic = db
    .select({ id: comics.id })
    .from(comics)
    .where(or(eq(comics.mainCharacterPhoto, url), eq(comics.comicFrontPageUrl, url)))
    .limit(1)
    .all();
  const portrait = db
    .select({ id: comicCharacters.id })
    .from(comicCharacters)
    .where(eq(comicCharacters.portraitImageUrl, url))
    .limit(1)
    .all();
  return comic.length > 0 || portrait.length > 0;
}
