// The full Google (OIDC) authorization-code round trip against a real OIDC server on loopback
// (oauth2-mock-server), and the ways it must refuse to create a session.
import { OAuth2Server } from 'oauth2-mock-server';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../helpers/harness';

let oidc: OAuth2Server;
let t: Awaited<ReturnType<typeof makeTestApp>>;

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
});
afterAll(async () => {
  await oidc.stop();
});
beforeEach(async () => {
  t = await makeTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'comics-client',
      GOOGLE_CLIENT_SECRET: 'comics-secret',
      GOOGLE_ISSUER: oidc.issuer.url!,
    },
  });
  withClaims({ email: 'ada@example.com', email_verified: true, name: 'Ada' });
});
afterEach(async () => {
  oidc.service.removeAllListeners();
  await t.app.close();
});

/** Adds claims to every token the OIDC server signs (it signs the id_token with them). */
function withClaims(claims: Record<string, unknown>) {
  oidc.service.removeAllListeners('beforeTokenSigning');
  oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
}

/** A tiny cookie jar over inject responses. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    take(res: LightMyRequestResponse) {
      for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
        const cleared = c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0;
        if (cleared) cookies.delete(c.name);
        else cookies.set(c.name, c.value);
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    has: (name: string) => cookies.has(name),
  };
}

/** Starts sign-in and lets the OIDC server "consent": returns the callback URL it redirects to. */
async function startAndConsent(jar: ReturnType<typeof cookieJar>, returnTo = '/generate') {
  const start = await t.app.inject({
    method: 'GET',
    url: `/auth/google?returnTo=${encodeURIComponent(returnTo)}`,
    headers: { cookie: jar.header() },
  });
  expect(start.statusCode).toBe(302);
  jar.take(start);
  const authorize = new URL(start.headers.location as string);
  const consent = await fetch(authorize, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  return { authorize, callback: new URL(consent.headers.get('location')!) };
}

async function callback(jar: ReturnType<typeof cookieJar>, url: URL) {
  const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { cookie: jar.header() } });
  jar.take(res);
  return res;
}

async function sessionOf(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/trpc/auth.session', headers: { cookie } });
  return res.json().result.data;
}

describe('Google sign-in', () => {
  it('completes the authorization-code flow with PKCE S256 and creates a session', async () => {
    const jar = cookieJar();
    const { authorize, callback: cb } = await startAndConsent(jar);
    expect(authorize.origin).toBe(oidc.issuer.url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/google/callback');
    expect(cb.pathname).toBe('/auth/google/callback');

    const res = await callback(jar, cb);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/generate');
    const sessionCookie = (
      res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string }[]
    ).find((c) => c.name === 'cba_session');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await sessionOf(jar.header())).toEqual({
      user: { id: expect.any(String), email: 'ada@example.com', name: 'Ada', avatarUrl: null },
    });
  });

  it('returns to the page that started sign-in, but never to another site', async () => {
    const jar = cookieJar();
    const { callback: cb } = await startAndConsent(jar, '/my-orders');
    expect((await callback(jar, cb)).headers.location).toBe('/my-orders');

    const jar2 = cookieJar();
    const { callback: cb2 } = await startAndConsent(jar2, '//evil.example/phish');
    expect((await callback(jar2, cb2)).headers.location).toBe('/generate');
  });

  it('refuses a callback with a wrong state', async () => {
    const jar = cookieJar();
    const { callback: cb } = await startAndConsent(jar);
    cb.searchParams.set('state', 'forged-state');
    const res = await callback(jar, cb);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/generate?login_error=1');
    expect(jar.has('cba_session')).toBe(false);
  });

  it('refuses a callback without the state cookie (login CSRF)', async () => {
    const jar = cookieJar();
    const { callback: cb } = await startAndConsent(jar);
    const res = await t.app.inject({ method: 'GET', url: cb.pathname + cb.search });
    expect(res.headers.location).toMatch(/login_error=1/);
    expect(res.cookies.find((c: { name: string }) => c.name === 'cba_session')).toBeUndefined();
  });

  it('comes back with the error flag when consent is denied', async () => {
    const jar = cookieJar();
    await startAndConsent(jar);
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/google/callback?error=access_denied&state=x',
      headers: { cookie: jar.header() },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/generate?login_error=1');
    expect(res.cookies.find((c: { name: string }) => c.name === 'cba_session')).toBeUndefined();
  });

  it('refuses an id_token with a bad signature', async () => {
    oidc.service.once('beforeResponse', (response) => {
      const body = response.body as { id_token?: string };
      if (body.id_token) {
        const [h, p, s] = body.id_token.split('.');
        body.id_token = [h, p, s.slice(0, -6) + (s.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA')].join('.');
      }
    });
    const jar = cookieJar();
    const { callback: cb } = await startAndConsent(jar);
    const res = await callback(jar, cb);
    expect(res.headers.location).toBe('/generate?login_error=1');
    expect(jar.has('cba_session')).toBe(false);
  });

  it('refuses an unverified e-mail address', async () => {
    withClaims({ email: 'eve@example.com', email_verified: false });
    const jar = cookieJar();
    const { callback: cb } = await startAndConsent(jar);
    const res = await callback(jar, cb);
    expect(res.headers.location).toBe('/generate?login_error=1');
    expect(jar.has('cba_session')).toBe(false);
  });

  it('keys accounts on the subject and replaces an earlier session cookie', async () => {
    const jar = cookieJar();
    await callback(jar, (await startAndConsent(jar)).callback);
    const first = jar.header();
    const firstUser = (await sessionOf(first)).user;

    // The same subject with a changed e-mail is the same account; the old cookie stops working.
    withClaims({ email: 'ada.lovelace@example.com', email_verified: true });
    await callback(jar, (await startAndConsent(jar)).callback);
    const second = (await sessionOf(jar.header())).user;
    expect(second.id).toBe(firstUser.id);
    expect(second.email).toBe('ada.lovelace@example.com');
    expect(await sessionOf(first)).toBeNull();
  });
});
