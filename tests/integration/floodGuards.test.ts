// Flood guards over HTTP: the per-IP upload limit, and a spoofed X-Forwarded-For that must not buy a
// fresh quota when no proxy is configured.
import { afterEach, describe, expect, it } from 'vitest';
import { makePhoto, multipart } from '../helpers/images';
import { makeTestApp } from '../helpers/harness';
import type { LightMyRequestResponse } from 'fastify';

let t: Awaited<ReturnType<typeof makeTestApp>> | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

describe('flood guards', () => {
  it('limits uploads per IP with 429 and Retry-After', async () => {
    t = await makeTestApp({ env: { RATE_LIMIT_UPLOADS_PER_HOUR: '2' } });
    const body = await multipart([{ name: 'a.jpg', type: 'image/jpeg', bytes: await makePhoto('jpeg', 64, 64) }]);
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 3; i++) {
      last = await t.app.inject({ method: 'POST', url: '/api/uploads/characters', ...body });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not limit the free built-in idea generator', async () => {
    t = await makeTestApp({ env: { RATE_LIMIT_IDEAS_PER_HOUR: '1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/trpc/ideas.generate',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          author: 'Ada',
          type: 'black-and-white-manga',
          answers: [{ id: 'job', answer: 'pilot' }],
        }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('ignores a spoofed X-Forwarded-For unless TRUST_PROXY is set', async () => {
    t = await makeTestApp({ env: { RATE_LIMIT_COVERS_PER_HOUR: '1' } });
    const call = await coverCaller(t);
    expect((await call('203.0.113.1')).statusCode).toBe(200);
    const second = await call('203.0.113.2');
    expect(second.statusCode).toBe(429);
    expect(second.json().error.message).toBe('You have made too many requests. Please wait a while and try again.');
  });

  it('honours X-Forwarded-For behind a configured proxy (by hop count or by address)', async () => {
    for (const trust of ['1', '127.0.0.1/8']) {
      t = await makeTestApp({ env: { RATE_LIMIT_COVERS_PER_HOUR: '1', TRUST_PROXY: trust } });
      const call = await coverCaller(t);
      expect((await call('203.0.113.1')).statusCode).toBe(200);
      // Another real client behind the proxy has its own quota.
      expect((await call('203.0.113.2')).statusCode).toBe(200);
      expect((await call('203.0.113.1')).statusCode).toBe(429);
      await t.app.close();
      t = undefined;
    }
  });

  it('does not let a client behind the proxy buy a fresh quota with a made-up left-most address', async () => {
    t = await makeTestApp({ env: { RATE_LIMIT_COVERS_PER_HOUR: '1', TRUST_PROXY: '1' } });
    const call = await coverCaller(t);
    // The proxy appends the address it saw; the client controls only what stands before it.
    expect((await call('198.51.100.7, 203.0.113.9')).statusCode).toBe(200);
    expect((await call('198.51.100.8, 203.0.113.9')).statusCode).toBe(429);
    expect((await call('10.9.9.9, 198.51.100.9, 203.0.113.9')).statusCode).toBe(429);
  });
});

/** Uploads a photo, then returns a cover.generate call (a quota-counted render) from a given forwarded address. */
async function coverCaller(app: NonNullable<typeof t>) {
  const body = await multipart([{ name: 'a.jpg', type: 'image/jpeg', bytes: await makePhoto('jpeg', 320, 400) }]);
  const upload = await app.app.inject({ method: 'POST', url: '/api/uploads/characters', ...body });
  const photo = upload.json().url as string;
  // The photo belongs to the browser that uploaded it: its visitor cookie goes along.
  const cookie = upload.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  let n = 0;
  return (forwardedFor: string) => {
    n += 1;
    const draft = {
      type: '30s-50s-style',
      author: 'Ada',
      mainCharacterPhoto: photo,
      idea: { id: `idea-${n}`, title: `Ada Issue ${n}`, description: 'A test.' },
    };
    return app.app.inject({
      method: 'POST',
      url: '/trpc/cover.generate',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, cookie },
      payload: JSON.stringify({ draft }),
    });
  };
}
