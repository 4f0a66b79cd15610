// Gift links in the database (table gift_links): made, listed and revoked by the comic's owner, found by
// the hash of a token for its recipient (the giver's link, or the one e-mailed when it opens: giftEmail.ts).
// A token is never stored, only its SHA-256.
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
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
    sendTo: string | null;
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
      sendTo: link.sendTo,
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

/** The live link a token opens (the giver's, or the one e-mailed to the person it is for), if any. */
export function liveLinkByToken(db: AppDatabase, token: string): Promise<GiftLinkRow | undefined> {
  const hash = hashToken(token);
  return firstRow(
    db
      .select()
      .from(giftLinks)
      .where(and(or(eq(giftLinks.tokenHash, hash), eq(giftLinks.mailTokenHash, hash)), isNull(giftLinks.revokedAt))),
  );
}

/** A live link by its id (whoever owns it), for the job that e-mails it. */
export function liveLinkById(db: AppDatabase, id: string): Promise<GiftLinkRow | undefined> {
  return firstRow(
    db
      .select()
      .from(giftLinks)
      .where(and(eq(giftLinks.id, id), isNull(giftLinks.revokedAt))),
  );
}

/** What the e-mail job records: the e-mailed token's hash (before sending), then how the sending went. */
export type GiftMailResult = { sentAt: string } | { refusedAt: string; code: number } | { failedAt: string };

export async function setMailToken(db: AppDatabase, id: string, tokenHash: string): Promise<boolean> {
  const set = await db
    .update(giftLinks)
    .set({ mailTokenHash: tokenHash })
    .where(and(eq(giftLinks.id, id), isNull(giftLinks.revokedAt)))
    .returning({ id: giftLinks.id });
  return set.length > 0;
}

export async function setMailResult(db: AppDatabase, id: string, result: GiftMailResult): Promise<void> {
  await db
    .update(giftLinks)
    .set({ mailResult: JSON.stringify(result) })
    .where(eq(giftLinks.id, id));
}

export async function countOpen(db: AppDatabase, id: string): Promise<void> {
  await db
    .update(giftLinks)
    .set({ opens: sql`${giftLinks.opens} + 1` })
    .where(eq(giftLinks.id, id));
}
