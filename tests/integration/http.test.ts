// The HTTP surface through app.inject: health, tRPC over HTTP, CSRF and abuse guards, errors, the SPA.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../helpers/harness';
import { rawSql } from '../helpers/rawSql';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const ideasInput = { author: 'Maria', type: 'black-and-white-manga', answers: [{ id: 'job', answer: 'dentist' }] };

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('HTTP', () => {
  it('answers /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('serves ideas.generate over plain JSON', async () => {
    const res = await post('/trpc/ideas.generate', ideasInput);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.data.source).toBe('local');
    expect(result.data.ideas).toHaveLength(3);
  });

  it('answers bad input with 400, the zod issues and no stack', async () => {
    const res = await post('/trpc/ideas.generate', { author: 'A', type: 'nope', answers: [] });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.data.code).toBe('BAD_REQUEST');
    expect(error.data.zodIssues[0].path).toEqual(['type']);
    expect(JSON.stringify(error)).not.toMatch(/stack|\.ts:\d+/);
    // One sentence a person reads (not zod's issues as JSON), with its key: the browser says it in their language.
    expect(error.message).toBe('Something you entered isn’t right. Please check it and try again.');
    expect(error.data.messageKey).toBe('error_invalid_input');
  });

  it('answers 401 to a library call without a session and works with one', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/trpc/comics.list' });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/trpc/comics.list',
      headers: { cookie: await t.signIn('a@b.co') },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().result.data).toEqual([]);
  });

  it('hides internal error text (no database message, no stack)', async () => {
    const cookie = await t.signIn('a@b.co');
    await rawSql(t.deps.db, 'DROP TABLE comic_pages');
    const res = await post(
      '/trpc/comics.save',
      { draft: { idea: { id: 'i', title: 'T', description: 'D' } } },
      { cookie },
    );
    expect(res.statusCode).toBe(500);
    const body = res.body;
    expect(res.json().error.message).toBe('Internal server error');
    expect(body).not.toMatch(/comic_pages|SQLITE|no such table|stack/i);
  });

  it('refuses cross-site mutations (Origin and Sec-Fetch-Site) with 403', async () => {
    expect((await post('/trpc/ideas.generate', ideasInput, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post('/trpc/ideas.generate', ideasInput, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post('/trpc/ideas.generate', ideasInput, { origin: 'http://localhost:3000' })).statusCode).toBe(200);
    // On a loopback deployment, 127.0.0.1 on the same port is the same app.
    expect((await post('/trpc/ideas.generate', ideasInput, { origin: 'http://127.0.0.1:3000' })).statusCode).toBe(200);
  });

  it('refuses form posts to tRPC with 415', async () => {
    for (const type of ['multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'text/plain']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/auth.signOut',
        payload: 'a=b',
        headers: { 'content-type': type },
      });
      expect(res.statusCode, type).toBe(415);
    }
  });

  it('refuses a mutation sent as GET with 405', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/ideas.generate?input=${encodeURIComponent(JSON.stringify(ideasInput))}`,
    });
    expect(res.statusCode).toBe(405);
  });

  it('refuses an oversized batch (tRPC answers 414)', async () => {
    const batch = (n: number) => Array.from({ length: n }, () => 'auth.session').join(',');
    const res = await t.app.inject({ method: 'GET', url: `/trpc/${batch(11)}?batch=1&input={}` });
    expect(res.statusCode).toBe(414);
    const huge = await t.app.inject({ method: 'GET', url: `/trpc/${batch(1000)}?batch=1&input={}` });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const small = await t.app.inject({ method: 'GET', url: `/trpc/auth.session,auth.session?batch=1&input={}` });
    expect(small.statusCode).toBe(200);
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const res = await post('/trpc/ideas.generate', { ...ideasInput, author: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('tells the client its sign-in and the book languages it writes (no key: the built-in five)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-info' });
    expect(res.json()).toEqual({
      signIn: 'local',
      supportEmail: 'support@localhost',
      bookLanguages: ['en', 'es', 'fr', 'de', 'pt'],
      sendsEmail: false,
    });
  });
});

describe('the SPA', () => {
  it('serves index.html for app routes and unknown paths', async () => {
    for (const url of ['/', '/create', '/comics-edit/abc', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      // 503 only when the client was never built; `npm test` builds it first.
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('sends the prerendered landing page for / only, and never lets a cache keep a page', async () => {
    const landing = await t.app.inject({ method: 'GET', url: '/?login_error=1', headers: { accept: 'text/html' } });
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.body).toContain('Create &amp; print a');
    expect(landing.body).toContain('<meta name="prerendered"');
    const other = await t.app.inject({ method: 'GET', url: '/author', headers: { accept: 'text/html' } });
    expect(other.headers['cache-control']).toBe('no-cache');
    expect(other.body).not.toContain('Create &amp; print a');
    expect(other.body).not.toContain('<meta name="prerendered"');
    expect(other.body).toContain('Loading page');
    // Each route's page preloads that page's code; an unknown path preloads the not-found page's.
    expect(other.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/AuthorPage-[^"]+\.js">/);
    const reader = await t.app.inject({ method: 'GET', url: '/comics/abc/read/', headers: { accept: 'text/html' } });
    expect(reader.body).toMatch(/href="\/assets\/ReaderPage-/);
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(unknown.body).toMatch(/href="\/assets\/NotFoundPage-/);
    expect(unknown.body).not.toMatch(/href="\/assets\/AuthorPage-/);
  });

  it('sends /create already drawn only to visitors without a comic in progress', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/create', headers: { accept: 'text/html' } });
    expect(fresh.body).toContain('<meta name="prerendered"');
    expect(fresh.body).toContain('Pick a book type');
    expect(fresh.body).toMatch(/href="\/assets\/CreatePage-/);
    expect(fresh.headers.vary).toContain('Cookie');
    const inProgress = await t.app.inject({
      method: 'GET',
      url: '/create',
      headers: { accept: 'text/html', cookie: 'other=1; comics_draft=1' },
    });
    expect(inProgress.body).not.toContain('<meta name="prerendered"');
    expect(inProgress.body).toContain('Loading page');
    expect(inProgress.body).toMatch(/href="\/assets\/CreatePage-/);
  });

  it("sends each page in the visitor's language: the chosen one, else the browser's, else English", async () => {
    const page = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    const lang = (body: string) => /<html lang="([a-z]+)">/.exec(body)?.[1];
    // The browser's languages in order of preference; a regional tag finds its language.
    expect(lang((await page('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).body)).toBe('es');
    expect(lang((await page('/', { 'accept-language': 'it-IT, de;q=0.5, en;q=0.7' })).body)).toBe('en');
    expect(lang((await page('/', { 'accept-language': 'ja, pt-BR;q=0.4' })).body)).toBe('pt');
    expect(lang((await page('/', { 'accept-language': 'ja' })).body)).toBe('en');
    // The visitor's choice (the language menu's cookie) wins over the browser; a made-up one does not count.
    const chosen = await page('/author', { 'accept-language': 'fr', cookie: 'cba_locale=de' });
    expect(lang(chosen.body)).toBe('de');
    expect(chosen.body).toContain('Seite wird geladen');
    expect(chosen.headers.vary).toContain('Accept-Language');
    expect(lang((await page('/author', { 'accept-language': 'fr', cookie: 'cba_locale=xx' })).body)).toBe('fr');
    // The landing page and /create are drawn in it, title and description included.
    const spanish = await page('/', { cookie: 'cba_locale=es' });
    expect(spanish.body).toContain('<title>Comics by Anyone | Cómics personalizados</title>');
    expect(spanish.body).toContain('Crea tu libro');
    expect(spanish.body).not.toContain('Create Your Book');
    const create = await page('/create', { cookie: 'cba_locale=pt' });
    expect(create.body).toContain('<meta name="prerendered"');
    expect(create.body).toContain('Crie seu livro');
    expect(lang((await page('/no/such/page', { cookie: 'cba_locale=fr' })).body)).toBe('fr');
  });

  it('sends pages compressed when the browser accepts it', async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html', 'accept-encoding': accepted },
      });
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
    }
  });

  it('caches fingerprinted assets for a year, compressed', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1];
    const res = await t.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    // A chunk that no longer exists is a 404, not a page served as JavaScript.
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone-1234.js' })).statusCode).toBe(404);
    // Pages, their table and the compressed copies are never fetched as files (a path then gets its page).
    for (const url of ['/index.html', '/frame.html', '/index.html.br', '/routes.json']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await t.app.inject({ method: 'GET', url: `${script}.gz` })).statusCode).toBe(404);
  });
});
