// Who is asking, for HTTP routes outside tRPC (uploads, stored photos): the signed-in user, if any, and
// the browser's visitor id.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../domains/appDeps';
import type { ImageOwner } from '../../storage/ownedImages';
import { readSessionToken } from './sessionCookie';
import { findSession } from '../../domains/auth/sessions';
import { ensureVisitorId, readVisitorId } from './visitorCookie';

export async function requestOwner(deps: AppDeps, request: FastifyRequest, reply?: FastifyReply): Promise<ImageOwner> {
  const token = readSessionToken(request, deps.config);
  const user = token ? (await findSession(deps.db, token, deps.now()))?.user : undefined;
  return {
    userId: user?.id ?? null,
    // Giving a visitor an id only where they create something (reply given); reading never sets cookies.
    visitorId: reply ? ensureVisitorId(request, reply, deps.config) : readVisitorId(request, deps.config),
  };
}
