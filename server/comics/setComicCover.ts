// comics.setCover: a cover made after the comic was saved (a retry or a regeneration) replaces the saved
// one, so the library shows what the user last saw. The replaced image goes once nothing refers to it.
import { and, eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { AppDatabase } from '../db/client';
import { comics } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { ImageStore } from '../storage/imageStore';
import { removeUnusedImages } from './deleteComic';
import { retryWhileBusy } from '../db/retryWhileBusy';
import { COMIC_NOT_FOUND_MESSAGE } from './readComics';
import { ownsImage, type ImageOwner } from '../storage/ownedImages';

export const COVER_NOT_FOUND_MESSAGE = 'The cover was not found. Please generate it again.';

export async function setComicCover(
  deps: { db: AppDatabase; store: ImageStore; log: Logger; config: { dbBusyTimeoutMs: number } },
  caller: ImageOwner & { userId: string },
  input: { id: string; comicFrontPageUrl: string },
): Promise<{ id: string }> {
  const { userId } = caller;
  const owned = and(eq(comics.id, input.id), eq(comics.userId, userId));
  const previous = await retryWhileBusy(() => deps.db.transaction((tx) => {
    const [row] = tx.select({ cover: comics.comicFrontPageUrl }).from(comics).where(owned).all();
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: COMIC_NOT_FOUND_MESSAGE });
    // Checked after the comic, so nobody learns anything about comics that are not theirs.
    if (!ownsImage(tx, input.comicFrontPageUrl, caller)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: COVER_NOT_FOUND_MESSAGE });
    }
    tx.update(comics).set({ comicFrontPageUrl: input.comicFrontPageUrl }).where(owned).run();
    return row.cover;
  }), deps.config.dbBusyTimeoutMs);
  if (previous && previous !== input.comicFrontPageUrl) await removeUnusedImages(deps, [previous], userId);
  return { id: input.id };
}
