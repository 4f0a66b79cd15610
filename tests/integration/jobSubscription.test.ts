// Live progress over real HTTP: a real tRPC client (httpSubscriptionLink over server-sent events, with the
// eventsource package as the browser's EventSource) follows a cover job from start to end, in order, and
// the stream ends when the job does. The plain query reads the same state.
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/trpc/root';
import { makeTestApp } from '../helpers/harness';
import { uploadPhotoOverHttp } from '../helpers/httpUpload';

describe('jobs.watch over server-sent events', () => {
  it('delivers a cover job’s progress to a real client in order and ends with the job', {
    timeout: 30_000,
  }, async () => {
    const t = await makeTestApp();
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { photo, cookie } = await uploadPhotoOverHttp(base);

      // The browser's own cookie goes with every call, the stream included.
      const withCookie: typeof fetch = (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } });
      const client = createTRPCClient<AppRouter>({
        links: [
          splitLink({
            condition: (op) => op.type === 'subscription',
            true: httpSubscriptionLink({ url: `${base}/trpc`, EventSource, eventSourceOptions: { fetch: withCookie } }),
            false: httpBatchLink({ url: `${base}/trpc`, headers: { cookie } }),
          }),
        ],
      });
      const draft = {
        type: 'black-and-white-manga',
        author: 'Ada',
        answers: [],
        characters: [],
        idea: { id: 'i', title: 'Live', description: 'x' },
        mainCharacterPhoto: photo,
      };
      const job = await client.cover.start.mutate({ draft, draftId: 'draft-live' });

      const events: Awaited<ReturnType<typeof client.jobs.get.query>>[] = [];
      await new Promise<void>((resolve, reject) => {
        const subscription = client.jobs.watch.subscribe(
          { id: job.id },
          {
            onData: (view) => events.push(view),
            onError: reject,
            onComplete: () => resolve(),
          },
        );
        setTimeout(() => {
          subscription.unsubscribe();
          reject(new Error('the stream did not end'));
        }, 25_000);
      });

      const statuses = events.map((e) => e.status);
      expect(statuses[statuses.length - 1]).toBe('succeeded');
      expect(statuses.indexOf('running')).toBeLessThan(statuses.lastIndexOf('succeeded'));
      const done = events.map((e) => e.progress?.done ?? 0);
      expect(done).toEqual([...done].sort((a, b) => a - b));
      const final = await client.jobs.get.query({ id: job.id });
      expect(final).toMatchObject({
        status: 'succeeded',
        result: { imageUrl: expect.stringMatching(/^\/storage\/covers\//) },
      });
      expect(events[events.length - 1]).toEqual(final);
      expect(final).not.toHaveProperty('owner');
    } finally {
      await t.app.close();
    }
  });
});
