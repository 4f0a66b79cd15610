// Completes a sign-in for a verified identity: replaces any earlier session (no fixation) and sets the cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../trpc/context';
import { createSession, deleteExpiredSessions, deleteSession, hashSessionToken, upsertUser, type VerifiedIdentity } from './sessions';
import { readSessionToken, setSessionCookie } from './sessionCookie';
import { retryWhileBusy } from '../db/retryWhileBusy';
import { adoptVisitorImages } from '../storage/ownedImages';
import { readVisitorId } from './visitorCookie';

export async function completeSignIn(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, identity: VerifiedIdentity) {
  const earlier = readSessionToken(request, deps.config);
  const visitorId = readVisitorId(request, deps.config);
  const { user, session } = await retryWhileBusy(
    () =>
      deps.db.transaction(() => {
        if (earlier) deleteSession(deps.db, hashSessionToken(earlier));
        // Sign-ins are rare and cheap to extend: a good moment to sweep sessions nobody can use any more.
        deleteExpiredSessions(deps.db, deps.now());
        const signedIn = upsertUser(deps.db, identity);
        // What this browser uploaded or painted before signing in now belongs to the account.
        if (visitorId) adoptVisitorImages(deps.db, visitorId, signedIn.id);
        return { user: signedIn, session: createSession(deps.db, signedIn.id, deps.now()) };
      }),
    deps.config.dbBusyTimeoutMs,
  );
  setSessionCookie(reply, deps.config, session.token, session.expiresAt);
  deps.log.info({ userId: user.id, issuer: identity.issuer }, 'signed in');
  return user;
}
