// Completes a sign-in for a verified identity: replaces any earlier session (no fixation) and sets the cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../trpc/context';
import { createSession, deleteExpiredSessions, deleteSession, hashSessionToken, upsertUser, type VerifiedIdentity } from './sessions';
import { readSessionToken, setSessionCookie } from './sessionCookie';

export function completeSignIn(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, identity: VerifiedIdentity) {
  const earlier = readSessionToken(request, deps.config);
  if (earlier) deleteSession(deps.db, hashSessionToken(earlier));
  // Sign-ins are rare and cheap to extend: a good moment to sweep sessions nobody can use any more.
  deleteExpiredSessions(deps.db, deps.now());
  const user = upsertUser(deps.db, identity);
  const session = createSession(deps.db, user.id, deps.now());
  setSessionCookie(reply, deps.config, session.token, session.expiresAt);
  deps.log.info({ userId: user.id, issuer: identity.issuer }, 'signed in');
  return user;
}
