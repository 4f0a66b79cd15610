// Chooses the cover provider from the config: Replicate when a token is set (its likeness check on the app's
// CPU pool), else the local renderer, which runs on the app's CPU pool.
import type { AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import type { RenderPool } from '../../engines/pool/renderPool';
import type { CoverProvider } from './coverProvider';
import { createLocalCoverProvider } from './localCoverProvider';
import { createReplicateCoverProvider, type CoverLikeness } from './replicateCoverProvider';

export function selectCoverProvider(config: AppConfig, log: Logger, pool: RenderPool): CoverProvider {
  return config.replicate
    ? createReplicateCoverProvider(config.replicate, log, { likeness: poolLikeness(pool) })
    : createLocalCoverProvider(pool);
}

/** The painted cover's likeness check, by the face model in the pool's worker threads. */
export function poolLikeness(pool: RenderPool): CoverLikeness {
  // The hero's descriptor once per photo (a cover painted again is measured against the same one).
  const heroes = new WeakMap<Buffer, Promise<number[] | null>>();
  return async (painting, photo) => {
    if (!heroes.has(photo)) heroes.set(photo, pool.run('personDescriptor', { photo }));
    const hero = await heroes.get(photo)!.catch((error: unknown) => {
      heroes.delete(photo);
      throw error;
    });
    if (!hero) return undefined;
    return (await pool.run('likenessIn', { painting, people: { hero } })).scores.hero;
  };
}
