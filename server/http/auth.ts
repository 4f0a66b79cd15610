// Sign-in routes. GET /auth/google starts sign-in: with Google credentials the OIDC authorization-code flow
// (PKCE S256 + state, @fastify/oauth2); without them on a loopback PUBLIC_URL, a clearly labelled local
// e-mail sign-in; otherwise sign-in is off. Every failure returns to the app with ?login_error=1.
import type { FastifyInstance } from 'fastify';
import type { OAuth2Namespace } from '@fastify/oauth2';
import { signInModeOf } from './appInfo';
import { rememberReturnTo, takeReturnTo, withLoginError, safeReturnPath } from './signIn/returnTo';
import { completeSignIn } from './signIn/signIn';
import { createIdTokenVerifier, discoverIssuer } from './signIn/googleIdentity';
import { localSignInRoutes } from './signIn/localSignIn';
import type { AppDeps } from '../domains/appDeps';

export async function authPlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  const mode = signInModeOf(deps.config);
  if (mode === 'google') return googleRoutes(app, deps);
  if (mode === 'local') return localSignInRoutes(app, deps);
  app.get('/auth/google', async (request, reply) =>
    reply.redirect(withLoginError(safeReturnPath((request.query as Record<string, unknown>).returnTo))),
  );
}

async function googleRoutes(app: FastifyInstance, deps: AppDeps) {
  const google = deps.config.google!;
  const callbackUri = `${deps.config.publicOrigin}/auth/google/callback`;
  let verifier: ReturnType<typeof createIdTokenVerifier> | undefined;
  try {
    const discovered = await discoverIssuer(google.issuer);
    verifier = createIdTokenVerifier({
      issuer: google.issuer,
      jwksUri: discovered.jwks_uri,
      clientId: google.clientId,
    });
    // Loaded only where Google sign-in is configured: the OAuth client and its dependencies are a tenth of the
    // idle process.
    const { default: oauth2 } = await import('@fastify/oauth2');
    await app.register(oauth2, {
      name: 'googleOAuth2',
      scope: ['openid', 'email', 'profile'],
      credentials: { client: { id: google.clientId, secret: google.clientSecret } },
      discovery: { issuer: google.issuer },
      pkce: 'S256',
      callbackUri,
      hostPrefixedCookies: deps.config.isHttps,
      cookie: { secure: deps.config.isHttps, path: '/auth/' },
    });
  } catch (error) {
    // The issuer is unreachable at start-up: the app still serves everything but sign-in.
    app.log.error({ err: error }, `Google sign-in is unavailable: ${(error as Error).message}`);
  }
  const oauth = () => (app as unknown as { googleOAuth2?: OAuth2Namespace }).googleOAuth2;

  app.get('/auth/google', async (request, reply) => {
    rememberReturnTo(request, reply);
    const client = oauth();
    if (!client)
      return reply.redirect(withLoginError(safeReturnPath((request.query as Record<string, unknown>).returnTo)));
    return reply.redirect(await client.generateAuthorizationUri(request, reply));
  });

  app.get('/auth/google/callback', async (request, reply) => {
    const returnTo = takeReturnTo(request, reply);
    const query = request.query as Record<string, unknown>;
    const client = oauth();
    if (!client || !verifier || typeof query.error === 'string' || typeof query.code !== 'string') {
      if (query.error) request.log.info({ error: String(query.error).slice(0, 100) }, 'Google sign-in declined');
      return reply.redirect(withLoginError(returnTo));
    }
    try {
      const { token } = await client.getAccessTokenFromAuthorizationCodeFlow(request, reply);
      const idToken = (token as { id_token?: unknown }).id_token;
      if (typeof idToken !== 'string') throw new Error('no id_token in the token response');
      await completeSignIn(deps, request, reply, await verifier.verify(idToken));
      return reply.redirect(returnTo);
    } catch (error) {
      request.log.warn({ err: (error as Error).message }, 'Google sign-in failed');
      return reply.redirect(withLoginError(returnTo));
    }
  });
}
