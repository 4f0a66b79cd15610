// Gift links in the database (table gift_links): made, listed and revoked by the comic's owner, found by
// the hash of a token for its recipient. A token is never stored, only its SHA-256.
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { firstRow } from '../../db/transaction';
import { giftLinks } from '../../db/schema';

export type GiftLinkRow = typeof giftLinks.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function insertGiftLink(
  db: AppDatabase,
  link: {
    comicId: string;
    userId: string;
    token: string;
    from: string;
    message: string;
    allowDownload: boolean;
    opensAt: string | null;
    opensZone: string | null;
  },
): Promise<GiftLinkRow> {
  const [row] = await db
    .insert(giftLinks)
    .values({
      comicId: link.comicId,
      userId: link.userId,
      tokenHash: hashToken(link.token),
      fromName: link.from,
      message: link.message,
      allowDownload: link.allowDownload,
      opensAt: link.opensAt,
      opensZone: link.opensZone,
    })
    .returning();
  return row!;
}

export function liveGiftLinks(db: AppDatabase, comicId: string, userId: string): Promise<GiftLinkRow[]> {
  return db
    .select()
    .from(giftLinks)
    .where(and(eq(giftLinks.comicId, comicId), eq(giftLinks.userId, userId), isNull(giftLinks.revokedAt)))
    .orderBy(desc(giftLinks.createdAt));
}

/** Revokes the owner's live link; false when there is no such live link of theirs. */
export async function revokeGiftLink(db: AppDatabase, id: string, userId: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(giftLinks)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(giftLinks.id, id), eq(giftLinks.userId, userId), isNull(giftLinks.revokedAt)))
    .returning({ id: giftLinks.id });
  return revoked.length > 0;
}

/** The owner's live link by its id, if any. */
export function ownLiveLink(db: AppDatabase, id: string, userId: string): Promise<GiftLinkRow | undefined> {
  return firstRow(
    db
      .select()
      .from(giftLinks)
      .where(and(eq(giftLinks.id, id), eq(giftLinks.userId, userId), isNull(giftLinks.revokedAt))),
  );
}

/** Sets when the owner's live link opens (null: now); the row as it is then, or undefined when gone. */
export async function setLinkOpening(
  db: AppDatabase,
  id: string,
  userId: string,
  opening: { opensAt: string | null; opensZone: string | null },
): Promise<GiftLinkRow | undefined> {
  const [row] = await db
    .update(giftLinks)
    .set(opening)
    .where(and(eq(giftLinks.id, id), eq(giftLinks.userId, userId), isNull(giftLinks.revokedAt)))
    .returning();
  return row;
}

/** The live link a token opens, if any. */
export function liveLinkByToken(db: AppDatabase, token: string): Promise<GiftLinkRow | undefined> {
  return firstRow(
    db
      .select()
      .from(giftLinks)
      .where(and(eq(giftLinks.tokenHash, hashToken(token)), isNull(giftLinks.revokedAt))),
  );
}

export async function countOpen(db: AppDatabase, id: string): Promise<void> {
  await db
    .update(giftLinks)
    .set({ opens: sql`${giftLinks.opens} + 1` })
    .where(eq(giftLinks.id, id));
}
