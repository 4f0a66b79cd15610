// The server's words as messages of the errors catalogue (server/lib/said.ts): a tRPC error's data and an HTTP
// route's JSON answer carry the message's key and values beside the English message, which stays as it was,
// so the browser can say it in the visitor's language (client/lib/errors.ts).
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { makePhoto, multipart } from '../helpers/images';
import { makeTestApp } from '../helpers/harness';

let t: Awaited<ReturnType<typeof makeTestApp>> | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const ideasInput = { author: 'Maria', type: 'black-and-white-manga', answers: [{ id: 'job', answer: 'dentist' }] };

describe('tRPC errors', () => {
  it('carry the sign-in refusal’s key', async () => {
    t = await makeTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/trpc/comics.list' });
    expect(res.statusCode).toBe(401);
    const { error } = res.json();
    expect(error.message).toBe('Please sign in to continue.');
    expect(error.data).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'error_sign_in', messageParams: {} });
  });

  it('carry a domain error’s key and values, the book language among them by its code', async () => {
    t = await makeTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/ideas.generate',
      payload: JSON.stringify({ ...ideasInput, language: 'ja' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toBe(
      'Books in Japanese (日本語) are written by Claude, which this site is not set up to use. ' +
        'Please choose another language.',
    );
    expect(error.data.messageKey).toBe('error_needs_claude');
    expect(error.data.messageParams).toEqual({ language: 'Japanese (日本語)', languageCode: 'ja' });
  });

  it('say input problems in one sentence of the catalogue, each field’s problem beside it', async () => {
    t = await makeTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/ideas.generate',
      payload: JSON.stringify({ author: 'A', type: 'nope', answers: [] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.data.messageKey).toBe('error_invalid_input');
    expect(error.message).not.toMatch(/^\[|"code"/);
    expect(error.data.zodIssues.map((issue: { path: string[] }) => issue.path)).toEqual([['type']]);
  });
});

describe('HTTP route errors', () => {
  const upload = async (files: Parameters<typeof multipart>[0]) =>
    t!.app.inject({ method: 'POST', url: '/api/uploads/characters', ...(await multipart(files)) });

  it('carry the upload refusal’s key and values', async () => {
    t = await makeTestApp();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    const res = await upload([{ name: 'a.gif', type: 'image/gif', bytes: gif }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'File type must be JPG, PNG or WEBP (this file is a GIF image).',
      messageKey: 'error_file_type_image_a',
      messageParams: { format: 'GIF' },
    });
  });

  it('carry the rate limiter’s wait, in the limiter’s own English', async () => {
    t = await makeTestApp({ env: { RATE_LIMIT_UPLOADS_PER_HOUR: '1' } });
    const photo = { name: 'a.jpg', type: 'image/jpeg', bytes: await makePhoto('jpeg', 64, 64) };
    expect((await upload([photo])).statusCode).toBe(201);
    const res = await upload([photo]);
    expect(res.statusCode).toBe(429);
    const body = res.json();
    // The limiter's window is the clock's hour: a minute before it ends, the wait is in seconds.
    expect(body.message).toMatch(/^Rate limit exceeded, retry in \d+ (hours?|minutes?|seconds?)$/);
    expect(body.messageKey).toMatch(/^error_rate_limited_(hours|minutes|seconds)$/);
    const count = Number(/in (\d+)/.exec(body.message)![1]);
    expect(body.messageParams).toEqual({ count });
  });

  it('carry the restarting server’s key', async () => {
    t = await makeTestApp();
    await t.app.drain(0);
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'The server is restarting. Please try again in a moment.',
      messageKey: 'error_restarting',
      messageParams: {},
    });
  });

  it('carry no key on a plain "Not found"', async () => {
    t = await makeTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});
