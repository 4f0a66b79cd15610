// The embedded sign-in for self-deployers without Google credentials: only on a loopback PUBLIC_URL and
// host, and under `npm start` only with ALLOW_LOCAL_SIGN_IN=true (appInfo.ts), so nobody else can reach it.
// An e-mail address is the whole identity; the page says so plainly.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isLoopbackHost } from '../../config';
import type { AppDeps } from '../../domains/appDeps';
import { rememberReturnTo, takeReturnTo } from './returnTo';
import { completeSignIn } from './signIn';
import { renderLocalSignInPage } from './localSignInPage';

export const LOCAL_ISSUER = 'local';

/**
 * Headers a proxy or load balancer adds to say whom it relays: the standard one (Forwarded, RFC 7239), Via
 * (RFC 9110), every X-Forwarded-* (For, Host, Proto, Port, Server, Prefix...) and the client-address headers
 * of common proxies and CDNs (nginx's X-Real-IP, Akamai's True-Client-IP, Cloudflare's CF-Connecting-IP).
 */
const RELAY_HEADER = /^(?:forwarded|via|x-forwarded-.+|x-real-ip|x-client-ip|true-client-ip|cf-connecting-ip)$/;

/** True when a header says the request came through a proxy. */
function relayedBy(headers: Record<string, unknown>): boolean {
  return Object.keys(headers).some((name) => RELAY_HEADER.test(name));
}
const formSchema = z.object({ email: z.email().max(320) });

export async function localSignInRoutes(app: FastifyInstance, deps: AppDeps) {
  // Only this plugin's scope parses HTML forms; tRPC never sees them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Defence in depth: even on a loopback deployment, only a browser on this machine may use it, and not
  // through a proxy (which would make every visitor look local). A proxy that adds none of these headers is
  // why production needs ALLOW_LOCAL_SIGN_IN as well (appInfo.ts).
  app.addHook('onRequest', async (request, reply) => {
    const address = request.socket.remoteAddress ?? '';
    const local = isLoopbackHost(address.replace(/^::ffff:/, ''));
    if (!local || relayedBy(request.headers)) {
      return reply.code(403).send({ message: 'Local sign-in is only available on this machine.' });
    }
  });

  app.get('/auth/google', async (request, reply) => {
    rememberReturnTo(request, reply);
    return reply.redirect('/auth/local');
  });

  app.get('/auth/local', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderLocalSignInPage()),
  );

  app.post('/auth/local', async (request, reply) => {
    const form = formSchema.safeParse(request.body);
    if (!form.success) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(renderLocalSignInPage('Please enter a valid e-mail address.'));
    }
    const email = form.data.email.toLowerCase();
    await completeSignIn(deps, request, reply, {
      issuer: LOCAL_ISSUER,
      subject: email,
      email,
      name: email.split('@')[0],
    });
    return reply.code(303).redirect(takeReturnTo(request, reply));
  });
}
