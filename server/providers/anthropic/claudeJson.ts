// One JSON answer from Claude, the way every current model takes it: structured outputs
// (`output_config.format`, a JSON schema made by the SDK's zod helper from our own zod schema), the reply
// read from its text block (a thinking block may come first), an effort from the model table, and no forced
// tool, no sampling parameters, no prefill and no thinking setting (each model keeps its default). The
// request is built from claudeModels.ts, so it is one the model accepts.
//
// stop_reason decides: "end_turn" is parsed; "max_tokens" (thinking and the reply did not fit) is asked again
// once with twice the room, up to the model's limit; "refusal" and anything else end the call with a
// ClaudeReplyError that says which, so the caller can fall back and say why; so does an answer without the
// fields we read (usage, content, stop_reason).
//
// Each call goes through the caller's spend meter when it gives one (providers/spendMeter.ts): before it, the
// call's most it could cost is reserved (the request's characters as tokens, a generous two characters a
// token, and all of max_tokens out, at the model table's price); after it, the reservation is settled with the
// answer's usage. A meter that refuses ends the question before anything is sent.
import type Anthropic from '@anthropic-ai/sdk';
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import type { z } from 'zod';
import { startDeadline } from '../../lib/deadline';
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

/**
 * Declined, cut twice, stopped for another reason, not JSON, not a Messages API answer at all (no usage or
 * content: a proxy's page, a changed API), or JSON that failed the caller's checks.
 */
export type ReplyProblem = 'refusal' | 'cut' | 'stopped' | 'not-json' | 'malformed' | 'checks';

/** Each problem in an operator's words (the doctor prints them; the server logs them). */
const PROBLEM_WORDS: Record<ReplyProblem, string> = {
  refusal: 'Claude declined to answer',
  cut: "Claude's answer did not fit in its max_tokens, even with twice the room",
  stopped: 'Claude stopped before finishing its answer',
  'not-json': "Claude's answer was not in the expected form (not JSON)",
  malformed: "Claude's answer was not in the expected form",
  checks: "Claude's answer did not pass the app's checks",
};

/** Claude answered, but not with JSON we can use; `kind` says how. Never shown to visitors as it is. */
export class ClaudeReplyError extends Error {
  constructor(
    readonly kind: ReplyProblem,
    detail: string,
  ) {
    super(`${PROBLEM_WORDS[kind]} (${detail})`);
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

/**
 * One question, answered within `limits.timeoutMs` in all (or sooner, when `limits.signal` aborts): the SDK's
 * retries and a second try with more room share that time. The SDK's own `timeout` is per attempt and a timed
 * out attempt is retried (ClientOptions.timeout: "in a worst-case scenario you may wait much longer than this
 * timeout"), so each attempt gets at most what is left, and the question's signal ends a retry or its pause.
 */
export async function askClaudeForJson(
  client: Anthropic,
  modelId: string,
  question: JsonQuestion,
  limits: { timeoutMs: number; signal?: AbortSignal; meter?: SpendMeter },
): Promise<JsonAnswer> {
  const model = claudeModel(modelId);
  if (!model?.structuredOutputs) throw new UnknownClaudeModel(modelId);
  const format = await jsonFormat(question.schema);
  const deadline = startDeadline(limits.timeoutMs, limits.signal);
  try {
    const usage = { input: 0, output: 0, calls: 0 };
    for (let room = 1; ; room *= 2) {
      const body = jsonRequestBody(model, modelId, question, format, room);
      const message = await metered(
        limits.meter,
        { model: modelId, usd: mostItCosts(model, body) },
        () =>
          client.messages.create(body, {
            signal: deadline.signal,
            timeout: Math.min(limits.timeoutMs, deadline.remainingMs()),
          }),
        (answer) => {
          const spent = usageOf(answer);
          return { model: modelId, usd: claudeCost(model.price, spent.input, spent.output) };
        },
      );
      const tokens = usageOf(message);
      usage.input += tokens.input;
      usage.output += tokens.output;
      usage.calls += 1;
      if (message.stop_reason === 'max_tokens' && room === 1 && body.max_tokens < model.maxOutputTokens) continue;
      return { value: replyJson(message), usage };
    }
  } finally {
    deadline.clear();
  }
}

/**
 * What is wrong with the shape of an answer, if anything: the fields this file reads must be there. The SDK
 * returns whatever JSON came back with a 200, so a proxy or a changed API would otherwise fail as a TypeError.
 */
function shapeProblem(message: unknown): string | null {
  const answer = message as Partial<Record<'usage' | 'content' | 'stop_reason', unknown>> | null;
  if (typeof answer !== 'object' || answer === null) return 'not an object';
  const usage = answer.usage as Partial<Record<'input_tokens' | 'output_tokens', unknown>> | null | undefined;
  if (typeof usage?.input_tokens !== 'number' || typeof usage?.output_tokens !== 'number') return 'no usage';
  if (!Array.isArray(answer.content)) return 'no content';
  if (typeof answer.stop_reason !== 'string') return 'no stop_reason';
  return null;
}

function usageOf(message: Anthropic.Message): { input: number; output: number } {
  const problem = shapeProblem(message);
  if (problem) throw new ClaudeReplyError('malformed', problem);
  return { input: message.usage.input_tokens, output: message.usage.output_tokens };
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
