// The one way we make an Anthropic client (ideas and scripts): our deadline and retry settings, and no
// console output of its own — outcomes are logged by the callers through the app logger.
import Anthropic from '@anthropic-ai/sdk';
import type { AppConfig } from '../config';

export function createAnthropicClient(config: NonNullable<AppConfig['anthropic']>): Anthropic {
  return new Anthropic({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
    logLevel: 'off',
  });
}
