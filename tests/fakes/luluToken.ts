// Lulu's token endpoint in the fake Lulu: Keycloak's client-credentials grant, its answers and errors, and a
// token shaped like Lulu's. Kept apart from fakeLulu.ts, which checks and answers the Print API around it.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type RecordedRequest, sendJson } from './fakeHttp';

/** The client the fake knows, the lifetime of the tokens it issues, and where it keeps them (token -> expiry ms). */
interface TokenClient {
  clientKey: string;
  clientSecret: string;
  ttl: number;
  tokens: Map<string, number>;
}

export function issueToken(
  req: RecordedRequest,
  res: ServerResponse,
  violate: (kind: 'token', messages: string[]) => void,
  { clientKey, clientSecret, ttl, tokens }: TokenClient,
) {
  // Lulu's token endpoint is Keycloak's: a form body, the client's key and secret as HTTP Basic (or as
  // client_id/client_secret fields), grant_type=client_credentials. Answers and errors as Keycloak's.
  const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
  const type = String(req.headers['content-type'] ?? '');
  if (req.method !== 'POST' || !type.startsWith('application/x-www-form-urlencoded')) {
    violate('token', [`token request must be a POST with a form body (got ${req.method}, "${type}")`]);
    return sendJson(res, 400, { error: 'invalid_request', error_description: 'Expected a form-encoded POST' });
  }
  const basic = /^Basic (\S+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
  const [key, secret] = basic
    ? Buffer.from(basic, 'base64').toString('utf8').split(':')
    : [form.get('client_id'), form.get('client_secret')];
  if (form.get('grant_type') !== 'client_credentials') {
    violate('token', [`grant_type must be client_credentials (got ${form.get('grant_type')})`]);
    return sendJson(res, 400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant_type' });
  }
  if (key !== clientKey || secret !== clientSecret) {
    violate('token', ['wrong client key or secret']);
    return sendJson(res, 401, {
      error: 'unauthorized_client',
      error_description: 'Invalid client or Invalid client credentials',
    });
  }
  const token = fakeJwt(ttl);
  tokens.set(token, Date.now() + ttl * 1000);
  // The fields of the description's example, less the refresh token: a client-credentials client asks
  // for a new token instead of refreshing.
  sendJson(res, 200, {
    access_token: token,
    expires_in: ttl,
    refresh_expires_in: 0,
    token_type: 'bearer',
    'not-before-policy': 0,
    session_state: randomUUID(),
  });
}

/** Shaped like Lulu's (a Keycloak JWT) so a client that peeks at `exp` works; nobody can verify it. */
function fakeJwt(ttlSeconds: number): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return (
    `${part({ alg: 'RS256', typ: 'JWT' })}.` +
    `${part({ exp: now + ttlSeconds, iat: now, jti: randomUUID(), azp: 'fake' })}.` +
    `${randomBytes(32).toString('base64url')}`
  );
}
