// Who owns each stored image (table stored_images). Files are written by the image store; this module
// records their owner, answers "is this the caller's image?", hands a visitor's images to the user they
// sign in as, and lists images no comic refers to (for the cleanup pass).
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { bookArt, bookPages, comicCharacters, comics, storedImages } from '../db/schema';
import { retryWhileBusy } from '../db/retryWhileBusy';
import type { Bucket, ImageExtension, ImageStore } from './imageStore';

/** The caller: a signed-in user and/or the anonymous visitor id of their browser. */
export interface ImageOwner {
  userId: string | null;
  visitorId: string | null;
}

export interface OwnedImageDeps {
  db: AppDatabase;
  store: ImageStore;
  config: { dbBusyTimeoutMs: number };
}

/**
 * Writes an image and records its owner (and, for a painted cover, its likeness score); a file whose row
 * cannot be written is removed again.
 */
export async function saveOwnedImage(
  deps: OwnedImageDeps,
  bucket: Bucket,
  bytes: Buffer,
  ext: ImageExtension,
  owner: ImageOwner,
  about: { likeness?: number } = {},
): Promise<string> {
  const url = await deps.store.save(bucket, bytes, ext);
  try {
    await retryWhileBusy(
      () =>
        deps.db.insert(storedImages).values({
          url,
          bucket,
          ownerUserId: owner.userId,
          ownerVisitorId: owner.visitorId,
          likeness: about.likeness ?? null,
        }),
      deps.config.dbBusyTimeoutMs,
    );
  } catch (error) {
    await deps.store.remove(url).catch(() => {});
    throw error;
  }
  return url;
}

/** A stored painted cover's likeness score, if it was measured. */
export async function imageLikeness(db: Pick<AppDatabase, 'select'>, url: string): Promise<number | null> {
  const [row] = await db
    .select({ likeness: storedImages.likeness })
    .from(storedImages)
    .where(eq(storedImages.url, url))
    .limit(1);
  return row?.likeness ?? null;
}

/** True when the image is the caller's: recorded for their user or for their browser's visitor id. */
export async function ownsImage(db: Pick<AppDatabase, 'select'>, url: string, owner: ImageOwner): Promise<boolean> {
  const mine = [
    owner.userId ? eq(storedImages.ownerUserId, owner.userId) : undefined,
    owner.visitorId ? eq(storedImages.ownerVisitorId, owner.visitorId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (mine.length === 0) return false;
  const [row] = await db
    .select({ url: storedImages.url })
    .from(storedImages)
    .where(and(eq(storedImages.url, url), or(...mine)))
    .limit(1);
  return Boolean(row);
}

/** At sign-in the visitor's images become the user's (images another user owns are never taken). */
export async function adoptVisitorImages(db: AppDatabase, visitorId: string, userId: string): Promise<void> {
  await db
    .update(storedImages)
    .set({ ownerUserId: userId })
    .where(and(eq(storedImages.ownerVisitorId, visitorId), isNull(storedImages.ownerUserId)));
}

/** True when any comic (anyone's) still shows the image. */
export async function isReferenced(db: AppDatabase, url: string): Promise<boolean> {
  const comic = await db
    .select({ id: comics.id })
    .from(comics)
    .where(or(eq(comics.mainCharacterPhoto, url), eq(comics.comicFrontPageUrl, url)))
    .limit(1);
  if (comic.length > 0) return true;
  const portrait = await db
    .select({ id: comicCharacters.id })
    .from(comicCharacters)
    .where(eq(comicCharacters.portraitImageUrl, url))
    .limit(1);
  if (portrait.length > 0) return true;
  const art = await db.select({ key: bookArt.key }).from(bookArt).where(eq(bookArt.url, url)).limit(1);
  if (art.length > 0) return true;
  const page = await db
    .select({ n: bookPages.number })
    .from(bookPages)
    .where(
      or(
        eq(bookPages.artUrl, url),
        eq(bookPages.printUrl, url),
        eq(bookPages.readerUrl, url),
        eq(bookPages.thumbUrl, url),
      ),
    )
    .limit(1);
  return page.length > 0;
}

/** Forgets the owner rows of images that are gone. */
export async function forgetImages(db: AppDatabase, urls: string[]): Promise<void> {
  if (urls.length > 0) await db.delete(storedImages).where(inArray(storedImages.url, urls));
}

/** Recorded images created before `cutoff` that no comic refers to. */
export async function unreferencedImagesBefore(db: AppDatabase, cutoff: Date): Promise<string[]> {
  const rows = await db
    .select({ url: storedImages.url })
    .from(storedImages)
    .where(
      and(
        lt(storedImages.createdAt, cutoff.toISOString()),
        sql`NOT EXISTS (SELECT 1 FROM comics c
          WHERE c.main_character_photo = ${storedImages.url} OR c.comic_front_page_url = ${storedImages.url})`,
        sql`NOT EXISTS (SELECT 1 FROM comic_characters cc WHERE cc.portrait_image_url = ${storedImages.url})`,
        sql`NOT EXISTS (SELECT 1 FROM book_art ba WHERE ba.url = ${storedImages.url})`,
        sql`NOT EXISTS (SELECT 1 FROM book_pages bp
          WHERE bp.art_url = ${storedImages.url} OR bp.print_url = ${storedImages.url}
            OR bp.reader_url = ${storedImages.url} OR bp.thumb_url = ${storedImages.url})`,
      ),
    );
  return rows.map((row) => row.url);
}
