// A render pool whose `run` goes through `run` first (the test helpers' pools: remembering drawings,
// counting tasks under way); the rest is the pool's own.
import type { RenderPool } from '../../server/engines/pool/renderPool';

export function poolWith(pool: RenderPool, run: RenderPool['run']): RenderPool {
  return {
    get size() {
      return pool.size;
    },
    threadIds: () => pool.threadIds(),
    close: () => pool.close(),
    run,
  };
}
