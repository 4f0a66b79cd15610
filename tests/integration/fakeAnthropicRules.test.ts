// The fake Messages API holds requests to the rules Anthropic publishes per model (tests/helpers/
// anthropicApiRules.ts names the pages): the request the app sent before structured outputs is refused with
// the API's 400 body, and so is each setting a model's migration guide lists, a field the API lacks and a
// schema structured outputs cannot take. What it accepts comes back as JSON that satisfies the sent schema.
// @module-tag no-database
import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { useFakeAnthropic } from '../helpers/claudeFixtures';
import type { Json } from '../fakes/json';

const theFake = useFakeAnthropic();

const user = [{ role: 'user', content: 'Pitch three comic ideas.' }];
const schema = {
  type: 'object',
  properties: {
    pitches: {
      type: 'array',
      items: {
        type: 'object',
        properties: { title: { type: 'string' } },
        required: ['title'],
        additionalProperties: false,
      },
      description: '{minItems: 3, maxItems: 3}',
    },
  },
  required: ['pitches'],
  additionalProperties: false,
};

/** A request as a client on the older API version sends it (the one that still has sampling parameters). */
async function post(body: Record<string, unknown>, version = '2023-06-01') {
  const response = await fetch(`${theFake().url}/v1/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'test-key', 'anthropic-version': version },
    body: JSON.stringify({ max_tokens: 2000, messages: user, ...body }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const refusedWith = (message: string) => ({
  status: 400,
  body: {
    type: 'error',
    error: { type: 'invalid_request_error', message },
    request_id: expect.stringMatching(/^req_/),
  },
});

describe('the request the app sent before structured outputs', () => {
  const oldShape = {
    tools: [
      {
        name: 'submit_comic_ideas',
        description: 'Submit three ideas.',
        input_schema: { type: 'object', properties: { ideas: { type: 'array' } }, required: ['ideas'] },
      },
    ],
    tool_choice: { type: 'tool', name: 'submit_comic_ideas', disable_parallel_tool_use: true },
  };

  it.each(['claude-sonnet-5-5', 'claude-opus-5-5', 'claude-fable-5-1'])(
    'is refused by %s with the API’s 400 body',
    async (model) => {
      expect(await post({ model, ...oldShape })).toEqual(
        refusedWith('tool_choice: type "tool" and "any" are not supported for this model.'),
      );
    },
  );

  it('is refused through the real SDK too (BadRequestError), and the fake counts the refusal', async () => {
    const client = new Anthropic({ apiKey: 'test-key', baseURL: theFake().url, maxRetries: 0 });
    const error = await client.messages
      .create({
        model: 'claude-sonnet-5-5',
        max_tokens: 1024,
        messages: [{ role: 'user', content: 'Hi' }],
        ...(oldShape as object),
      } as never)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Anthropic.BadRequestError);
    expect(theFake().refusals).toHaveLength(1);
  });

  it('still works where forced tool choice is accepted and thinking is off (Claude Opus 4.8)', async () => {
    expect((await post({ model: 'claude-opus-4-8', ...oldShape })).status).toBe(200);
  });
});

describe('the settings each model’s pages list', () => {
  const adaptiveOnly = 'Use "thinking.type.adaptive" and "output_config.effort" to control thinking behavior.';
  it.each([
    [
      'claude-sonnet-5-5',
      { thinking: { type: 'enabled', budget_tokens: 1024 } },
      `"thinking.type.enabled" is not supported for this model. ${adaptiveOnly}`,
    ],
    [
      'claude-sonnet-5-5',
      { thinking: { type: 'disabled' } },
      '"thinking.type.disabled" is not supported for this model. Use "thinking.type.between_tools" ' +
        'to turn off up-front thinking.',
    ],
    ['claude-sonnet-5-5', { temperature: 0.7 }, '`temperature` is deprecated for this model.'],
    ['claude-sonnet-5-5', { top_p: 0.9 }, '`top_p` is deprecated for this model.'],
    [
      'claude-sonnet-5-5',
      { messages: [...user, { role: 'assistant', content: '{"ideas": [' }] },
      'This model does not support assistant message prefill. The conversation must end with a user message.',
    ],
    [
      'claude-sonnet-5-5',
      { tool_choice: { type: 'any' }, tools: [{ name: 't', input_schema: { type: 'object' } }] },
      'tool_choice: type "tool" and "any" are not supported for this model.',
    ],
    [
      'claude-opus-5-5',
      { thinking: { type: 'disabled' } },
      `"thinking.type.disabled" is not supported for this model. ${adaptiveOnly}`,
    ],
    ['claude-haiku-5-5', { temperature: 0 }, '`temperature` is deprecated for this model.'],
    [
      'claude-opus-4-6',
      { messages: [...user, { role: 'assistant', content: 'Sure' }] },
      'This model does not support assistant message prefill. The conversation must end with a user message.',
    ],
    [
      'claude-sonnet-4-5',
      { temperature: 0.5, top_p: 0.9 },
      '`temperature` and `top_p` cannot both be specified for this model. Please use only one.',
    ],
    [
      'claude-sonnet-4-5',
      { output_config: { effort: 'low' } },
      'output_config.effort: This model does not support the effort parameter.',
    ],
    [
      'claude-opus-4-6',
      { output_config: { effort: 'xhigh' } },
      'output_config.effort: "xhigh" is not supported for this model.',
    ],
    [
      'claude-sonnet-5-5',
      { max_tokens: 200_000 },
      'max_tokens: 200000 > 128000, which is the maximum allowed number of output tokens for claude-sonnet-5-5',
    ],
    [
      'claude-sonnet-5-5',
      { output_format: { type: 'json_schema', schema } },
      'output_format: Extra inputs are not permitted',
    ],
    [
      'claude-sonnet-5-5',
      { output_config: { format: { type: 'json_schema', schema }, verbosity: 'low' } },
      'output_config.verbosity: Extra inputs are not permitted',
    ],
  ])('%s refuses %j', async (model, settings, message) => {
    expect(await post({ model, ...settings })).toEqual(refusedWith(message));
  });

  it.each([
    ['claude-sonnet-5-5', { thinking: { type: 'between_tools' }, output_config: { effort: 'medium' } }],
    [
      'claude-haiku-5-5',
      {
        thinking: { type: 'disabled' },
        tool_choice: { type: 'any' },
        tools: [{ name: 't', input_schema: { type: 'object' } }],
      },
    ],
    ['claude-opus-4-6', { temperature: 0.5 }],
    [
      'claude-sonnet-4-5',
      { messages: [...user, { role: 'assistant', content: '{' }], thinking: { type: 'enabled', budget_tokens: 1024 } },
    ],
    ['claude-sonnet-5-5', { temperature: 1 }],
  ])('%s accepts %j', async (model, settings) => {
    expect((await post({ model, ...settings })).status).toBe(200);
  });

  it(
    'on API version 2026-10-21 (what the SDK sends) refuses sampling parameters on ' +
      'every model, even at their defaults',
    async () => {
      for (const model of ['claude-sonnet-5-5', 'claude-opus-4-6', 'claude-haiku-4-5']) {
        expect(await post({ model, temperature: 1 }, '2026-10-21')).toEqual(
          refusedWith('temperature: Extra inputs are not permitted'),
        );
      }
      expect(await post({ model: 'claude-sonnet-5-5' }, '')).toEqual(
        refusedWith('anthropic-version: header is required'),
      );
    },
  );

  it('refuses Sonnet 5.5’s between_tools above high effort, and an unknown model with 404', async () => {
    expect(
      (
        await post({
          model: 'claude-sonnet-5-5',
          thinking: { type: 'between_tools' },
          output_config: { effort: 'max' },
        })
      ).status,
    ).toBe(400);
    expect(await post({ model: 'claude-mythos-preview' })).toMatchObject({
      status: 404,
      body: { error: { type: 'not_found_error', message: 'model: claude-mythos-preview' } },
    });
  });
});

describe('structured outputs', () => {
  const withSchema = (s: unknown) =>
    post({ model: 'claude-sonnet-5-5', output_config: { format: { type: 'json_schema', schema: s } } });

  it.each([
    [
      'an object without additionalProperties: false',
      { type: 'object', properties: { a: { type: 'string' } } },
      "For 'object' type, 'additionalProperties' must be explicitly set to false",
    ],
    [
      'a length limit',
      { type: 'object', properties: { a: { type: 'string', maxLength: 5 } }, additionalProperties: false },
      "For 'string' type, property 'maxLength' is not supported",
    ],
    [
      'minItems above 1',
      {
        type: 'object',
        properties: { a: { type: 'array', minItems: 3, items: { type: 'string' } } },
        additionalProperties: false,
      },
      "For 'array' type, 'minItems' values other than 0 or 1 are not supported",
    ],
    [
      'an outside $ref',
      { $ref: 'https://example.com/schema.json' },
      'External $ref is not supported: https://example.com/schema.json',
    ],
  ])('refuses %s', async (_label, bad, message) => {
    expect(await withSchema(bad)).toEqual(refusedWith(`output_config.format.schema: ${message}`));
  });

  it(
    'answers with a thinking block, then a text block of JSON that satisfies the ' +
      'schema (counts from its description)',
    async () => {
      const { status, body } = await withSchema(schema);
      expect(status).toBe(200);
      expect(body.content.map((block: { type: string }) => block.type)).toEqual(['thinking', 'text']);
      expect(JSON.parse(body.content[1].text).pitches).toHaveLength(3);
      expect(body.stop_reason).toBe('end_turn');
    },
  );

  it('thinks only where the model thinks unasked (not Opus 4.8), and counts usage from the sizes', async () => {
    const small = (await post({ model: 'claude-opus-4-8', output_config: { format: { type: 'json_schema', schema } } }))
      .body;
    expect(small.content.map((block: { type: string }) => block.type)).toEqual(['text']);
    const big = (
      await post({
        model: 'claude-opus-4-8',
        system: 'x'.repeat(3500),
        output_config: { format: { type: 'json_schema', schema } },
      })
    ).body;
    // About 3.5 characters a token, 30% more on the newer tokenizer: 3,500 more characters are about 1,300 tokens.
    expect(big.usage.input_tokens - small.usage.input_tokens).toBe(1300);
    expect(small.usage.output_tokens).toBeGreaterThan(0);
  });

  it('cuts a reply that does not fit max_tokens (stop_reason max_tokens, the JSON unfinished)', async () => {
    const { body } = await post({
      model: 'claude-opus-4-8',
      max_tokens: 10,
      output_config: { format: { type: 'json_schema', schema } },
    });
    expect(body.stop_reason).toBe('max_tokens');
    expect(body.usage.output_tokens).toBe(10);
    expect(() => JSON.parse(body.content[0].text)).toThrow();
  });

  it('will not send a queued reply that breaks the schema (the real API never does): the test is wrong', async () => {
    theFake().enqueue({ kind: 'json', value: { pitches: 'three great ideas' } });
    const { status, body } = await withSchema(schema);
    expect(status).toBe(500);
    expect(body.error.message).toContain('queued reply breaks the sent schema');
  });
});
