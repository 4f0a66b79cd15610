// The HTTP side of a sign-in: reads the browser's earlier session and visitor cookies, signs the identity
// in (domains/auth) and sets the new session cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../domains/appDeps';
import { hashSessionToken, type VerifiedIdentity } from '../../domains/auth/sessions';
import { signIn } from '../../domains/auth/signIn.handler';
import { readSessionToken, setSessionCookie } from './sessionCookie';
import { readVisitorId } from './visitorCookie';

export async function completeSignIn(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  identity: VerifiedIdentity,
) {
  const earlier = readSessionToken(request, deps.config);
  const { user, session } = await signIn(deps, {
    identity,
    earlierTokenHash: earlier ? hashSessionToken(earlier) : null,
    visitorId: readVisitorId(request, deps.config),
  });
  setSessionCookie(reply, deps.config, session.token, session.expiresAt);
  return user;
}
