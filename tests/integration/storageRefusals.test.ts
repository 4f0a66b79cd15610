// A bucket that refuses (STORAGE_URL=s3://...; the S3-compatible test server answering S3's own refusals,
// tests/fakes/s3Server.ts): "slow down" and "unavailable" reach people as 503 "try again" with Retry-After, and
// the log says so once; "access denied" does too, and its one line is an error that names the bucket and what
// to change. Photos, uploads and covers are refused the same way, and served again once the bucket answers.
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, type S3Refusal, startFakeS3 } from '../fakes/s3Server';
import { makeTestApp } from '../helpers/harness';
import { uploadPhotoOverHttp } from '../helpers/httpUpload';
import { makePhoto } from '../helpers/images';

let s3: FakeS3;
const closing: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterEach(async () => {
  s3.refuse(null);
  for (const close of closing.splice(0)) await close();
});
afterAll(async () => {
  await s3?.close();
});

const AWAY_MESSAGE = 'The server cannot reach its file storage just now. Please try again in a moment.';
interface LogLine {
  level: number;
  msg: string;
}
const WARN = 40;
const ERROR = 50;

/** The app on a prefix of the bucket, listening, its log kept, with a photo a visitor uploaded. */
async function appOnBucket(prefix: string) {
  const lines: LogLine[] = [];
  const t = await makeTestApp({
    env: s3.env(prefix),
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  closing.push(() => t.app.close());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const { photo, cookie } = await uploadPhotoOverHttp(base);
  const askPhoto = () => fetch(`${base}${photo}`, { headers: { cookie } });
  const upload = async () => {
    const form = new FormData();
    const bytes = new Uint8Array(await makePhoto('jpeg', 320, 400));
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'hero.jpg');
    return fetch(`${base}/api/uploads/characters`, { method: 'POST', body: form, headers: { cookie } });
  };
  const cover = () =>
    fetch(`${base}/trpc/cover.generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        draft: {
          type: 'black-and-white-manga',
          author: 'Ada',
          mainCharacterPhoto: photo,
          idea: { id: 'i1', title: 'Ada Returns', description: 'A test.' },
        },
      }),
    });
  return { lines, askPhoto, upload, cover };
}

/** Each answer is a 503 in people's words with a Retry-After, whatever the bucket said. */
async function expectTryAgain(answers: Record<string, Response>) {
  for (const [what, res] of Object.entries(answers)) {
    expect(res.status, what).toBe(503);
    expect(res.headers.get('retry-after'), what).toMatch(/^\d+$/);
    const body = (await res.json()) as { message?: string; error?: { message: string } };
    expect(body.error?.message ?? body.message, what).toBe(AWAY_MESSAGE);
  }
}

describe('a bucket that refuses', () => {
  it.each<S3Refusal>(['SlowDown', 'ServiceUnavailable'])(
    '%s: 503 "try again" with Retry-After, one warning for the outage, served again after',
    {
      timeout: 60_000,
    },
    async (code) => {
      const t = await appOnBucket(`refuse-${code}`);
      const before = t.lines.length;
      s3.refuse(code);
      await expectTryAgain({ photo: await t.askPhoto(), upload: await t.upload(), cover: await t.cover() });
      expect((await t.askPhoto()).headers.get('retry-after')).toBe('10');
      const during = t.lines.slice(before);
      expect(during.filter((line) => line.level >= ERROR).map((line) => line.msg)).toEqual([]);
      expect(during.filter((line) => line.level === WARN).map((line) => line.msg)).toEqual([
        `The bucket comics refuses requests for now (${code}, 503: slow down, or unavailable); requests get 503 ` +
          '"try again" until it answers',
      ]);

      s3.refuse(null);
      expect((await t.askPhoto()).status).toBe(200);
      const back = t.lines.slice(before).filter((line) => /answers again/.test(line.msg));
      expect(back.map((line) => line.msg)).toEqual([
        expect.stringMatching(/^The bucket comics answers again after \d+ s$/),
      ]);
    },
  );

  it('AccessDenied: 503 to people, and one error naming the bucket and what to change', {
    timeout: 60_000,
  }, async () => {
    const t = await appOnBucket('denied');
    const before = t.lines.length;
    s3.refuse('AccessDenied');
    await expectTryAgain({ photo: await t.askPhoto(), upload: await t.upload(), cover: await t.cover() });
    await expectTryAgain({ 'photo again': await t.askPhoto() });
    const errors = t.lines.slice(before).filter((line) => line.level >= ERROR);
    expect(errors.map((line) => line.msg)).toEqual([
      'The bucket comics refused access (AccessDenied, 403): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or ' +
        'the role the server runs as) and the bucket policy, which must let them get, put, list and delete objects ' +
        'under s3://comics/denied; requests get 503 "try again" until it answers',
    ]);

    s3.refuse(null);
    expect((await t.askPhoto()).status).toBe(200);
    expect(t.lines.slice(before).filter((line) => /answers again/.test(line.msg))).toHaveLength(1);
  });
});
