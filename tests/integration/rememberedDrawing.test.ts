// The harness's remembered drawing (tests/helpers/rememberedDrawing.ts): a render asked for twice, even by two
// pools at once (two test processes), is drawn once and both get the same bytes; a different input is drawn;
// the face model's reading of a photo is kept like a drawing; a task not worth keeping (milliseconds) always runs.
// Drawn by the real render pool, counted at its door.
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderPool, type RenderPool } from '../../server/engines/pool/renderPool';
import { rememberingPool } from '../helpers/rememberedDrawing';
import { portrait } from '../fixtures/portraits';

// This file is about remembering: a run with RENDER_CACHE=off (which turns it off for the other tests) keeps it.
delete process.env.RENDER_CACHE;
const real = createRenderPool({ threads: 1 });
afterAll(() => real.close());

/** The real pool, counting the tasks that reach it. */
function counted(): { pool: RenderPool; ran: string[] } {
  const ran: string[] = [];
  const pool: RenderPool = {
    size: real.size,
    threadIds: () => real.threadIds(),
    close: async () => undefined,
    run(task, input) {
      ran.push(task);
      return real.run(task, input);
    },
  };
  return { pool, ran };
}

describe('remembered drawing', () => {
  it('draws a cover once for two pools asking at once, and again for another seed', { timeout: 60_000 }, async () => {
    const { photo } = await portrait('medium-dark-white');
    // A title no other test draws, so the run's earlier drawings do not answer for it.
    const request = (seed: number) => ({
      photo,
      title: `Remembered ${process.pid} ${Date.now()}`,
      author: 'Tasha Williams',
      type: 'black-and-white-manga' as const,
      seed,
    });
    const first = request(1);
    const { pool, ran } = counted();
    const [a, b] = await Promise.all([
      rememberingPool(pool).run('renderCover', first),
      rememberingPool(pool).run('renderCover', first),
    ]);
    expect(ran).toEqual(['renderCover']);
    expect(Buffer.compare(a.bytes, b.bytes)).toBe(0);

    const again = await rememberingPool(pool).run('renderCover', { ...first });
    expect(ran).toHaveLength(1);
    expect(Buffer.compare(again.bytes, a.bytes)).toBe(0);

    const other = await rememberingPool(pool).run('renderCover', { ...first, seed: 2 });
    expect(ran).toHaveLength(2);
    expect(Buffer.compare(other.bytes, a.bytes)).not.toBe(0);
  });

  it('reads a photo with the face model once, and always runs what is not worth keeping', {
    timeout: 60_000,
  }, async () => {
    // The portrait's pixels with a description no other test's photo has: bytes the run has not read yet.
    const photo = await sharp((await portrait('medium-dark-white')).photo)
      .withExif({ IFD0: { ImageDescription: `remembered ${process.pid} ${Date.now()}` } })
      .jpeg()
      .toBuffer();
    const { pool, ran } = counted();
    const remembering = rememberingPool(pool);
    const first = await remembering.run('personDescriptor', { photo });
    const again = await remembering.run('personDescriptor', { photo });
    expect(again).toEqual(first);
    await remembering.run('undrawableText', { texts: ['Tasha'] });
    await remembering.run('undrawableText', { texts: ['Tasha'] });
    expect(ran).toEqual(['personDescriptor', 'undrawableText', 'undrawableText']);
  });
});
