// The one way we make an Anthropic client (ideas and scripts): our deadline and retry settings, and no
// console output of its own — outcomes are logged by the callers through the app logger.
//
// The SDK is loaded when a client is first needed, not with the server: a server without an Anthropic key
// never uses it, and loading it costs about 20 MB of resident memory.
import type Anthropic from '@anthropic-ai/sdk';
import { ZodError } from 'zod';
import { SpendCeiling } from '../../lib/errors';
import type { AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import type { WriterReason } from '../../../shared/scriptAuthorship';
import { ClaudeReplyError, UnknownClaudeModel } from './claudeJson';
import { unknownModelLine } from './claudeModels';

export type AnthropicSdk = typeof import('@anthropic-ai/sdk').default;

let sdk: Promise<AnthropicSdk> | undefined;

/** The SDK's client class (its error classes are static members), loaded once. */
export const anthropicSdk = (): Promise<AnthropicSdk> =>
  (sdk ??= import('@anthropic-ai/sdk').then((module) => module.default));

/**
 * A client made on first call and shared after:
 * `const client = lazyAnthropicClient(config); (await client()).messages...`.
 */
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

/**
 * Claude's answer when the configured model does not exist or was retired: 404 `not_found_error` naming the
 * model (a retired model answers the same), or a 400 `invalid_request_error` about the model.
 */
export function isUnknownModelError(error: unknown, Sdk: AnthropicSdk): boolean {
  if (error instanceof Sdk.NotFoundError) return true;
  return error instanceof Sdk.BadRequestError && /\bmodel\b/i.test(error.message);
}

/**
 * Every call fails alike when the model is wrong, so the self-deployer gets one clear line (per provider, not
 * per visitor) naming the setting to change; callers still log their usual warning and fall back. A model the
 * table lacks is never asked; one the service no longer knows answers 404.
 */
export function unknownModelReporter(
  config: NonNullable<AppConfig['anthropic']>,
  log: Logger,
  suggested: string,
): (error: unknown) => Promise<void> {
  let reported = false;
  return async (error) => {
    if (reported) return;
    const notInTable = error instanceof UnknownClaudeModel;
    if (!notInTable && !isUnknownModelError(error, await anthropicSdk())) return;
    reported = true;
    if (notInTable) {
      log.error({ provider: 'anthropic', model: config.model }, unknownModelLine(config.model));
      return;
    }
    // When the default itself is gone, only the list of current models can tell what to set.
    const instead =
      config.model === suggested
        ? 'a current model (https://docs.anthropic.com/en/docs/about-claude/models)'
        : `a current model such as ${suggested}`;
    log.error(
      { provider: 'anthropic', model: config.model },
      `Claude does not know the model '${config.model}' (ANTHROPIC_MODEL): set ANTHROPIC_MODEL to ${instead} ` +
        `and restart; until then the built-in writer answers`,
    );
  };
}

/** Why a call to Claude was not used: the reason the comic page gives, and details for our log only. */
export function claudeFailure(
  error: unknown,
  Sdk: AnthropicSdk,
): { reason: WriterReason; log: Record<string, unknown> } {
  if (error instanceof Sdk.APIUserAbortError || (error instanceof Error && error.name === 'TimeoutError'))
    return { reason: 'timeout', log: { reason: 'deadline' } };
  if (error instanceof Sdk.APIConnectionTimeoutError) return { reason: 'timeout', log: { reason: 'timeout' } };
  if (error instanceof Sdk.APIConnectionError) return { reason: 'unreachable', log: { reason: 'connection' } };
  if (error instanceof Sdk.APIError) {
    const log = {
      reason: 'http',
      status: error.status,
      requestId: error.requestID,
      message: error.message.slice(0, 200),
    };
    if (error.status === 429) return { reason: 'busy', log };
    if (error.status === 400 || error.status === 401 || error.status === 403 || error.status === 404)
      return { reason: 'setup', log };
    return { reason: 'unreachable', log };
  }
  if (error instanceof UnknownClaudeModel) return { reason: 'setup', log: { reason: 'unknown model' } };
  // The site's daily ceiling on covers and Claude had no room: nothing was sent.
  if (error instanceof SpendCeiling) return { reason: 'budget', log: { reason: 'daily ceiling' } };
  if (error instanceof ClaudeReplyError) {
    const reason: WriterReason =
      error.kind === 'refusal'
        ? 'declined'
        : error.kind === 'cut'
          ? 'cut'
          : error.kind === 'not-json' || error.kind === 'malformed'
            ? 'malformed'
            : 'checks';
    return { reason, log: { reason: error.kind, message: error.message } };
  }
  if (error instanceof ZodError)
    return {
      reason: 'checks',
      log: { reason: 'malformed', issues: error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`) },
    };
  return {
    reason: 'error',
    log: { reason: 'error', message: error instanceof Error ? error.message.slice(0, 200) : String(error) },
  };
}
