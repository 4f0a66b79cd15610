// Server-side sessions: the cookie holds a random 256-bit token, the database only its SHA-256.
// Sessions last 30 days from last use; use renews them at most once a day to keep reads cheap.
import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/types';
import { prepareNamed, preparedPerDatabase, type AppDatabase } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { isBusy } from '../../db/retryWhileBusy';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** However often it is used, a session ends this long after sign-in (absolute expiry). */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

// The one-shot hash: every request with a session cookie hashes it, and a Hash object costs five times more.
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: AppDatabase, userId: string, now: Date): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

export interface ActiveSession {
  user: SessionUser;
  tokenHash: string;
  /** Set when the expiry moved forward, so the cookie should be sent again with it. */
  renewedUntil: Date | null;
}

/** The session row and its user for a token hash, if the session is still usable at `now`. */
const sessionByHash = preparedPerDatabase((db) =>
  prepareNamed(
    db
      .select({
        expiresAt: sessions.expiresAt,
        user: { id: users.id, email: users.email, name: users.name, avatarUrl: users.avatarUrl },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          gt(sessions.createdAt, sql.placeholder('createdAfter')),
        ),
      ),
    'session_by_hash',
  ),
);

/** The signed-in user for a cookie token, or null when the token is unknown or expired. */
export async function findSession(db: AppDatabase, token: string, now: Date): Promise<ActiveSession | null> {
  const tokenHash = hashSessionToken(token);
  const [row] = await sessionByHash(db).execute({
    tokenHash,
    now: now.toISOString(),
    createdAfter: new Date(now.getTime() - SESSION_MAX_AGE_MS).toISOString(),
  });
  if (!row) return null;

  let renewedUntil: Date | null = null;
  const remaining = new Date(row.expiresAt).getTime() - now.getTime();
  if (SESSION_TTL_MS - remaining > RENEW_AFTER_MS) {
    try {
      const until = new Date(now.getTime() + SESSION_TTL_MS);
      await db.update(sessions).set({ expiresAt: until.toISOString() }).where(eq(sessions.tokenHash, tokenHash));
      renewedUntil = until;
    } catch (error) {
      // Renewal can wait for the next request; a locked database must not fail (or stall) this one.
      if (!isBusy(error)) throw error;
    }
  }
  return { user: row.user, tokenHash, renewedUntil };
}

/** Removes sessions that can no longer be used (idle or past their absolute age). */
export async function deleteExpiredSessions(db: AppDatabase, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lte(sessions.expiresAt, now.toISOString()),
        lte(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS).toISOString()),
      ),
    );
}

export async function deleteSession(db: AppDatabase, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
  name?: string | null;
  avatarUrl?: string | null;
}

/** Finds or creates the user for an identity (keyed on issuer + subject) and refreshes their profile. */
export async function upsertUser(db: AppDatabase, identity: VerifiedIdentity): Promise<SessionUser> {
  const profile = { email: identity.email, name: identity.name ?? null, avatarUrl: identity.avatarUrl ?? null };
  const [user] = await db
    .insert(users)
    .values({ issuer: identity.issuer, subject: identity.subject, ...profile })
    .onConflictDoUpdate({ target: [users.issuer, users.subject], set: profile })
    .returning({ id: users.id, email: users.email, name: users.name, avatarUrl: users.avatarUrl });
  return user!;
}
