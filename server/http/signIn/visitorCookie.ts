// The anonymous visitor id: a random id in an HttpOnly cookie, so images uploaded or painted before
// sign-in belong to this browser (and, once its visitor signs in, to their account). It identifies a
// browser, not a person, and grants nothing but access to that browser's own unsaved images.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

function cookieName(config: AppConfig): string {
  return config.isHttps ? '__Host-cba_visitor' : 'cba_visitor';
}

/** The visitor id the browser sent, if it is one of ours. */
export function readVisitorId(request: FastifyRequest, config: AppConfig): string | null {
  const value = request.cookies[cookieName(config)];
  return value && VISITOR_ID.test(value) ? value : null;
}

/** The browser's visitor id, giving it one (Set-Cookie on this reply) when it has none yet. */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply, config: AppConfig): string {
  const existing = readVisitorId(request, config);
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(cookieName(config), id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.isHttps,
    maxAge: ONE_YEAR_S,
  });
  return id;
}
