// Where to send the browser after sign-in: a path of this app only (never another site: no open redirect).
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEFAULT_RETURN_TO = '/generate';
const COOKIE = 'cba_return_to';

export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 200) return DEFAULT_RETURN_TO;
  // One leading slash, then no second slash or backslash that a browser could read as another host.
  if (!/^\/(?![/\\])[\w\-./?=&%]*$/.test(value)) return DEFAULT_RETURN_TO;
  return value;
}

export function rememberReturnTo(request: FastifyRequest, reply: FastifyReply): void {
  const returnTo = safeReturnPath((request.query as Record<string, unknown>).returnTo);
  reply.setCookie(COOKIE, returnTo, { httpOnly: true, sameSite: 'lax', path: '/auth/', maxAge: 600 });
}

export function takeReturnTo(request: FastifyRequest, reply: FastifyReply): string {
  reply.clearCookie(COOKIE, { path: '/auth/' });
  return safeReturnPath(request.cookies[COOKIE]);
}

/** Back to the page that started sign-in, flagged so the client shows 'Failed to login with Google'. */
export function withLoginError(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}login_error=1`;
}
