// comics.delete: removes the owner's comic (children and book pages cascade), then its stored images that
// no other comic still refers to, and its downloads and print files.
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import { bookPages, comics } from '../../db/schema';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import { inTransaction } from '../../db/transaction';
import type { SignedInActor } from '../actor';
import { NotFound } from '../../lib/errors';
import { COMIC_NOT_FOUND } from './comicRows';
import { removeUnusedImages } from './comicImages';
import { removeComicFiles } from '../files/filesSource';

export async function deleteComic(
  deps: AppDeps,
  actor: SignedInActor,
  { id }: { id: string },
): Promise<{ id: string }> {
  const { db } = deps;
  const userId = actor.user.id;
  const imageUrls = await retryWhileBusy(
    () =>
      inTransaction(db, async (tx) => {
        // The book's pages cascade with the comic; their images are removed with the photo and cover.
        const pageRows = await tx
          .select({
            art: bookPages.artUrl,
            print: bookPages.printUrl,
            reader: bookPages.readerUrl,
            thumb: bookPages.thumbUrl,
          })
          .from(bookPages)
          .where(and(eq(bookPages.comicId, id), eq(bookPages.userId, userId)));
        const pages = pageRows.flatMap((page) => [page.art, page.print, page.reader, page.thumb]);
        const [deleted] = await tx
          .delete(comics)
          .where(and(eq(comics.id, id), eq(comics.userId, userId)))
          .returning({ photo: comics.mainCharacterPhoto, cover: comics.comicFrontPageUrl });
        if (!deleted) throw new NotFound(COMIC_NOT_FOUND);
        return [deleted.photo, deleted.cover, ...pages].filter((url): url is string => Boolean(url));
      }),
    deps.config.dbBusyTimeoutMs,
  );

  // Files go after the rows are committed: a crash in between leaves an orphan file (the cleanup pass
  // removes it later), never a broken comic.
  await removeUnusedImages(deps, imageUrls, userId);
  // Its PDFs and CBZ are made from the pages: they go with them.
  await removeComicFiles(deps, id);
  return { id };
}
