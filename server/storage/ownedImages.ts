// Who owns each stored image (table stored_images). Files are written by the image store; this module
// records their owner, answers "is this the caller's image?", hands a visitor's images to the user they
// sign in as, and lists images no row refers to (for the cleanup pass; fileReferences.ts says which rows).
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { storedImages } from '../db/schema';
import { retryWhileBusy } from '../db/retryWhileBusy';
import { referencedNowhere } from './fileReferences';
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

/** Forgets the owner rows of images that are gone. */
export async function forgetImages(db: AppDatabase, urls: string[]): Promise<void> {
  if (urls.length > 0) await db.delete(storedImages).where(inArray(storedImages.url, urls));
}

/** Recorded images created before `cutoff` that no row refers to (fileReferences.ts lists where rows refer). */
export async function unreferencedImagesBefore(db: AppDatabase, cutoff: Date): Promise<string[]> {
  const rows = await db
    .select({ url: storedImages.url })
    .from(storedImages)
    .where(and(lt(storedImages.createdAt, cutoff.toISOString()), referencedNowhere(storedImages.url)));
  return rows.map((row) => row.url);
}
