// The Claude models this app knows, and what each one's Messages API accepts. Every request to Claude is
// built from this table (claudeJson.ts), so ANTHROPIC_MODEL may name any of them; a model that is not here is
// never called (the built-in writer answers and the log says which variable to change).
//
// The list is the installed SDK's own (`Model` in @anthropic-ai/sdk's resources/messages, 1.13.0; dated
// aliases included), less claude-mythos-preview, which the SDK's DEPRECATED_MODELS retires on June 30th, 2026.
// tests/integration/claudeModels.test.ts fails when an SDK upgrade names a model this table lacks. Facts per model,
// as Anthropic's pages said them on 2026-11-26: each model's overview (max output, default effort), its
// migration guide and "What's new" page (the settings it answers 400 to), the effort page (which levels),
// the thinking troubleshooting page (which thinking.type values), and the structured outputs page. Prices are
// each model's overview page on platform.claude.com (read 2026-11-28); Fable 5.2's from a reseller's page quoting
// Anthropic's list price (docs.laozhang.ai, 2026-11-10), and the Mythos models at their Fable's, whose specs and
// pricing Anthropic's Fable 5 page says Mythos shares. A price only sets what the spending ceiling reserves and
// records (domains/spend/): the bill is Anthropic's.
import { DEFAULT_ANTHROPIC_MODEL } from '../../config';

export type Effort = 'low' | 'medium' | 'high' | 'xhigh' | 'max';
export type ThinkingType = 'adaptive' | 'enabled' | 'disabled' | 'between_tools';

export interface ClaudeModel {
  id: string;
  /** Other ids of the same model (dated snapshots). */
  aliases: readonly string[];
  name: string;
  /** The largest max_tokens it takes: thinking and the reply together. */
  maxOutputTokens: number;
  /** `output_config.format` with a JSON schema (the only way this app asks for a reply). */
  structuredOutputs: boolean;
  /** The `output_config.effort` levels it takes; empty when it takes none (the field is then left out). */
  efforts: readonly Effort[];
  /** Whether a request without `thinking` thinks (adaptive thinking on by default): max_tokens needs room for it. */
  thinksByDefault: boolean;
  /** The `thinking.type` values it accepts; the app sends none and leaves the model's default. */
  thinking: readonly ThinkingType[];
  /** `tool_choice` of type `tool` or `any`; the app never forces a tool, it is here for the doctor and readers. */
  forcedToolChoice: boolean;
  /**
   * Non-default temperature / top_p / top_k on API version 2023-06-01. The app never sends them, and the version
   * the SDK sends (2026-10-21) has no such fields on any model.
   */
  samplingParameters: boolean;
  /** A conversation ending with an assistant turn; the app never prefills. */
  prefill: boolean;
  /** When the SDK's DEPRECATED_MODELS says it stops answering, if it does, in its words ("November 30th, 2026"). */
  retires?: string;
  /** US dollars per million tokens in and out (thinking is billed as output). */
  price: ClaudePrice;
}

export interface ClaudePrice {
  inputPerMTok: number;
  outputPerMTok: number;
}

/** What `input` and `output` tokens cost at `price`, in US dollars. */
export const claudeCost = (price: ClaudePrice, input: number, output: number) =>
  (input * price.inputPerMTok + output * price.outputPerMTok) / 1_000_000;

const per = (inputPerMTok: number, outputPerMTok: number): ClaudePrice => ({ inputPerMTok, outputPerMTok });

const ALL_EFFORTS: readonly Effort[] = ['low', 'medium', 'high', 'xhigh', 'max'];

/** The shape the 5.x generation shares: adaptive thinking, every effort level, no sampling, no prefill. */
const fiveGeneration = {
  aliases: [],
  maxOutputTokens: 128_000,
  structuredOutputs: true,
  efforts: ALL_EFFORTS,
  thinksByDefault: true,
  samplingParameters: false,
  prefill: false,
} as const;

const fourSix = {
  aliases: [],
  structuredOutputs: true,
  efforts: ['low', 'medium', 'high', 'max'],
  thinksByDefault: false,
  thinking: ['adaptive', 'enabled', 'disabled'],
  forcedToolChoice: true,
  samplingParameters: true,
  prefill: false,
} as const;

const fourFive = {
  maxOutputTokens: 64_000,
  structuredOutputs: true,
  efforts: [],
  thinksByDefault: false,
  thinking: ['enabled', 'disabled'],
  forcedToolChoice: true,
  samplingParameters: true,
  prefill: true,
} as const;

export const CLAUDE_MODELS: readonly ClaudeModel[] = [
  // Migration guides: thinking budgets, sampling, prefill, forced tool choice and thinking.type "disabled"
  // answer 400; "between_tools" replaces "disabled" (low to high effort only).
  {
    ...fiveGeneration,
    id: 'claude-sonnet-5-5',
    price: per(2, 10),
    name: 'Claude Sonnet 5.5',
    thinking: ['adaptive', 'between_tools'],
    forcedToolChoice: false,
  },
  // Thinking is always on: "disabled" and "enabled" answer 400; forced tool choice too.
  {
    ...fiveGeneration,
    id: 'claude-opus-5-5',
    price: per(4, 20),
    name: 'Claude Opus 5.5',
    thinking: ['adaptive'],
    forcedToolChoice: false,
  },
  // Budgets, sampling and prefill answer 400; "disabled" is accepted (effort up to high); forced tools work.
  {
    ...fiveGeneration,
    id: 'claude-haiku-5-5',
    // "From": for prompts up to 100,000 tokens (ours are a few thousand); longer ones cost more.
    price: per(0.1, 0.5),
    name: 'Claude Haiku 5.5',
    thinking: ['adaptive', 'disabled'],
    forcedToolChoice: true,
  },
  // Fable 5.1 brought the rules Opus 5.5 took over ("the first three also apply on Claude Fable 5.1").
  {
    ...fiveGeneration,
    id: 'claude-fable-5-2',
    price: per(8, 40),
    name: 'Claude Fable 5.2',
    thinking: ['adaptive'],
    forcedToolChoice: false,
  },
  {
    ...fiveGeneration,
    id: 'claude-mythos-5-2',
    price: per(8, 40),
    name: 'Claude Mythos 5.2',
    thinking: ['adaptive'],
    forcedToolChoice: false,
  },
  {
    ...fiveGeneration,
    id: 'claude-fable-5-1',
    price: per(10, 50),
    name: 'Claude Fable 5.1',
    thinking: ['adaptive'],
    forcedToolChoice: false,
  },
  {
    ...fiveGeneration,
    id: 'claude-mythos-5-1',
    price: per(10, 50),
    name: 'Claude Mythos 5.1',
    thinking: ['adaptive'],
    forcedToolChoice: false,
  },
  // Thinking always on (any other thinking.type answers 400); tool_choice any/tool still accepted.
  {
    ...fiveGeneration,
    id: 'claude-fable-5',
    price: per(10, 50),
    name: 'Claude Fable 5',
    thinking: ['adaptive'],
    forcedToolChoice: true,
  },
  {
    ...fiveGeneration,
    id: 'claude-mythos-5',
    price: per(10, 50),
    name: 'Claude Mythos 5',
    thinking: ['adaptive'],
    forcedToolChoice: true,
  },
  // Thinking on by default and may be turned off (effort up to high); budgets and sampling answer 400.
  {
    ...fiveGeneration,
    id: 'claude-opus-5',
    price: per(5, 25),
    name: 'Claude Opus 5',
    thinking: ['adaptive', 'disabled'],
    forcedToolChoice: true,
  },
  {
    ...fiveGeneration,
    id: 'claude-sonnet-5',
    price: per(2, 10),
    name: 'Claude Sonnet 5',
    thinking: ['adaptive', 'disabled'],
    forcedToolChoice: true,
  },
  // Opus 4.7 and 4.8: adaptive thinking only when asked for; budgets and sampling answer 400.
  {
    ...fiveGeneration,
    id: 'claude-opus-4-8',
    price: per(5, 25),
    name: 'Claude Opus 4.8',
    thinksByDefault: false,
    thinking: ['adaptive', 'disabled'],
    forcedToolChoice: true,
  },
  {
    ...fiveGeneration,
    id: 'claude-opus-4-7',
    price: per(5, 25),
    name: 'Claude Opus 4.7',
    thinksByDefault: false,
    thinking: ['adaptive', 'disabled'],
    forcedToolChoice: true,
  },
  // The 4.6 pair: budgets deprecated (still accepted), sampling accepted, prefill answers 400; no xhigh.
  { ...fourSix, id: 'claude-opus-4-6', price: per(5, 25), name: 'Claude Opus 4.6', maxOutputTokens: 128_000 },
  { ...fourSix, id: 'claude-sonnet-4-6', price: per(3, 15), name: 'Claude Sonnet 4.6', maxOutputTokens: 64_000 },
  // The 4.5 generation: extended thinking only (budgets), prefill and sampling accepted; effort on Opus only.
  {
    ...fourFive,
    id: 'claude-opus-4-5',
    price: per(5, 25),
    aliases: ['claude-opus-4-5-20251101'],
    name: 'Claude Opus 4.5',
    efforts: ['low', 'medium', 'high'],
    retires: 'January 22nd, 2027',
  },
  {
    ...fourFive,
    id: 'claude-sonnet-4-5',
    price: per(3, 15),
    aliases: ['claude-sonnet-4-5-20250929'],
    name: 'Claude Sonnet 4.5',
    retires: 'November 30th, 2026',
  },
  {
    ...fourFive,
    id: 'claude-haiku-4-5',
    price: per(1, 5),
    aliases: ['claude-haiku-4-5-20251001'],
    name: 'Claude Haiku 4.5',
  },
];

/** The model an id names (an alias included), or undefined when the app does not know it. */
export function claudeModel(id: string): ClaudeModel | undefined {
  return CLAUDE_MODELS.find((model) => model.id === id || model.aliases.includes(id));
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * The day a model stops answering, as the start of that day in UTC ("Requests to models past the retirement
 * date will fail", Anthropic's model deprecations page), or undefined when none is announced.
 */
export function retirementDate(model: ClaudeModel): Date | undefined {
  const parts = /^([a-z]+) (\d{1,2})(?:st|nd|rd|th)?, (\d{4})$/i.exec(model.retires ?? '');
  const month = parts ? MONTHS.indexOf(parts[1].toLowerCase()) : -1;
  return parts && month >= 0 ? new Date(Date.UTC(Number(parts[3]), month, Number(parts[2]))) : undefined;
}

/** Every id the app accepts in ANTHROPIC_MODEL. */
export const KNOWN_CLAUDE_MODEL_IDS: readonly string[] = CLAUDE_MODELS.flatMap((model) => [model.id, ...model.aliases]);

/**
 * The effort to send for a call: the one asked for when the model takes it, else the nearest level below it
 * that it takes, else none (a model without the effort parameter answers 400 to the field).
 */
export function effortFor(model: ClaudeModel, wanted: Effort): Effort | undefined {
  const ladder = ALL_EFFORTS.slice(0, ALL_EFFORTS.indexOf(wanted) + 1).reverse();
  return ladder.find((level) => model.efforts.includes(level));
}

/** The one line a self-deployer reads when ANTHROPIC_MODEL names a model this table lacks. */
export function unknownModelLine(id: string): string {
  return (
    `'${id}' (ANTHROPIC_MODEL) is not a Claude model this app knows how to ask: set ANTHROPIC_MODEL to one of ` +
    `${KNOWN_CLAUDE_MODEL_IDS.filter((m) => !/\d{8}$/.test(m)).join(', ')} (default ` +
    `${DEFAULT_ANTHROPIC_MODEL}) and restart; until then the built-in writer answers`
  );
}
