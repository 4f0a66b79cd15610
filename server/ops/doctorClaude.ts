// The doctor's Claude check: is ANTHROPIC_MODEL a model the app knows how to ask, does Anthropic still serve
// it (or when will it stop), does the key work, and does a structured-output request in the app's own shape
// (claudeJson.ts) come back as it should. A retired model is named as retired, with the variable to change,
// before any call; a model Anthropic does not know is named from its Models API (GET /v1/models/{model_id},
// free) before any tokens are spent.
import { z } from 'zod';
import { DEFAULT_ANTHROPIC_MODEL, type AppConfig } from '../config';
import { anthropicSdk, lazyAnthropicClient, type AnthropicSdk } from '../providers/anthropic/anthropicClient';
import { askClaudeForJson, ClaudeReplyError, UnknownClaudeModel } from '../providers/anthropic/claudeJson';
import { claudeModel, retirementDate, unknownModelLine, type ClaudeModel } from '../providers/anthropic/claudeModels';
import { type CheckResult, DEADLINE_MS, type DoctorContext, failed, messageOf, ok, off, warning } from './doctorResult';

const NAME = 'Claude (ideas and scripts)';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What to set instead: the default, unless the default itself is the model that is going. */
const instead = (model: string) =>
  model === DEFAULT_ANTHROPIC_MODEL ? 'a current model (docs/models.md)' : DEFAULT_ANTHROPIC_MODEL;

const retiredLine = (model: ClaudeModel, id: string, when: string) =>
  `${model.name} (${id}) was retired on ${when}: Anthropic no longer answers it, so every story idea and ` +
  `script comes from the built-in writer. Set ANTHROPIC_MODEL to ${instead(id)} and restart.`;

const unknownToAnthropic = (id: string) =>
  `Anthropic does not know the model '${id}' (404): it was retired or renamed. Set ANTHROPIC_MODEL to ` +
  `${instead(id)} and restart; until then the built-in writer answers.`;

/** "November 30th, 2026 (in 2 days)" for a retirement still ahead. */
function retiringNote(id: string, when: string, date: Date, now: Date): string {
  const days = Math.ceil((date.getTime() - now.getTime()) / DAY_MS);
  const until = days <= 1 ? 'tomorrow' : `in ${days} days`;
  return (
    `It retires on ${when} (${until}): set ANTHROPIC_MODEL to ${instead(id)} before then, or story ideas and ` +
    'scripts fall back to the built-in writer from that day.'
  );
}

export async function checkClaude(config: AppConfig, { now }: DoctorContext): Promise<CheckResult> {
  const settings = config.anthropic;
  if (!settings)
    return off(NAME, 'ANTHROPIC_API_KEY is not set: story ideas and scripts come from the built-in writer.');
  const model = claudeModel(settings.model);
  if (!model) return failed(NAME, `${unknownModelLine(settings.model)}.`);
  const today = now();
  const retires = retirementDate(model);
  if (retires && model.retires && retires <= today)
    return failed(NAME, retiredLine(model, settings.model, model.retires));
  const Sdk = await anthropicSdk();
  const client = await lazyAnthropicClient({ ...settings, maxRetries: 0 })();
  const deadlineMs = Math.min(settings.timeoutMs, DEADLINE_MS);
  try {
    // The Models API knows a model's lifecycle; a gateway in ANTHROPIC_BASE_URL may not serve it, so only a
    // 404 that names the model counts, and anything else leaves the question to the real request below.
    let retiringAt: { when: string; date: Date } | undefined =
      retires && model.retires ? { when: model.retires, date: retires } : undefined;
    try {
      const info = await client.models.retrieve(settings.model, {}, { timeout: deadlineMs });
      if (info.lifecycle === 'retired')
        return failed(
          NAME,
          retiredLine(model, settings.model, (info.retires_at ?? 'its retirement date').slice(0, 10)),
        );
      if (!retiringAt && info.lifecycle === 'deprecated' && info.retires_at)
        retiringAt = { when: info.retires_at.slice(0, 10), date: new Date(info.retires_at) };
    } catch (error) {
      if (error instanceof Sdk.NotFoundError && error.message.includes(settings.model))
        return failed(NAME, unknownToAnthropic(settings.model));
      if (!(error instanceof Sdk.NotFoundError)) throw error;
    }
    const { value, usage } = await askClaudeForJson(
      client,
      settings.model,
      {
        system: 'You answer health checks of a web app.',
        user: 'Reply with ok set to true.',
        schema: z.object({ ok: z.boolean() }),
        effort: 'low',
        replyTokens: 100,
      },
      { timeoutMs: deadlineMs },
    );
    if ((value as { ok?: unknown }).ok !== true)
      return failed(
        NAME,
        `${settings.model} answered, but not with the JSON it was asked for. Try again; if it keeps ` +
          `happening, set ANTHROPIC_MODEL to another model.`,
      );
    const answered =
      `${model.name} (${settings.model}) answered a structured-output request (${usage.input} tokens in, ` +
      `${usage.output} out).`;
    return retiringAt
      ? warning(NAME, `${answered} ${retiringNote(settings.model, retiringAt.when, retiringAt.date, today)}`)
      : ok(NAME, answered);
  } catch (error) {
    return failure(error, Sdk, settings, deadlineMs);
  }
}

function failure(
  error: unknown,
  Sdk: AnthropicSdk,
  settings: NonNullable<AppConfig['anthropic']>,
  deadlineMs: number,
): CheckResult {
  if (error instanceof Sdk.AuthenticationError || error instanceof Sdk.PermissionDeniedError)
    return failed(NAME, `Claude refused the key (${error.status}): check ANTHROPIC_API_KEY.`);
  if (error instanceof Sdk.NotFoundError) return failed(NAME, unknownToAnthropic(settings.model));
  if (error instanceof Sdk.BadRequestError)
    return failed(
      NAME,
      `Claude refused the request (400: ${messageOf(error)}): set ANTHROPIC_MODEL to ` +
        `another model, or update the app.`,
    );
  if (error instanceof Sdk.RateLimitError)
    return failed(
      NAME,
      'Claude is rate limiting this key (429): try again later, or raise the limits of the key’s workspace.',
    );
  if (error instanceof Sdk.APIUserAbortError || error instanceof Sdk.APIConnectionTimeoutError)
    return failed(
      NAME,
      `No answer within ${Math.round(deadlineMs / 1000)} s: check ANTHROPIC_BASE_URL and the network (or raise ` +
        'ANTHROPIC_TIMEOUT_SECONDS).',
    );
  if (error instanceof Sdk.APIConnectionError)
    return failed(
      NAME,
      `Could not reach ${settings.baseURL ?? 'api.anthropic.com'} (${messageOf(error.cause ?? error)}): ` +
        `check ANTHROPIC_BASE_URL and the network.`,
    );
  if (error instanceof Sdk.APIError)
    return failed(NAME, `Claude answered ${error.status}: ${messageOf(error)}. Try again later.`);
  if (error instanceof ClaudeReplyError && error.kind === 'malformed')
    return failed(
      NAME,
      `${messageOf(error)}: what came back is not a Messages API answer. Check ANTHROPIC_BASE_URL (a proxy ` +
        'in between?), then try again.',
    );
  if (error instanceof ClaudeReplyError)
    return failed(NAME, `${messageOf(error)}: set ANTHROPIC_MODEL to another model.`);
  if (error instanceof UnknownClaudeModel) return failed(NAME, `${unknownModelLine(settings.model)}.`);
  return failed(NAME, messageOf(error));
}
