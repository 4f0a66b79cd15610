// The CPU pool (server/workers/cpuPool.ts) with real worker threads: covers rendered there match the main
// thread's byte for byte, the event loop stays free while they render, worker errors come back as errors,
// and close() ends the threads. Also proves the worker entry loads our TypeScript under vitest.
// @module-tag no-database
import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLocalCover } from '../../server/engines/cover/renderCover';
import { createRenderPool, type RenderPool } from '../../server/engines/pool/renderPool';
import { makePhoto } from '../helpers/images';

const photo = await makePhoto('jpeg', 900, 1200);
const request = (seed: number, type = 'black-and-white-manga') => ({
  photo,
  title: 'The Singing Dentist Strikes Back',
  author: 'Maria Lopez',
  type,
  seed,
});

// Renders are CPU-bound; on a busy two-core machine a few of them take seconds.
describe('cpuPool', { timeout: 60_000 }, () => {
  let pool: RenderPool;
  beforeAll(async () => {
    pool = createRenderPool({ threads: 2 });
    // Starts both threads and loads the renderer in each, so the tests below time rendering, not start-up.
    await Promise.all([pool.run('renderCover', request(1)), pool.run('renderCover', request(2))]);
  });
  afterAll(() => pool.close());

  it('renders the same bytes as the main thread for the same request and seed', async () => {
    for (const type of ['black-and-white-manga', '30s-50s-style']) {
      const [inPool, onMain] = await Promise.all([
        pool.run('renderCover', request(7, type)),
        renderLocalCover(request(7, type)),
      ]);
      expect(inPool.ext, type).toBe(onMain.ext);
      expect(Buffer.isBuffer(inPool.bytes)).toBe(true);
      expect(inPool.bytes.equals(onMain.bytes), type).toBe(true);
    }
    // The caller's photo was copied for the worker, not taken from it.
    expect(photo.byteLength).toBeGreaterThan(0);
  });

  it('runs on real worker threads', () => {
    expect(threadId).toBe(0);
    const ids = pool.threadIds();
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(2);
    for (const id of ids) expect(id).not.toBe(0);
  });

  it('keeps the event loop free while four covers render', async () => {
    const before = performance.eventLoopUtilization();
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    try {
      const covers = await Promise.all(
        [11, 12, 13, 14].map((seed) =>
          pool.run('renderCover', request(seed, seed % 2 ? '30s-50s-style' : 'black-and-white-manga')),
        ),
      );
      expect(covers.every((cover) => cover.bytes.length > 10_000)).toBe(true);
    } finally {
      clearInterval(timer);
    }
    // The same four covers rendered on the main thread keep the loop busy ~75% of the time, with gaps of
    // 150-800 ms. Here it is busy ~1-2% on a quiet machine: the load-independent proof. The bound is what
    // tells the two apart, not what a quiet machine measures: on CI's two loaded cores the same run read 14%
    // (a thread descheduled mid-callback counts as busy), so 0.3, far below the main thread's 0.75. The
    // longest timer gap is only reported: on a loaded two-core machine the OS alone delays a timer by
    // 100-200 ms, so it is the bench's to measure (npm run bench: event-loop delay p99 while covers render).
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(busy, `longest timer gap ${longestGap.toFixed(0)} ms`).toBeLessThan(0.3);
  });

  it('rejects with the worker error message, and keeps working', async () => {
    await expect(pool.run('renderCover', { ...request(3), photo: Buffer.from('not an image') })).rejects.toThrow(
      /unsupported image format/,
    );
    const after = await pool.run('renderCover', request(3));
    expect(after.bytes.length).toBeGreaterThan(10_000);
  });

  it('close() ends the threads and refuses later work', async () => {
    const own = createRenderPool({ threads: 1, idleTimeoutMs: 60_000 });
    expect(own.size).toBe(1);
    expect(own.threadIds()).toEqual([]); // threads start on demand
    await own.run('renderCover', request(5));
    expect(own.threadIds()).toHaveLength(1);
    await own.close();
    expect(own.threadIds()).toEqual([]);
    await expect(own.run('renderCover', request(5))).rejects.toThrow(/closed/);
  });

  it('close() ends a task under way instead of waiting for it (its job was given back first)', async () => {
    const own = createRenderPool({ threads: 1, idleTimeoutMs: 60_000 });
    await own.run('renderCover', request(6)); // the thread is up and the renderer loaded
    const outcomes = Promise.allSettled([own.run('renderCover', request(7)), own.run('renderCover', request(8))]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await own.close();
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(own.threadIds()).toEqual([]);
  });
});
