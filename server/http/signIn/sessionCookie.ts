// The session cookie: httpOnly, SameSite=Lax, Path=/, no Domain; Secure with the __Host- prefix over https.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

export function sessionCookieName(config: AppConfig): string {
  return config.isHttps ? '__Host-cba_session' : 'cba_session';
}

function cookieOptions(config: AppConfig) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: config.isHttps };
}

export function readSessionToken(request: FastifyRequest, config: AppConfig): string | undefined {
  return request.cookies[sessionCookieName(config)];
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string, expires: Date): void {
  reply.setCookie(sessionCookieName(config), token, { ...cookieOptions(config), expires });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));
}
