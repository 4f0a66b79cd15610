// One JSON answer from Claude, the way every current model takes it: structured outputs
// (`output_config.format`, a JSON schema made by the SDK's zod helper from our own zod schema), the reply
// read from its text block (a thinking block may come first), an effort from the model table, and no forced
// tool, no sampling parameters, no prefill and no thinking setting (each model keeps its default). The
// request is built from claudeModels.ts, so it is one the model accepts.
//
// stop_reason decides: "end_turn" is parsed; "max_tokens" (thinking and the reply did not fit) is asked again
// once with twice the room, up to the model's limit; "refusal" and anything else end the call with a
// ClaudeReplyError that says which, so the caller can fall back and say why.
//
// Each call goes through the caller's spend meter when it gives one (providers/spendMeter.ts): before it, the
// call's most it could cost is reserved (the request's characters as tokens, a generous two characters a
// token, and all of max_tokens out, at the model table's price); after it, the reservation is settled with the
// answer's usage. A meter that refuses ends the question before anything is sent.
import type Anthropic from '@anthropic-ai/sdk';
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import type { z } from 'zod';
import { metered, type SpendMeter } from '../spendMeter';
import { claudeCost, claudeModel, effortFor, type ClaudeModel, type Effort } from './claudeModels';

export interface JsonQuestion {
  system: string;
  user: string;
  /** The reply's shape: no transforms (it becomes the JSON schema the model must follow). */
  schema: z.ZodType;
  /** How hard the model should think: the table lowers it to a level the model takes. */
  effort: Effort;
  /** Room for the reply itself, in tokens; room for thinking is added for models that think unasked. */
  replyTokens: number;
}

export interface JsonAnswer {
  /** The parsed JSON, not yet checked against anything but the schema the model followed. */
  value: unknown;
  /** Tokens in and out over every call it took (a cut reply asked again counts twice). */
  usage: { input: number; output: number; calls: number };
}

/** Declined, cut twice, stopped for another reason, not JSON, or JSON that failed the caller's checks. */
export type ReplyProblem = 'refusal' | 'cut' | 'stopped' | 'not-json' | 'checks';

/** Claude answered, but not with JSON we can use; `kind` says how. Never shown to visitors as it is. */
export class ClaudeReplyError extends Error {
  constructor(
    readonly kind: ReplyProblem,
    detail: string,
  ) {
    super(`Claude's reply: ${kind} (${detail})`);
    this.name = 'ClaudeReplyError';
  }
}

/** ANTHROPIC_MODEL names a model the table lacks: nothing is sent. */
export class UnknownClaudeModel extends Error {
  constructor(readonly model: string) {
    super(`unknown Claude model '${model}'`);
    this.name = 'UnknownClaudeModel';
  }
}

/**
 * Room for adaptive thinking before the reply, by effort: thinking counts against max_tokens, and a lower
 * effort thinks less. Generous on purpose: max_tokens is only a ceiling, billed as used.
 */
const THINKING_ROOM: Record<Effort, number> = { low: 2_000, medium: 6_000, high: 12_000, xhigh: 24_000, max: 32_000 };

/** The request body for a question to this model (exported for the doctor and the tests). */
export function jsonRequestBody(
  model: ClaudeModel,
  modelId: string,
  question: JsonQuestion,
  format: { type: 'json_schema'; schema: Record<string, unknown> },
  room = 1,
): MessageCreateParamsNonStreaming {
  const effort = effortFor(model, question.effort);
  const thinking = model.thinksByDefault ? THINKING_ROOM[effort ?? 'high'] : 0;
  return {
    model: modelId,
    max_tokens: Math.min(model.maxOutputTokens, (thinking + question.replyTokens) * room),
    system: question.system,
    messages: [{ role: 'user', content: question.user }],
    output_config: { format: { type: format.type, schema: format.schema }, ...(effort ? { effort } : {}) },
  };
}

/** Characters a token stands for, at the least, in a reservation's estimate of a request: generous on purpose. */
const CHARACTERS_PER_TOKEN = 2;

/** The most a call with this body may cost: its text as input tokens, and all of max_tokens out. */
function mostItCosts(model: ClaudeModel, body: MessageCreateParamsNonStreaming): number {
  const characters = JSON.stringify([body.system, body.messages, body.output_config]).length;
  return claudeCost(model.price, Math.ceil(characters / CHARACTERS_PER_TOKEN), body.max_tokens);
}

/** The JSON schema the SDK's zod helper makes (it moves constraints structured outputs lack into descriptions). */
export async function jsonFormat(schema: z.ZodType): Promise<{ type: 'json_schema'; schema: Record<string, unknown> }> {
  const { zodOutputFormat } = await import('@anthropic-ai/sdk/helpers/zod');
  const made = zodOutputFormat(schema as never);
  return { type: 'json_schema', schema: made.schema };
}

export async function askClaudeForJson(
  client: Anthropic,
  modelId: string,
  question: JsonQuestion,
  limits: { timeoutMs: number; signal?: AbortSignal; meter?: SpendMeter },
): Promise<JsonAnswer> {
  const model = claudeModel(modelId);
  if (!model?.structuredOutputs) throw new UnknownClaudeModel(modelId);
  const format = await jsonFormat(question.schema);
  // The deadline of the whole question: the SDK's retries and a second try with more room included.
  const signal = AbortSignal.any([AbortSignal.timeout(limits.timeoutMs), ...(limits.signal ? [limits.signal] : [])]);
  const usage = { input: 0, output: 0, calls: 0 };
  for (let room = 1; ; room *= 2) {
    const body = jsonRequestBody(model, modelId, question, format, room);
    // The SDK's timeout is per attempt; the signal ends the whole question.
    const message = await metered(
      limits.meter,
      { model: modelId, usd: mostItCosts(model, body) },
      () => client.messages.create(body, { signal, timeout: limits.timeoutMs }),
      (answer) => ({
        model: modelId,
        usd: claudeCost(model.price, answer.usage.input_tokens, answer.usage.output_tokens),
      }),
    );
    usage.input += message.usage.input_tokens;
    usage.output += message.usage.output_tokens;
    usage.calls += 1;
    if (message.stop_reason === 'max_tokens' && room === 1 && body.max_tokens < model.maxOutputTokens) continue;
    return { value: replyJson(message), usage };
  }
}

function replyJson(message: Anthropic.Message): unknown {
  if (message.stop_reason === 'refusal')
    throw new ClaudeReplyError('refusal', message.stop_details?.category ?? 'no category');
  if (message.stop_reason === 'max_tokens') throw new ClaudeReplyError('cut', `max_tokens even with more room`);
  if (message.stop_reason !== 'end_turn') throw new ClaudeReplyError('stopped', String(message.stop_reason));
  const text = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
  try {
    return JSON.parse(text);
  } catch {
    throw new ClaudeReplyError('not-json', `${text.length} characters`);
  }
}
