// The app's table of Claude models against the installed SDK (its `Model` list and DEPRECATED_MODELS) and
// against the fake Messages API: every model the SDK names and the service still serves is in the table, and
// every model and alias of the table takes the app's request.
// @module-tag no-database
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ANTHROPIC_MODEL } from '../../server/config';
import {
  CLAUDE_MODELS,
  KNOWN_CLAUDE_MODEL_IDS,
  claudeModel,
  effortFor,
} from '../../server/providers/anthropic/claudeModels';
import { createAnthropicIdeasProvider } from '../../server/providers/ideas/anthropicIdeasProvider';
import { silentLogger } from '../../server/lib/logger';
import { SERVED_MODELS } from '../fakes/anthropicApiRules';
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/fakeAnthropic';

const require = createRequire(import.meta.url);
const sdkRoot = path.dirname(require.resolve('@anthropic-ai/sdk'));
/** The SDK's model ids, from its `Model` type (the package ships it only as types). */
const sdkModels = [
  ...(
    /export type Model =([^;]+);/.exec(
      readFileSync(path.join(sdkRoot, 'resources/messages/messages.d.ts'), 'utf8'),
    )?.[1] ?? ''
  ).matchAll(/'([^']+)'/g),
].map((m) => m[1]);
// Not in the package's exports map: read from its file, as the SDK itself does.
const { DEPRECATED_MODELS } = require(path.join(sdkRoot, 'internal/data/deprecated-models.js')) as {
  DEPRECATED_MODELS: Record<string, string>;
};
const TODAY = new Date('2026-11-26');
const retired = (id: string) =>
  DEPRECATED_MODELS[id] !== undefined && new Date(DEPRECATED_MODELS[id].replace(/(\d)(st|nd|rd|th)/, '$1')) < TODAY;

describe('the table of Claude models', () => {
  it('lists every model of the installed SDK that is still served, and none the SDK does not name', () => {
    expect(sdkModels.length).toBeGreaterThan(15);
    expect(sdkModels.filter((id) => !retired(id) && !claudeModel(id))).toEqual([]);
    expect(KNOWN_CLAUDE_MODEL_IDS.filter((id) => !sdkModels.includes(id))).toEqual([]);
    expect(sdkModels.filter(retired)).toEqual(['claude-mythos-preview']);
    expect(claudeModel(DEFAULT_ANTHROPIC_MODEL)?.name).toBe('Claude Sonnet 5.5');
  });

  it('carries the SDK’s retirement dates', () => {
    for (const model of CLAUDE_MODELS)
      expect([model.id, model.retires]).toEqual([model.id, DEPRECATED_MODELS[model.id]]);
  });

  it('asks every model for structured outputs, and lowers an effort to one the model takes', () => {
    expect(CLAUDE_MODELS.every((model) => model.structuredOutputs)).toBe(true);
    expect(effortFor(claudeModel('claude-sonnet-5-5')!, 'medium')).toBe('medium');
    expect(effortFor(claudeModel('claude-opus-4-6')!, 'xhigh')).toBe('high');
    expect(effortFor(claudeModel('claude-sonnet-4-5')!, 'low')).toBeUndefined();
    expect(claudeModel('claude-haiku-4-5-20251001')?.id).toBe('claude-haiku-4-5');
    expect(claudeModel('claude-mythos-preview')).toBeUndefined();
  });
});

describe('every model and alias of the table, against the fake API', () => {
  let fake: FakeAnthropic;
  beforeAll(async () => {
    fake = await startFakeAnthropic();
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // the SDK warns on each call to a deprecated model
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await fake.close();
  });

  it('is served by the fake (the models the real API serves), and takes the app’s ideas request', async () => {
    expect([...SERVED_MODELS].sort()).toEqual([...KNOWN_CLAUDE_MODEL_IDS].sort());
    for (const id of KNOWN_CLAUDE_MODEL_IDS) {
      const config = {
        apiKey: 'test-key',
        model: id,
        baseURL: fake.url,
        timeoutMs: 5000,
        actTimeoutMs: 5000,
        maxRetries: 0,
      };
      const result = await createAnthropicIdeasProvider(config, silentLogger).generate(
        { author: 'Ada', type: '30s-50s-style', answers: [{ id: 'job', answer: 'Lighthouse keeper' }] },
        1,
      );
      expect([id, result.source]).toEqual([id, 'ai']);
    }
    expect(fake.refusals).toEqual([]);
  });
});
