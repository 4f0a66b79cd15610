// Sessions and access control over HTTP: the local sign-in, cookies, expiry, sign-out, and a walk over every
// procedure of the router expecting UNAUTHORIZED without a session for all but the public ones.
import { afterEach, describe, expect, it } from 'vitest';
import { appRouter } from '../../server/trpc/root';
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from '../../server/domains/auth/sessions';
import { makeTestApp } from '../helpers/harness';
import { sessions } from '../../server/db/schema';

const PUBLIC_PROCEDURES = [
  // Jobs are public: a visitor's cover job belongs to their browser (visitor cookie); others get NOT_FOUND.
  'cover.start',
  'jobs.get',
  'jobs.cancel',
  'jobs.watch',
  'ideas.generate',
  'cover.generate',
  'auth.session',
  'auth.signOut',
  // A gift link opens for whoever holds it, signed in or not.
  'gifts.open',
];

let apps: Awaited<ReturnType<typeof makeTestApp>>[] = [];
async function app(options: Parameters<typeof makeTestApp>[0] = {}) {
  const t = await makeTestApp(options);
  apps.push(t);
  return t;
}
afterEach(async () => {
  await Promise.all(apps.map((t) => t.app.close()));
  apps = [];
});

async function sessionOf(t: Awaited<ReturnType<typeof makeTestApp>>, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url: '/trpc/auth.session', headers: cookie ? { cookie } : {} });
  return res.json().result.data;
}

function localSignIn(t: Awaited<ReturnType<typeof makeTestApp>>, email: string, cookie = '') {
  return t.app.inject({
    method: 'POST',
    url: '/auth/local',
    payload: `email=${encodeURIComponent(email)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: 'http://localhost:3000' },
  });
}

function sessionCookieFrom(res: { cookies: unknown[] }) {
  return (res.cookies as { name: string; value: string }[]).find((c) => c.name.endsWith('cba_session'));
}

describe('access control', () => {
  it('refuses every non-public procedure without a session (401)', async () => {
    const t = await app();
    const procedures = Object.entries(appRouter._def.procedures) as unknown as [string, { _def: { type: string } }][];
    expect(procedures.length).toBeGreaterThanOrEqual(8);
    for (const [path, procedure] of procedures) {
      if (PUBLIC_PROCEDURES.includes(path)) continue;
      const res =
        procedure._def.type === 'query'
          ? await t.app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent('{"id":"x"}')}` })
          : await t.app.inject({
              method: 'POST',
              url: `/trpc/${path}`,
              payload: '{"id":"x","draft":{}}',
              headers: { 'content-type': 'application/json' },
            });
      expect(res.statusCode, path).toBe(401);
      expect(res.json().error.data.code, path).toBe('UNAUTHORIZED');
    }
  });

  it('ignores a forged or unknown cookie', async () => {
    const t = await app();
    expect(await sessionOf(t, 'cba_session=forged-token-value')).toBeNull();
  });
});

describe('local sign-in (no Google credentials, loopback PUBLIC_URL)', () => {
  it('starts at /auth/google, shows a clearly labelled page, signs in and returns', async () => {
    const t = await app();
    const start = await t.app.inject({ method: 'GET', url: '/auth/google?returnTo=/my-orders' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/auth/local');
    const returnCookie = (start.cookies as { name: string; value: string }[]).find((c) => c.name === 'cba_return_to')!;

    const page = await t.app.inject({ method: 'GET', url: '/auth/local' });
    expect(page.body).toContain('Local sign-in · this machine only');

    const res = await localSignIn(t, 'Ada@Example.com', `cba_return_to=${returnCookie.value}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/my-orders');
    const cookie = sessionCookieFrom(res)!;
    expect(cookie.value.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
    const session = await sessionOf(t, `cba_session=${cookie.value}`);
    expect(session.user.email).toBe('ada@example.com');
  });

  it('stores only the SHA-256 of the token', async () => {
    const t = await app();
    const token = sessionCookieFrom(await localSignIn(t, 'ada@example.com'))!.value;
    const rows = await t.deps.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].tokenHash).not.toContain(token);
  });

  it('refuses a bad e-mail with 400 and creates nothing', async () => {
    const t = await app();
    const res = await localSignIn(t, 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please enter a valid e-mail address.');
    expect(sessionCookieFrom(res)).toBeUndefined();
  });

  it('refuses a cross-site sign-in post (login CSRF)', async () => {
    const t = await app();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: 'email=victim%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it("accepts the browser's own form post that says Origin: null, and refuses a foreign null", async () => {
    const t = await app();
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/local',
        payload: 'email=ada%40example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', ...headers },
      });
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({})).statusCode).toBe(403);
  });

  it('replaces an earlier session on sign-in (fixation)', async () => {
    const t = await app();
    const planted = sessionCookieFrom(await localSignIn(t, 'eve@example.com'))!.value;
    const fresh = sessionCookieFrom(await localSignIn(t, 'ada@example.com', `cba_session=${planted}`))!.value;
    expect(fresh).not.toBe(planted);
    expect(await sessionOf(t, `cba_session=${planted}`)).toBeNull();
    expect((await sessionOf(t, `cba_session=${fresh}`)).user.email).toBe('ada@example.com');
  });

  it('is off when the server listens beyond this machine, and refuses remote or proxied callers', async () => {
    const wide = await app({ env: { HOST: '0.0.0.0' } });
    expect((await wide.app.inject({ method: 'GET', url: '/api/app-info' })).json().signIn).toBe('off');
    expect((await wide.app.inject({ method: 'GET', url: '/auth/local' })).statusCode).toBe(404);

    const t = await app();
    const remote = await t.app.inject({ method: 'GET', url: '/auth/local', remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(403);
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/auth/local',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(proxied.statusCode).toBe(403);
    const post = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      remoteAddress: '192.168.1.20',
      payload: 'email=victim%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(403);
    expect(sessionCookieFrom(post)).toBeUndefined();
  });

  it('is off under NODE_ENV=production (npm start) unless ALLOW_LOCAL_SIGN_IN=true', async () => {
    // Behind a proxy on the same machine that adds no header (nginx's plain proxy_pass, ssh -R, socat) every
    // visitor arrives from loopback: the socket alone cannot tell, so production needs a deliberate yes.
    const production = await app({ env: { NODE_ENV: 'production' } });
    expect((await production.app.inject({ method: 'GET', url: '/api/app-info' })).json().signIn).toBe('off');
    expect((await production.app.inject({ method: 'GET', url: '/auth/local' })).statusCode).toBe(404);
    const start = await production.app.inject({ method: 'GET', url: '/auth/google?returnTo=/generate' });
    expect(start.headers.location).toBe('/generate?login_error=1');
    const post = await localSignIn(production, 'anyone@example.com');
    expect(post.statusCode).toBe(404);
    expect(sessionCookieFrom(post)).toBeUndefined();

    const allowed = await app({ env: { NODE_ENV: 'production', ALLOW_LOCAL_SIGN_IN: 'true' } });
    expect((await allowed.app.inject({ method: 'GET', url: '/api/app-info' })).json().signIn).toBe('local');
    expect((await localSignIn(allowed, 'ada@example.com')).statusCode).toBe(303);

    // npm run dev keeps it, as before.
    const dev = await app({ env: { NODE_ENV: 'development' } });
    expect((await dev.app.inject({ method: 'GET', url: '/api/app-info' })).json().signIn).toBe('local');
  });

  it('refuses a request that any proxy header marks as relayed, whatever its socket says', async () => {
    const t = await app({ env: { NODE_ENV: 'production', ALLOW_LOCAL_SIGN_IN: 'true' } });
    const relayed = {
      forwarded: 'for=198.51.100.7;proto=https',
      'x-real-ip': '198.51.100.7',
      via: '1.1 proxy.example',
      'x-forwarded-host': 'comics.example.com',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      'x-forwarded-server': 'proxy.example',
      'x-forwarded-for': '198.51.100.7',
    };
    for (const [name, value] of Object.entries(relayed)) {
      const page = await t.app.inject({ method: 'GET', url: '/auth/local', headers: { [name]: value } });
      expect(page.statusCode, name).toBe(403);
      const post = await t.app.inject({
        method: 'POST',
        url: '/auth/local',
        payload: 'email=victim%40example.com',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:3000',
          [name]: value,
        },
      });
      expect(post.statusCode, name).toBe(403);
      expect(sessionCookieFrom(post), name).toBeUndefined();
    }
  });

  it('is off with a public PUBLIC_URL and no Google credentials', async () => {
    const t = await app({ env: { PUBLIC_URL: 'https://comics.example.com' } });
    const info = await t.app.inject({ method: 'GET', url: '/api/app-info' });
    expect(info.json().signIn).toBe('off');
    const start = await t.app.inject({ method: 'GET', url: '/auth/google?returnTo=/generate' });
    expect(start.headers.location).toBe('/generate?login_error=1');
    const local = await t.app.inject({ method: 'GET', url: '/auth/local' });
    expect(local.statusCode).toBe(404);
  });
});

describe('session lifetime', () => {
  it('sign-out deletes the session and makes the old cookie useless', async () => {
    const t = await app();
    const token = sessionCookieFrom(await localSignIn(t, 'ada@example.com'))!.value;
    const cookie = `cba_session=${token}`;
    const out = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.signOut',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(out.statusCode).toBe(200);
    expect(sessionCookieFrom(out)?.value).toBe('');
    expect(await sessionOf(t, cookie)).toBeNull();
    const list = await t.app.inject({ method: 'GET', url: '/trpc/comics.list', headers: { cookie } });
    expect(list.statusCode).toBe(401);
  });

  it('expires after 30 days without use and renews when used', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const t = await app({ deps: { now: () => now } });
    const cookie = `cba_session=${sessionCookieFrom(await localSignIn(t, 'ada@example.com'))!.value}`;

    // Used after 20 days: still valid, and renewed for another 30 days from then.
    now = new Date(now.getTime() + 20 * 24 * 3600 * 1000);
    const renewed = await t.app.inject({ method: 'GET', url: '/trpc/auth.session', headers: { cookie } });
    expect(renewed.json().result.data.user.email).toBe('ada@example.com');
    expect(sessionCookieFrom(renewed)).toBeDefined();

    // 29 days after that use: still valid thanks to the renewal.
    now = new Date(now.getTime() + 29 * 24 * 3600 * 1000);
    expect(await sessionOf(t, cookie)).not.toBeNull();

    // More than 30 days idle: gone.
    now = new Date(now.getTime() + SESSION_TTL_MS + 1000);
    expect(await sessionOf(t, cookie)).toBeNull();
  });

  it('ends a session 90 days after sign-in however often it is used, and sweeps dead rows', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const t = await app({ deps: { now: () => now } });
    const cookie = `cba_session=${sessionCookieFrom(await localSignIn(t, 'ada@example.com'))!.value}`;
    const day = 24 * 3600 * 1000;
    for (let elapsed = 20; elapsed < 90; elapsed += 20) {
      now = new Date(Date.parse('2026-01-01T00:00:00Z') + elapsed * day);
      expect(await sessionOf(t, cookie), `day ${elapsed}`).not.toBeNull();
    }
    now = new Date(Date.parse('2026-01-01T00:00:00Z') + SESSION_MAX_AGE_MS + 1000);
    expect(await sessionOf(t, cookie)).toBeNull();

    // The next sign-in removes the dead row.
    await localSignIn(t, 'bob@example.com');
    expect(await t.deps.db.select().from(sessions)).toHaveLength(1);
  });

  it('uses a Secure __Host- cookie when PUBLIC_URL is https', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const t = await app({ env: { PUBLIC_URL: 'https://comics.example.com' }, deps: { now: () => now } });
    // Sign-in is off on a public URL without Google, so create the session directly and let it renew.
    const token = (await t.signIn('ada@example.com')).split('=')[1];
    now = new Date(now.getTime() + 2 * 24 * 3600 * 1000);
    const res = await t.app.inject({
      method: 'GET',
      url: '/trpc/auth.session',
      headers: { cookie: `__Host-cba_session=${token}` },
    });
    expect(res.json().result.data.user.email).toBe('ada@example.com');
    const cookie = (
      res.cookies as { name: string; secure?: boolean; path?: string; domain?: string; httpOnly?: boolean }[]
    )[0];
    expect(cookie).toMatchObject({ name: '__Host-cba_session', secure: true, path: '/', httpOnly: true });
    expect(cookie.domain).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
