// Chooses the cover provider from the config: Replicate when a token is set, else the local renderer,
// which runs on the app's CPU pool.
import type { AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import type { RenderPool } from '../../rendering/renderPool';
import type { CoverProvider } from './coverProvider';
import { createLocalCoverProvider } from './localCoverProvider';
import { createReplicateCoverProvider } from './replicateCoverProvider';

export function selectCoverProvider(config: AppConfig, log: Logger, pool: RenderPool): CoverProvider {
  return config.replicate ? createReplicateCoverProvider(config.replicate, log) : createLocalCoverProvider(pool);
}
