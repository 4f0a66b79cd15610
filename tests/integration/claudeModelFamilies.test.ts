// Every family of the app's model table (the models that accept the same things, e.g. Fable 5.1 and Mythos
// 5.1), against the fake Messages API that refuses what each model's own pages say it refuses: ideas, every
// act of a book, an act sent back once with its failures, and a cut reply asked again with more room. None of
// the app's requests may draw a single refusal. (claudeModels.test.ts sends one request to every model.)
// @module-tag no-database
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLAUDE_MODELS, claudeModel } from '../../server/providers/anthropic/claudeModels';
import { createAnthropicIdeasProvider } from '../../server/providers/ideas/anthropicIdeasProvider';
import { createAnthropicScriptWriter } from '../../server/providers/script/anthropicScriptWriter';
import { silentLogger } from '../../server/lib/logger';
import { actReply, claudeSettings, pagesPerAct, priyaRequest, useFakeAnthropic } from '../helpers/claudeFixtures';

const theFake = useFakeAnthropic();
beforeAll(() => {
  // The SDK warns on every call to a deprecated model (Sonnet 4.5, Opus 4.5); those are still served.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
});

const request = priyaRequest(8, 5);
const ideasInput = { author: 'Priya Raman', type: 'black-and-white-manga' as const, answers: request.answers };
const noProgress = { progress: () => {}, signal: new AbortController().signal };
const config = (model: string) => claudeSettings(theFake().url, model);
const perAct = pagesPerAct(request);

type Body = {
  model: string;
  max_tokens: number;
  output_config: { effort?: string; format: { type: string } };
  thinking?: unknown;
  tool_choice?: unknown;
};
const bodies = () =>
  theFake()
    .messageCalls()
    .map((call) => call.body as Body);

/** One model per family: models whose entries differ only in name, id and retirement date ask alike. */
const families = new Map<string, { names: string[]; id: string }>();
for (const model of CLAUDE_MODELS) {
  const { id, name, aliases: _aliases, retires: _retires, ...accepts } = model;
  const key = JSON.stringify(accepts);
  const family = families.get(key) ?? { names: [], id };
  family.names.push(name);
  families.set(key, family);
}

describe.each([...families.values()].map((family) => [family.names.join(', '), family.id] as const))(
  '%s',
  (_names, id) => {
    const model = claudeModel(id)!;

    it('writes three ideas with a request the model accepts', async () => {
      const ideas = await createAnthropicIdeasProvider(config(id), silentLogger).generate(ideasInput, 1);
      expect(ideas.source).toBe('ai');
      expect(theFake().refusals).toEqual([]);
      const [body] = bodies();
      expect(body.model).toBe(id);
      expect(body.output_config.format.type).toBe('json_schema');
      expect(body.output_config.effort).toBe(model.efforts.length ? 'low' : undefined);
      expect(body.tool_choice).toBeUndefined();
      expect(body.thinking).toBeUndefined();
      expect(body.max_tokens).toBeLessThanOrEqual(model.maxOutputTokens);
    });

    it('writes every act of a book (writer: ai), each a request the model accepts', async () => {
      theFake().enqueue(...perAct.map((count, i) => actReply(i + 1, count)));
      const { script, writer, reason } = await createAnthropicScriptWriter(config(id), silentLogger).write(
        request,
        noProgress,
      );
      expect([writer, reason]).toEqual(['ai', null]);
      expect(script.pages.map((page) => page.title.startsWith('Claude act'))).toEqual(Array(8).fill(true));
      expect(theFake().refusals).toEqual([]);
      expect(bodies().map((body) => body.output_config.effort)).toEqual(
        Array(5).fill(model.efforts.length ? 'medium' : undefined),
      );
    });

    it('sends an act that fails the checks back once, with its failures named', async () => {
      theFake().enqueue(actReply(1, perAct[0], 'Dr. Nobody'), ...perAct.map((count, i) => actReply(i + 1, count)));
      const { writer } = await createAnthropicScriptWriter(config(id), silentLogger).write(request, noProgress);
      expect(writer).toBe('ai');
      expect(theFake().messageCalls()).toHaveLength(6);
      expect((theFake().messageCalls()[1].body as { messages: { content: string }[] }).messages[0].content).toContain(
        'not in the cast: Dr. Nobody',
      );
      expect(theFake().refusals).toEqual([]);
    });

    it('asks a cut act (stop_reason max_tokens) again with twice the room, within the model’s limit', async () => {
      theFake().enqueue({ kind: 'cut' }, ...perAct.map((count, i) => actReply(i + 1, count)));
      const { writer } = await createAnthropicScriptWriter(config(id), silentLogger).write(request, noProgress);
      expect(writer).toBe('ai');
      const [first, second] = bodies().map((body) => body.max_tokens);
      expect(second).toBe(Math.min(first * 2, model.maxOutputTokens));
      expect(theFake().usage.map((u) => u.stop_reason)).toEqual(['max_tokens', ...Array(5).fill('end_turn')]);
      expect(theFake().refusals).toEqual([]);
    });
  },
);
