// What an idea set and a 20-page book cost in tokens with the default model, measured against the fake
// Messages API (usage counted from the sizes of each request and reply: tests/fakes/anthropicApiRules.ts
// tokensOf). Each act is answered with the built-in writer's own pages for that act (3 to 5 panels, captions,
// balloons), the size of a real act. The figures are printed for docs/models.md; the bounds
// keep them honest when prompts or schemas grow.
// @module-tag no-database
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANTHROPIC_MODEL } from '../../server/config';
import { createAnthropicIdeasProvider } from '../../server/providers/ideas/anthropicIdeasProvider';
import { createAnthropicScriptWriter } from '../../server/providers/script/anthropicScriptWriter';
import { silentLogger } from '../../server/lib/logger';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { claudeSettings, priyaRequest, useFakeAnthropic } from '../helpers/claudeFixtures';

const theFake = useFakeAnthropic();
const PRICE_PER_MILLION = { input: 2, output: 10 }; // Claude Sonnet 5.5, the model overview page (2026-11-26)

describe(`tokens with ${DEFAULT_ANTHROPIC_MODEL}`, () => {
  it('for three ideas and a 20-page script (five acts)', async () => {
    const settings = claudeSettings(theFake().url, DEFAULT_ANTHROPIC_MODEL);
    const request = priyaRequest(20, 11);
    await createAnthropicIdeasProvider(settings, silentLogger).generate(
      { author: request.author, type: 'black-and-white-manga', answers: request.answers },
      1,
    );

    const plan = writeLocalScript(request);
    const keep = ({
      shot,
      setting,
      action,
      caption,
      balloons,
      sfx,
    }: (typeof plan.pages)[number]['panels'][number]) => ({
      shot,
      setting,
      action,
      ...(caption ? { caption } : {}),
      balloons,
      ...(sfx ? { sfx } : {}),
    });
    for (let act = 1; act <= 5; act += 1) {
      const pages = plan.pages
        .filter((page) => page.act === act)
        .map((page) => ({ title: page.title, summary: page.summary, panels: page.panels.map(keep) }));
      theFake().enqueue({ kind: 'json', value: { pages } });
    }
    const { writer } = await createAnthropicScriptWriter(settings, silentLogger).write(request, {
      progress: () => {},
      signal: new AbortController().signal,
    });
    expect(writer).toBe('ai');

    const calls = theFake().usage;
    const ceilings = theFake()
      .messageCalls()
      .map((call) => (call.body as { max_tokens: number }).max_tokens);
    const [ideas, ...acts] = calls;
    const script = acts.reduce(
      (sum, u) => ({ input: sum.input + u.input_tokens, output: sum.output + u.output_tokens }),
      { input: 0, output: 0 },
    );
    const dollars = (input: number, output: number) =>
      ((input * PRICE_PER_MILLION.input + output * PRICE_PER_MILLION.output) / 1e6).toFixed(3);
    console.log(
      [
        `ideas: ${ideas.input_tokens} in, ${ideas.output_tokens} out (max_tokens ${ceilings[0]}): ` +
          `$${dollars(ideas.input_tokens, ideas.output_tokens)}`,
        ...acts.map(
          (u, i) => `act ${i + 1}: ${u.input_tokens} in, ${u.output_tokens} out (max_tokens ${ceilings[i + 1]})`,
        ),
        `script: ${script.input} in, ${script.output} out: $${dollars(script.input, script.output)}; ` +
          `with every act thinking up to its max_tokens: ` +
          `$${dollars(
            script.input,
            ceilings.slice(1).reduce((a, b) => a + b, 0),
          )}`,
      ].join('\n'),
    );
    expect(ideas.input_tokens).toBeLessThan(2_000);
    expect(script.input).toBeLessThan(25_000);
    expect(script.output).toBeLessThan(15_000);
    expect(calls.every((u) => u.stop_reason === 'end_turn')).toBe(true);
  });
});
