// What the Anthropic Messages API (POST /v1/messages) refuses, model by model, for the local fake. Written
// from Anthropic's published pages, read 2026-11-26, never from the app's own model table:
//   - Messages API reference and @anthropic-ai/sdk 1.13.0's MessageCreateParamsBase (the body fields there are);
//   - "Migrating to Claude Sonnet 5.5" and "What's new in Claude Sonnet 5.5" (platform.claude.com/docs/en/models/
//     sonnet-5-5/...): thinking budgets, sampling parameters, assistant prefill, forced tool choice and
//     thinking.type "disabled" answer 400; "between_tools" works at effort low to high only;
//   - "What's new in Claude Opus 5.5" (thinking can't be disabled, forced tool use returns an error; "the first
//     three also apply on Claude Fable 5.1"), with its two error messages quoted below;
//   - "Claude Haiku 5.5 migration guide" (budgets, sampling, prefill), "Migrating to Claude Sonnet 5" and
//     "What's new in Claude Opus 5" (thinking on by default, "disabled" accepted at effort high or below, budgets
//     and non-default sampling answer 400), "Introducing Claude Fable 5 and Claude Mythos 5" (adaptive only);
//   - "Troubleshooting thinking" (which thinking.type values each model rejects; budgets rejected from 4.7 on,
//     deprecated on 4.6, the only mode on 4.5), "Effort" (which models take it, and xhigh / max), "Migration guide"
//     for 4.6 (prefill returns 400), "Migrating to Claude 4.5" (temperature and top_p not both);
//   - each model's overview page for its max output tokens;
//   - the API versions: `anthropic-version` is required; 2026-10-21 (the version @anthropic-ai/sdk 1.x sends)
//     drops temperature, top_p and top_k from the Messages API ("temperature: Extra inputs are not permitted",
//     even at 1.0), while 2023-06-01 keeps them for the models that take them (the release notes of
//     2026-10-21 and the SDK's 1.0.0 changelog).
// Where a page gives the error text it is quoted; where it only says "returns a 400" the text below follows the
// API's usual wording (marked "wording ours").
export interface ApiError {
  status: number;
  type: string;
  message: string;
}

type ThinkingType = 'adaptive' | 'enabled' | 'disabled' | 'between_tools';
type Effort = 'low' | 'medium' | 'high' | 'xhigh' | 'max';

interface ModelRules {
  maxTokens: number;
  /** thinking.type values the model answers 400 to. */
  rejectsThinking: ThinkingType[];
  /** Whether a request without `thinking` thinks (the reply then starts with a thinking block). */
  thinksUnasked: boolean;
  efforts: Effort[];
  /** Efforts at which thinking may be off ('disabled' or 'between_tools'). */
  offUpTo?: Effort;
  rejectsSampling: boolean;
  rejectsPrefill: boolean;
  rejectsForcedTool: boolean;
  /** Sonnet 4.5 / Haiku 4.5: "temperature and top_p cannot both be specified". */
  oneSamplingParameter?: boolean;
  /** Opus 4.7 and later use the newer tokenizer: about 30% more tokens for the same text. */
  newTokenizer: boolean;
}

const EVERY_EFFORT: Effort[] = ['low', 'medium', 'high', 'xhigh', 'max'];
const latest = {
  maxTokens: 128_000,
  thinksUnasked: true,
  efforts: EVERY_EFFORT,
  rejectsSampling: true,
  rejectsPrefill: true,
  newTokenizer: true,
};
const alwaysThinking: Pick<ModelRules, 'rejectsThinking'> = {
  rejectsThinking: ['enabled', 'disabled', 'between_tools'],
};
const olderFour = {
  thinksUnasked: false,
  rejectsPrefill: false,
  rejectsForcedTool: false,
  rejectsSampling: false,
  newTokenizer: false,
  oneSamplingParameter: true,
};

const RULES: Record<string, ModelRules> = {
  'claude-sonnet-5-5': {
    ...latest,
    rejectsThinking: ['enabled', 'disabled'],
    offUpTo: 'high',
    rejectsForcedTool: true,
  },
  'claude-opus-5-5': { ...latest, ...alwaysThinking, rejectsForcedTool: true },
  'claude-haiku-5-5': {
    ...latest,
    rejectsThinking: ['enabled', 'between_tools'],
    offUpTo: 'high',
    rejectsForcedTool: false,
  },
  'claude-fable-5-2': { ...latest, ...alwaysThinking, rejectsForcedTool: true },
  'claude-mythos-5-2': { ...latest, ...alwaysThinking, rejectsForcedTool: true },
  'claude-fable-5-1': { ...latest, ...alwaysThinking, rejectsForcedTool: true },
  'claude-mythos-5-1': { ...latest, ...alwaysThinking, rejectsForcedTool: true },
  'claude-fable-5': { ...latest, ...alwaysThinking, rejectsForcedTool: false },
  'claude-mythos-5': { ...latest, ...alwaysThinking, rejectsForcedTool: false },
  'claude-opus-5': {
    ...latest,
    rejectsThinking: ['enabled', 'between_tools'],
    offUpTo: 'high',
    rejectsForcedTool: false,
  },
  'claude-sonnet-5': {
    ...latest,
    rejectsThinking: ['enabled', 'between_tools'],
    offUpTo: 'max',
    rejectsForcedTool: false,
  },
  'claude-opus-4-8': {
    ...latest,
    thinksUnasked: false,
    rejectsThinking: ['enabled', 'between_tools'],
    offUpTo: 'max',
    rejectsForcedTool: false,
  },
  'claude-opus-4-7': {
    ...latest,
    thinksUnasked: false,
    rejectsThinking: ['enabled', 'between_tools'],
    offUpTo: 'max',
    rejectsForcedTool: false,
  },
  'claude-opus-4-6': {
    ...olderFour,
    maxTokens: 128_000,
    rejectsPrefill: true,
    oneSamplingParameter: false,
    rejectsThinking: ['between_tools'],
    efforts: ['low', 'medium', 'high', 'max'],
    offUpTo: 'max',
  },
  'claude-sonnet-4-6': {
    ...olderFour,
    maxTokens: 64_000,
    rejectsPrefill: true,
    oneSamplingParameter: false,
    rejectsThinking: ['between_tools'],
    efforts: ['low', 'medium', 'high', 'max'],
    offUpTo: 'max',
  },
  'claude-opus-4-5': {
    ...olderFour,
    maxTokens: 64_000,
    oneSamplingParameter: false,
    rejectsThinking: ['adaptive', 'between_tools'],
    efforts: ['low', 'medium', 'high'],
    offUpTo: 'max',
  },
  'claude-sonnet-4-5': {
    ...olderFour,
    maxTokens: 64_000,
    rejectsThinking: ['adaptive', 'between_tools'],
    efforts: [],
    offUpTo: 'max',
  },
  'claude-haiku-4-5': {
    ...olderFour,
    maxTokens: 64_000,
    rejectsThinking: ['adaptive', 'between_tools'],
    efforts: [],
    offUpTo: 'max',
  },
};
const ALIASES: Record<string, string> = {
  'claude-opus-4-5-20251101': 'claude-opus-4-5',
  'claude-sonnet-4-5-20250929': 'claude-sonnet-4-5',
  'claude-haiku-4-5-20251001': 'claude-haiku-4-5',
};

/** The models the real API serves today (claude-mythos-preview retired on June 30th, 2026). */
export const SERVED_MODELS = [...Object.keys(RULES), ...Object.keys(ALIASES)];

export function rulesFor(model: string): ModelRules | undefined {
  return RULES[ALIASES[model] ?? model];
}

/** The Messages API's body fields in API version 2026-10-21 (the reference, and the SDK's MessageCreateParamsBase). */
const BODY_FIELDS = new Set([
  'model',
  'messages',
  'max_tokens',
  'system',
  'metadata',
  'stop_sequences',
  'stream',
  'tools',
  'tool_choice',
  'thinking',
  'output_config',
  'service_tier',
  'container',
  'cache_control',
  'diagnostics',
  'inference_geo',
  'speed',
]);
/** The API versions there are; 2023-06-01 still has the sampling parameters. */
export const API_VERSIONS = ['2023-06-01', '2026-10-21'];
const SAMPLING = ['temperature', 'top_p', 'top_k'];
const OUTPUT_CONFIG_FIELDS = new Set(['effort', 'format']);

const invalid = (message: string): ApiError => ({ status: 400, type: 'invalid_request_error', message });

type Body = Record<string, unknown> & {
  model?: unknown;
  messages?: Array<{ role?: string; content?: unknown }>;
  max_tokens?: unknown;
  thinking?: { type?: ThinkingType; budget_tokens?: number };
  tool_choice?: { type?: string; name?: string };
  tools?: Array<{ name?: string }>;
  output_config?: Record<string, unknown> & { effort?: Effort; format?: { type?: string; schema?: unknown } };
};

/**
 * The error the real API answers this body with, under this anthropic-version header, or null when it would
 * accept it. Schema checks are apart (jsonSchemaFake).
 */
export function refusalOf(raw: unknown, version: string | undefined): ApiError | null {
  if (!version) return invalid('anthropic-version: header is required');
  if (!API_VERSIONS.includes(version)) return invalid(`anthropic-version: "${version}" is not a valid version`);
  if (!raw || typeof raw !== 'object') return invalid('The request body is not valid JSON.');
  const body = raw as Body;
  const fields = version === '2023-06-01' ? new Set([...BODY_FIELDS, ...SAMPLING]) : BODY_FIELDS;
  for (const field of Object.keys(body))
    if (!fields.has(field)) return invalid(`${field}: Extra inputs are not permitted`);
  if (typeof body.model !== 'string') return invalid('model: Field required');
  const rules = rulesFor(body.model);
  if (!rules) return { status: 404, type: 'not_found_error', message: `model: ${body.model}` };
  if (typeof body.max_tokens !== 'number' || !Number.isInteger(body.max_tokens))
    return invalid('max_tokens: Field required');
  if (body.max_tokens > rules.maxTokens) {
    return invalid(
      `max_tokens: ${body.max_tokens} > ${rules.maxTokens}, which is the maximum allowed number of ` +
        `output tokens for ${body.model}`,
    );
  }
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return invalid('messages: at least one message is required');
  const config = body.output_config ?? {};
  for (const field of Object.keys(config))
    if (!OUTPUT_CONFIG_FIELDS.has(field)) return invalid(`output_config.${field}: Extra inputs are not permitted`);
  return (
    samplingRefusal(body, rules) ??
    prefillRefusal(body, rules) ??
    effortRefusal(body, rules) ??
    thinkingRefusal(body, rules) ??
    toolRefusal(body, rules)
  );
}

function samplingRefusal(body: Body, rules: ModelRules): ApiError | null {
  const given = (['temperature', 'top_p', 'top_k'] as const).filter((p) => body[p] !== undefined);
  // The 5.x pages: "non-default" values answer 400; temperature 1 is the default, top_p / top_k have none to send.
  const refused = given.find((p) => !(p === 'temperature' && body.temperature === 1 && given.length === 1));
  if (rules.rejectsSampling && refused) return invalid(`\`${refused}\` is deprecated for this model.`);
  if (rules.oneSamplingParameter && given.includes('temperature') && given.includes('top_p')) {
    return invalid('`temperature` and `top_p` cannot both be specified for this model. Please use only one.');
  }
  return null;
}

function prefillRefusal(body: Body, rules: ModelRules): ApiError | null {
  if (rules.rejectsPrefill && body.messages!.at(-1)?.role === 'assistant') {
    return invalid(
      'This model does not support assistant message prefill. The conversation must end with a user message.',
    );
  }
  return null;
}

function effortRefusal(body: Body, rules: ModelRules): ApiError | null {
  const effort = body.output_config?.effort;
  if (effort === undefined || effort === null) return null;
  if (!EVERY_EFFORT.includes(effort))
    return invalid(`output_config.effort: Input should be 'low', 'medium', 'high', 'xhigh' or 'max'`);
  // Wording ours: the effort page says which models take the parameter and which levels.
  if (rules.efforts.length === 0)
    return invalid('output_config.effort: This model does not support the effort parameter.');
  if (!rules.efforts.includes(effort))
    return invalid(`output_config.effort: "${effort}" is not supported for this model.`);
  return null;
}

function thinkingRefusal(body: Body, rules: ModelRules): ApiError | null {
  const thinking = body.thinking;
  if (!thinking) return null;
  const type = thinking.type;
  if (!type || !['adaptive', 'enabled', 'disabled', 'between_tools'].includes(type))
    return invalid('thinking.type: Input tag does not match any of the expected tags');
  if (rules.rejectsThinking.includes(type)) {
    // Quoted from "What's new in Claude Opus 5.5" for "disabled" and "enabled"; the same form for the others.
    const instead =
      type === 'disabled' && !rules.rejectsThinking.includes('between_tools')
        ? 'Use "thinking.type.between_tools" to turn off up-front thinking.'
        : rules.rejectsThinking.includes('adaptive')
          ? 'Use "thinking.type.enabled" with "budget_tokens".'
          : 'Use "thinking.type.adaptive" and "output_config.effort" to control thinking behavior.';
    return invalid(`"thinking.type.${type}" is not supported for this model. ${instead}`);
  }
  if (type === 'enabled') {
    if (typeof thinking.budget_tokens !== 'number' || thinking.budget_tokens < 1024)
      return invalid('thinking.enabled.budget_tokens: Input should be greater than or equal to 1024');
    if (thinking.budget_tokens >= (body.max_tokens as number))
      return invalid('`max_tokens` must be greater than `thinking.budget_tokens`.');
  }
  const off = type === 'disabled' || type === 'between_tools';
  const effort = body.output_config?.effort ?? 'high';
  if (off && rules.offUpTo && EVERY_EFFORT.indexOf(effort) > EVERY_EFFORT.indexOf(rules.offUpTo)) {
    return invalid(
      `"thinking.type.${type}" is not supported with output_config.effort "${effort}". Use effort ` +
        `"${rules.offUpTo}" or lower, or adaptive thinking.`,
    ); // wording ours
  }
  return null;
}

function toolRefusal(body: Body, rules: ModelRules): ApiError | null {
  const choice = body.tool_choice;
  if (!choice) return null;
  const forced = choice.type === 'tool' || choice.type === 'any';
  // As the API answers on Opus 5.5, Sonnet 5.5 and Fable 5.1 (the pages: "forced tool use returns an error").
  if (forced && rules.rejectsForcedTool)
    return invalid('tool_choice: type "tool" and "any" are not supported for this model.');
  if (choice.type === 'tool' && !(body.tools ?? []).some((tool) => tool.name === choice.name))
    return invalid(`tool_choice: tool '${choice.name}' not found in tools`);
  const thinks = body.thinking
    ? body.thinking.type !== 'disabled' && body.thinking.type !== 'between_tools'
    : rules.thinksUnasked;
  if (forced && thinks) return invalid('Thinking may not be enabled when tool_choice forces tool use.');
  return null;
}

/** Whether a request like this one thinks before it answers (so the reply starts with a thinking block). */
export function thinksOn(raw: unknown): boolean {
  const body = raw as Body;
  const rules = rulesFor(String(body.model))!;
  return body.thinking ? body.thinking.type === 'adaptive' || body.thinking.type === 'enabled' : rules.thinksUnasked;
}

/**
 * Tokens for a text as the API would count them, estimated from its size: Anthropic's token-counting pages
 * put a token at about 3.5 characters of English, and the newer tokenizer (Opus 4.7 and later) at about 30%
 * more tokens for the same text. The fake uses this for `usage`, and to cut replies at max_tokens.
 */
export function tokensOf(text: string, model: string): number {
  const base = text.length / 3.5;
  return Math.ceil(rulesFor(model)?.newTokenizer ? base * 1.3 : base);
}
