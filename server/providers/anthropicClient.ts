// The one way we make an Anthropic client (ideas and scripts): our deadline and retry settings, and no
// console output of its own — outcomes are logged by the callers through the app logger.
//
// The SDK is loaded when a client is first needed, not with the server: a server without an Anthropic key
// never uses it, and loading it costs about 20 MB of resident memory.
import type Anthropic from '@anthropic-ai/sdk';
import type { AppConfig } from '../config';

export type AnthropicSdk = typeof import('@anthropic-ai/sdk').default;

let sdk: Promise<AnthropicSdk> | undefined;

/** The SDK's client class (its error classes are static members), loaded once. */
export const anthropicSdk = (): Promise<AnthropicSdk> => (sdk ??= import('@anthropic-ai/sdk').then((module) => module.default));

/** A client made on first call and shared after: `const client = lazyAnthropicClient(config); (await client()).messages...`. */
export function lazyAnthropicClient(config: NonNullable<AppConfig['anthropic']>): () => Promise<Anthropic> {
  let client: Promise<Anthropic> | undefined;
  return () =>
    (client ??= anthropicSdk().then(
      (Sdk) =>
        new Sdk({
          apiKey: config.apiKey,
          baseURL: config.baseURL,
          timeout: config.timeoutMs,
          maxRetries: config.maxRetries,
          logLevel: 'off',
        }),
    ));
}
