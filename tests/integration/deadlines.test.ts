// Deadlines that fit the work: over real HTTP, a cover that the image service takes 11 s to paint reaches
// the visitor (the socket is not cut while the handler works), while slow clients stay bounded; and Claude's
// deadlines hold at a realistic setting when the service never answers, whatever the SDK's retries do.
// @module-tag long
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../server/app';
import { startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { startSilentServer } from '../fakes/silentServer';
import { makeHarness, makeTestApp } from '../helpers/harness';
import { uploadPhotoOverHttp } from '../helpers/httpUpload';

let fake: FakeReplicate;
beforeAll(async () => {
  fake = await startFakeReplicate();
});
afterAll(async () => {
  await fake.close();
});

describe('request deadlines over real HTTP', () => {
  // The bound is a net for a hang: 11 s of painting and the cover's own work took more than 40 s once on a
  // machine running the whole suite beside other work (2026-12-01).
  it('answers a cover that takes longer than 10 seconds to paint', { timeout: 120_000 }, async () => {
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

/**
 * The garbage collector, to run while a call waits: a server collects garbage all the time (pages, images,
 * requests), and a deadline must not depend on whether a collection happened during the wait.
 */
function garbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe("Claude's deadlines when the service takes the request and never answers", () => {
  // 20 s is a realistic setting (30 s and 180 s are the defaults); a short one would hide retries that fit in it.
  const DEADLINE_S = 20;
  // A few seconds for what comes after (the built-in writer, the database) on a busy two-core machine.
  const SLACK_MS = 5_000;

  it('ideas and an act of a script each end at their own deadline, with the default retries', {
    timeout: 120_000,
  }, async () => {
    const silent = await startSilentServer();
    const collect = setInterval(garbageCollector(), 1000);
    try {
      const h = await makeHarness({
        user: 'ada@example.com',
        env: {
          ANTHROPIC_API_KEY: 'test-key',
          ANTHROPIC_BASE_URL: silent.url,
          ANTHROPIC_TIMEOUT_SECONDS: String(DEADLINE_S),
          ANTHROPIC_ACT_TIMEOUT_SECONDS: String(DEADLINE_S),
        },
      });
      expect(h.deps.config.anthropic?.maxRetries).toBe(2);
      const { id } = await h.caller.comics.save({
        draft: {
          type: '30s-50s-style',
          author: 'Ada',
          answers: [{ id: 'job', question: 'q', hint: '', answer: 'Lighthouse keeper' }],
          characters: [],
          idea: { id: 'i1', title: 'The Long Night', description: 'Ada keeps the light on through a storm.' },
        },
      });
      const started = Date.now();
      const since = () => Date.now() - started;
      const [ideas, script] = await Promise.all([
        h.caller.ideas
          .generate({ author: 'Ada', type: '30s-50s-style', answers: [{ id: 'job', answer: 'Lighthouse keeper' }] })
          .then((result) => ({ result, ms: since() })),
        h.caller.scripts
          .start({ comicId: id })
          .then((job) => h.deps.jobs.waitFor(job.id))
          .then((job) => ({ job, ms: since() })),
      ]);
      // The visitor gets the built-in writer's ideas at the deadline, not after three attempts of it.
      expect(ideas.result.source).toBe('local');
      expect(ideas.ms, `ideas answered after ${ideas.ms} ms`).toBeLessThan(DEADLINE_S * 1000 + SLACK_MS);
      // The first act waits its deadline once, then the built-in writer writes the whole book.
      expect(script.job).toMatchObject({ status: 'succeeded', result: { writer: 'local' } });
      expect(script.ms, `the script was written after ${script.ms} ms`).toBeLessThan(DEADLINE_S * 1000 + SLACK_MS);
      expect((await h.caller.scripts.get({ comicId: id })).script?.writerReason).toBe('timeout');
      // One attempt each: it had the whole deadline, and no retry starts once the deadline is gone.
      expect(silent.requests()).toBe(2);
    } finally {
      clearInterval(collect);
      await silent.close();
    }
  });
});
