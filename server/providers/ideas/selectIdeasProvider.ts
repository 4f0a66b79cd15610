// Chooses the ideas provider from the config: Claude when a key is set, else the embedded generator.
import type { AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import { createAnthropicIdeasProvider } from './anthropicIdeasProvider';
import type { IdeasProvider } from './ideasProvider';
import { localIdeasProvider } from './localIdeasProvider';

export function selectIdeasProvider(config: AppConfig, log: Logger): IdeasProvider {
  return config.anthropic ? createAnthropicIdeasProvider(config.anthropic, log) : localIdeasProvider;
}
