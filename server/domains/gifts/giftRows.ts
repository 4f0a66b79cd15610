// Gift links in the database (table gift_links): made, listed and revoked by the comic's owner, found by
// the hash of a token for its recipient. A token is never stored, only its SHA-256.
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { giftLinks } from '../../db/schema';

export type GiftLinkRow = typeof giftLinks.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function insertGiftLink(
  db: AppDatabase,
  link: { comicId: string; userId: string; token: string; message: string; allowDownload: boolean },
): GiftLinkRow {
  return db
    .insert(giftLinks)
    .values({
      comicId: link.comicId,
      userId: link.userId,
      tokenHash: hashToken(link.token),
      message: link.message,
      allowDownload: link.allowDownload,
    })
    .returning()
    .get();
}

export function liveGiftLinks(db: AppDatabase, comicId: string, userId: string): GiftLinkRow[] {
  return db
    .select()
    .from(giftLinks)
    .where(and(eq(giftLinks.comicId, comicId), eq(giftLinks.userId, userId), isNull(giftLinks.revokedAt)))
    .orderBy(desc(giftLinks.createdAt))
    .all();
}

/** Revokes the owner's live link; false when there is no such live link of theirs. */
export function revokeGiftLink(db: AppDatabase, id: string, userId: string, now: Date): boolean {
  const result = db
    .update(giftLinks)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(giftLinks.id, id), eq(giftLinks.userId, userId), isNull(giftLinks.revokedAt)))
    .run();
  return result.changes > 0;
}

/** The live link a token opens, if any. */
export function liveLinkByToken(db: AppDatabase, token: string): GiftLinkRow | undefined {
  return db
    .select()
    .from(giftLinks)
    .where(and(eq(giftLinks.tokenHash, hashToken(token)), isNull(giftLinks.revokedAt)))
    .get();
}

export function countOpen(db: AppDatabase, id: string): void {
  db.update(giftLinks)
    .set({ opens: sql`${giftLinks.opens} + 1` })
    .where(eq(giftLinks.id, id))
    .run();
}
