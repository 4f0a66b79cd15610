// Chooses the cover provider from the config: Replicate when a token is set, else the local renderer.
import type { AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import type { CoverProvider } from './coverProvider';
import { localCoverProvider } from './localCoverProvider';
import { createReplicateCoverProvider } from './replicateCoverProvider';

export function selectCoverProvider(config: AppConfig, log: Logger): CoverProvider {
  return config.replicate ? createReplicateCoverProvider(config.replicate, log) : localCoverProvider;
}
