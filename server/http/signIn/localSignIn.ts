// The embedded sign-in for self-deployers without Google credentials: only on a loopback PUBLIC_URL,
// so nobody else can reach it. An e-mail address is the whole identity; the page says so plainly.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isLoopbackHost } from '../../config';
import type { AppDeps } from '../../domains/appDeps';
import { rememberReturnTo, takeReturnTo } from './returnTo';
import { completeSignIn } from './signIn';
import { renderLocalSignInPage } from './localSignInPage';

export const LOCAL_ISSUER = 'local';
const formSchema = z.object({ email: z.email().max(320) });

export async function localSignInRoutes(app: FastifyInstance, deps: AppDeps) {
  // Only this plugin's scope parses HTML forms; tRPC never sees them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Defence in depth: even on a loopback deployment, only a browser on this machine may use it, and not
  // through a proxy (which would make every visitor look local).
  app.addHook('onRequest', async (request, reply) => {
    const address = request.socket.remoteAddress ?? '';
    const local = isLoopbackHost(address.replace(/^::ffff:/, ''));
    if (!local || request.headers['x-forwarded-for'] !== undefined) {
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
