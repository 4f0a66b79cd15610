// Deadlines that fit the work: over real HTTP, a cover that the image service takes 11 s to paint reaches
// the visitor (the socket is not cut while the handler works), while slow clients stay bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../server/app';
import { startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { makeTestApp } from '../helpers/harness';
import { uploadPhotoOverHttp } from '../helpers/httpUpload';

let fake: FakeReplicate;
beforeAll(async () => {
  fake = await startFakeReplicate();
});
afterAll(async () => {
  await fake.close();
});

describe('request deadlines over real HTTP', () => {
  it('answers a cover that takes longer than 10 seconds to paint', { timeout: 40_000 }, async () => {
    fake.setScenario({ processingMs: 11_000 });
    const t = await makeTestApp({
      env: { REPLICATE_API_TOKEN: 'test-token', REPLICATE_BASE_URL: fake.url, REPLICATE_TIMEOUT_SECONDS: '60' },
    });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // Uploaded like a browser would: the photo belongs to the visitor cookie the upload sets.
      const { photo, cookie } = await uploadPhotoOverHttp(base, 400, 500);
      const draft = {
        type: '30s-50s-style',
        author: 'Ada',
        mainCharacterPhoto: photo,
        idea: { id: 'i', title: 'Slow Paint', description: 'x' },
      };
      const started = Date.now();
      const response = await fetch(`${base}/trpc/cover.generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ draft }),
      });
      expect(Date.now() - started).toBeGreaterThan(10_500);
      expect(response.status).toBe(200);
      expect((await response.json()).result.data.imageUrl).toMatch(/^\/storage\/covers\//);
    } finally {
      await t.app.close();
    }
  });

  it('keeps slow-client protection: bounded time for the headers and the whole request', async () => {
    const t = await makeTestApp();
    try {
      expect(t.app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(t.app.server.timeout).toBe(0);
    } finally {
      await t.app.close();
    }
  });
});
