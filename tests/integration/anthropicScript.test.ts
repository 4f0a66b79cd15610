// Scripts from Claude, act by act, with the real Anthropic SDK against a local fake of its API that refuses
// what the real one refuses: a whole book written by the model, an act that fails our checks and hands the
// rest to the built-in writer, a hung call cut at the deadline, a refusal, the visitor's answers only inside
// the data block, the reason stored with the script, and the cost guard through the procedures.
import { describe, expect, it } from 'vitest';
import { createAnthropicScriptWriter } from '../../server/providers/script/anthropicScriptWriter';
import { silentLogger } from '../../server/lib/logger';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { actReply, claudeSettings, pagesPerAct, priyaRequest, useFakeAnthropic } from '../helpers/claudeFixtures';
import { makeHarness } from '../helpers/harness';
import { authorship } from '../../shared/scriptAuthorship';

const theFake = useFakeAnthropic();
const request = priyaRequest(20, 7);
const config = (timeoutMs = 5000) => claudeSettings(theFake().url, 'claude-sonnet-5-5', timeoutMs);
const noProgress = { progress: () => {}, signal: new AbortController().signal };
const perAct = () => pagesPerAct(request);

describe('the Claude script writer', () => {
  it('writes every act with the model (writer: ai) and reports progress per act', async () => {
    const counts = perAct();
    theFake().enqueue(...counts.map((count, i) => actReply(i + 1, count)));
    const progress: number[] = [];
    const { script, writer, reason } = await createAnthropicScriptWriter(config(), silentLogger).write(request, {
      ...noProgress,
      progress: (done) => progress.push(done),
    });
    expect(writer).toBe('ai');
    expect(reason).toBeNull();
    expect(script.pages).toHaveLength(20);
    expect(script.pages.every((page) => page.title.startsWith('Claude act'))).toBe(true);
    expect(script.pages.map((page) => page.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(progress).toHaveLength(5);
    expect(theFake().messageCalls()).toHaveLength(5);
    expect(theFake().refusals).toEqual([]);
  });

  it('hands the rest of the book to the built-in writer after an act of the wrong length (writer: mixed)', async () => {
    const counts = perAct();
    // Structured outputs hold the JSON to the schema, but the page count travels as a description only.
    theFake().enqueue(actReply(1, counts[0]), actReply(2, counts[1]), actReply(3, counts[2] + 1));
    const { script, writer, reason } = await createAnthropicScriptWriter(config(), silentLogger).write(
      request,
      noProgress,
    );
    const local = writeLocalScript(request);
    expect(writer).toBe('mixed');
    expect(reason).toBe('checks');
    const split = counts[0] + counts[1];
    expect(script.pages.slice(0, split).every((page) => page.title.startsWith('Claude act'))).toBe(true);
    expect(script.pages.slice(split)).toEqual(local.pages.slice(split));
    // No further calls once an act failed: the rest is written locally.
    expect(theFake().messageCalls()).toHaveLength(3);
  });

  it('cuts a hung call at the deadline and writes the book locally (writer: local)', async () => {
    theFake().enqueue({ kind: 'hang' });
    const started = Date.now();
    const { script, writer, reason } = await createAnthropicScriptWriter(config(600), silentLogger).write(
      request,
      noProgress,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(writer).toBe('local');
    expect(reason).toBe('timeout');
    expect(script).toEqual(writeLocalScript(request));
  });

  it('gives an answer that is not a message (no usage) to the built-in writer, in people’s words', async () => {
    theFake().enqueue({ kind: 'malformed' });
    const warnings: unknown[] = [];
    const log = { ...silentLogger, warn: (fields: unknown, message?: string) => warnings.push([fields, message]) };
    const { writer, reason } = await createAnthropicScriptWriter(config(), log).write(request, noProgress);
    expect(writer).toBe('local');
    expect(reason).toBe('malformed');
    expect(authorship(writer, reason).reason).toBe("Claude's answer was not in the expected form.");
    expect(JSON.stringify(warnings)).toContain("Claude's answer was not in the expected form (no usage)");
    expect(JSON.stringify(warnings)).not.toContain('Cannot read properties');
  });

  it('gives a refused act (stop_reason refusal) to the built-in writer, and says Claude declined', async () => {
    theFake().enqueue({ kind: 'refusal' });
    const { writer, reason } = await createAnthropicScriptWriter(config(), silentLogger).write(request, noProgress);
    expect(writer).toBe('local');
    expect(reason).toBe('declined');
    expect(theFake().messageCalls()).toHaveLength(1);
  });

  it('sends the answers only inside the delimited data block', async () => {
    theFake().enqueue(...perAct().map((count, i) => actReply(i + 1, count)));
    await createAnthropicScriptWriter(config(), silentLogger).write(request, noProgress);
    const body = theFake().messageCalls()[0].body as {
      system: string;
      messages: { content: string }[];
      output_config: { effort: string; format: { schema: { properties: object } } };
    };
    expect(body.system).not.toContain('Dentist who sings');
    const user = body.messages[0].content;
    const inside = user.slice(user.indexOf('<comic_data>'), user.indexOf('</comic_data>'));
    expect(inside).toContain('Dentist who sings to her patients');
    expect(user.replace(inside, '')).not.toContain('Dentist who sings');
    expect(Object.keys(body.output_config.format.schema.properties)).toEqual(['pages']);
    expect(body.output_config.effort).toBe('medium');
  });
});

describe('Claude’s acts are checked like the built-in book', () => {
  const firstBody = (n: number) => theFake().messageCalls()[n].body as { messages: { content: string }[] };

  it(
    'sends the plot, the act’s plan, the owner’s musts and the hero’s aids; an act that fails is sent ' +
      'back once with its failures named',
    async () => {
      const counts = perAct();
      const stranger = actReply(1, counts[0]);
      (
        stranger as { value: { pages: Array<{ panels: Array<{ balloons: Array<{ speaker: string }> }> }> } }
      ).value.pages[0].panels[0].balloons[0].speaker = 'Dr. Nobody';
      theFake().enqueue(stranger, ...counts.map((count, i) => actReply(i + 1, count)));
      const { writer } = await createAnthropicScriptWriter(config(), silentLogger).write(
        { ...request, mustUse: [], heroAids: ['wheelchair'] },
        noProgress,
      );
      expect(writer).toBe('ai');
      expect(theFake().messageCalls()).toHaveLength(6);
      const first = firstBody(0).messages[0].content;
      expect(first).toContain('"plot"');
      expect(first).toContain('"thisAct"');
      // The aid ticked on the hero's card, and what it asks of the story.
      expect(first).toContain('"aids":["wheelchair"]');
      const system = JSON.stringify((theFake().messageCalls()[0].body as { system: unknown }).system);
      expect(system).toContain('someone who uses a wheelchair races, rolls and sits tall');
      const retry = firstBody(1).messages[0].content;
      expect(retry).toContain('A previous reply for this act was rejected');
      expect(retry).toContain('not in the cast: Dr. Nobody');
    },
  );

  it('tells the model a book is in memory of its hero, and keeps the loss out of the answers it sends', async () => {
    const remembered = {
      ...request,
      answers: [
        { id: 'job', answer: 'Dentist who sang to her patients. She passed away last spring and we miss her.' },
        { id: 'friends', answer: 'Arjun, who is terrified of geese' },
      ],
    };
    const counts = pagesPerAct(remembered);
    theFake().enqueue(...counts.map((count, i) => actReply(i + 1, count)));
    await createAnthropicScriptWriter(config(), silentLogger).write(remembered, noProgress);
    const body = theFake().messageCalls()[0].body as { system: unknown; messages: { content: string }[] };
    const first = body.messages[0].content;
    expect(first).toContain('"inMemory":true');
    expect(first).toContain('Dentist who sang to her patients.');
    expect(first).not.toMatch(/passed away|miss her/);
    // No rival for the story to fight.
    expect(first).toContain('"kind":"remembered"');
    expect(JSON.stringify(body.system)).toContain('never a word of death or of the loss');
  });

  it('gives an act that fails twice to the built-in writer, naming a must the model left out', async () => {
    const counts = perAct();
    // The owner asked for the singing dentist's 'patients'; the plan shows them in act 1; the model never does.
    theFake().enqueue(actReply(1, counts[0]), actReply(1, counts[0]));
    const { script, writer, reason } = await createAnthropicScriptWriter(config(), silentLogger).write(
      { ...request, mustUse: ['patients'] },
      noProgress,
    );
    expect(writer).toBe('local');
    expect(reason).toBe('checks');
    const calls = theFake()
      .messageCalls()
      .map((c) => (c.body as { messages: { content: string }[] }).messages[0].content);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toContain('The owner asked for "patients" to be in the story; it is missing.');
    expect(calls[0]).toContain('"ownerMustUse":["patients"]');
    // The built-in writer's pages from the failed act on show every detail, the must included.
    expect(JSON.stringify(script.pages)).toMatch(/patients/);
  });
});

describe('scripts through the procedures with a key set', () => {
  it('uses Claude, and counts a script against the hourly quota', async () => {
    const h = await makeHarness({
      user: 'priya@example.com',
      env: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: theFake().url, RATE_LIMIT_SCRIPTS_PER_HOUR: '1' },
    });
    // Ideas are not asked for here; the saved comic comes straight from a draft.
    const { id } = await h.caller.comics.save({
      draft: {
        type: 'black-and-white-manga',
        author: 'Priya Raman',
        answers: [],
        characters: [],
        idea: { id: 'i1', ...request.idea },
      },
    });
    const skeleton = writeLocalScript({
      author: 'Priya Raman',
      type: 'black-and-white-manga',
      answers: [],
      idea: request.idea,
      pages: 20,
      seed: 1,
    });
    // Whatever the seed, every act's page count comes from the plan for 20 pages.
    // This comic has no answers: its only speaker is the hero (a stranger in the balloons would fail the checks).
    theFake().enqueue(
      ...[1, 2, 3, 4, 5].map((act) => actReply(act, skeleton.pages.filter((page) => page.act === act).length, 'Priya')),
    );
    const job = await h.caller.scripts.start({ comicId: id });
    const done = await h.deps.jobs.waitFor(job.id);
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'succeeded', result: { writer: 'ai' } });
    expect(await h.caller.scripts.get({ comicId: id })).toMatchObject({ script: { writer: 'ai', writerReason: null } });
    await expect(h.caller.scripts.start({ comicId: id })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('stores why Claude did not write the story with the script, and reads it back', async () => {
    const h = await makeHarness({
      user: 'priya@example.com',
      env: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: theFake().url },
    });
    const { id } = await h.caller.comics.save({
      draft: {
        type: 'black-and-white-manga',
        author: 'Priya Raman',
        answers: [],
        characters: [],
        idea: { id: 'i1', ...request.idea },
      },
    });
    theFake().enqueue({ kind: 'refusal' });
    const job = await h.caller.scripts.start({ comicId: id });
    expect(await h.deps.jobs.waitFor(job.id)).toMatchObject({ status: 'succeeded', result: { writer: 'local' } });
    const stored = await h.caller.scripts.get({ comicId: id });
    expect(stored.script).toMatchObject({ writer: 'local', writerReason: 'declined' });
    expect(authorship(stored.script!.writer, stored.script!.writerReason)).toEqual({
      headline: 'Written by the built-in writer',
      reason: 'Claude declined to write this story.',
    });
  });
});
