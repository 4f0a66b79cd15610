// GET /api/app-info: the few server settings the client needs before rendering (sign-in mode, FAQ e-mail, the
// book languages it writes, whether it sends e-mail).
import type { FastifyInstance } from 'fastify';
import { isLoopbackHost, type AppConfig } from '../config';
import type { AppInfo, SignInMode } from '../../shared/types';
import { writableLanguages } from '../../shared/languages';

/**
 * Google when configured; a local e-mail sign-in only where nobody else should reach the app (a loopback
 * PUBLIC_URL and a server listening on loopback only), and under NODE_ENV=production (`npm start`) only with
 * ALLOW_LOCAL_SIGN_IN=true: a proxy on the same machine that adds no header (nginx's plain proxy_pass,
 * ssh -R, socat) makes every visitor arrive from loopback, and the e-mail address is the whole identity.
 * Otherwise off.
 */
export function signInModeOf(config: AppConfig): SignInMode {
  if (config.google) return 'google';
  const onThisMachine = config.isLoopback && isLoopbackHost(config.host);
  return onThisMachine && (config.env !== 'production' || config.allowLocalSignIn) ? 'local' : 'off';
}

export async function appInfoPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  const info: AppInfo = {
    signIn: signInModeOf(opts.config),
    supportEmail: opts.config.supportEmail,
    // Claude writes every language of shared/languages.ts; without it, the built-in writer's only.
    bookLanguages: writableLanguages(Boolean(opts.config.anthropic)),
    sendsEmail: Boolean(opts.config.orders.mail.smtpUrl),
  };
  app.get('/api/app-info', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(info));
}
