// The models the app uses when ANTHROPIC_MODEL / REPLICATE_MODEL are unset, checked against the SDKs we ship:
// the default Claude model must be one the installed Anthropic SDK names and does not warn about (an SDK
// upgrade that deprecates it turns this red long before the model stops answering), and a model the service
// no longer knows must give the self-deployer one clear line naming the setting while visitors get the
// built-in writer (ideas, scripts) or the usual clean failure (covers).
// @module-tag no-database
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ANTHROPIC_MODEL, DEFAULT_REPLICATE_MODEL, loadConfig } from '../../server/config';
import { createAnthropicScriptWriter } from '../../server/providers/script/anthropicScriptWriter';
import { CoverGenerationError } from '../../server/providers/cover/coverProvider';
import { COVER_MESSAGES, createReplicateCoverProvider } from '../../server/providers/cover/replicateCoverProvider';
import { createAnthropicIdeasProvider } from '../../server/providers/ideas/anthropicIdeasProvider';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { startFakeAnthropic, type FakeAnthropic, type FakeAnthropicReply } from '../fakes/fakeAnthropic';
import { startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { makePhoto } from '../helpers/images';

const input = {
  author: 'Maria Lopez',
  type: 'black-and-white-manga' as const,
  answers: [
    { id: 'job', answer: 'Dentist who sings to her patients' },
    { id: 'dream', answer: 'Going to the moon' },
  ],
};
const scriptRequest = {
  ...input,
  idea: { title: 'The Singing Dentist', description: 'Maria sings her way to the moon.' },
  pages: 8,
  seed: 3,
};
const noProgress = { progress: () => {}, signal: new AbortController().signal };

/** A logger that keeps its error lines (the ones a self-deployer must see). */
function recordingLog() {
  const errors: string[] = [];
  return { errors, log: { info() {}, warn() {}, error: (_obj: unknown, msg?: string) => errors.push(String(msg)) } };
}

/** One act's pages as the model would send them. */
function actReply(count: number, act = 0): FakeAnthropicReply {
  const pages = Array.from({ length: count }, (_, i) => ({
    title: `Act page ${i + 1}`,
    summary: 'Maria hums a high note on her way to the moon.',
    panels: [
      {
        shot: 'medium',
        setting: 'the dental office',
        action: 'Maria sings to a patient.',
        balloons: [{ speaker: 'Maria', kind: 'speech', text: `Open wide, note ${act + 1}.${i + 1}!` }],
      },
    ],
  }));
  return { kind: 'json', value: { pages } };
}

let claude: FakeAnthropic;
let replicate: FakeReplicate;
beforeAll(async () => {
  // Like the real services: only the models they serve answer; any other is a 404.
  claude = await startFakeAnthropic({ knownModels: [DEFAULT_ANTHROPIC_MODEL] });
  replicate = await startFakeReplicate({ knownModels: [DEFAULT_REPLICATE_MODEL] });
});
afterAll(async () => {
  await claude.close();
  await replicate.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  claude.reset();
});

describe('the default Claude model', () => {
  const anthropicConfig = (extra: Record<string, string> = {}) =>
    loadConfig({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: claude.url, ANTHROPIC_MAX_RETRIES: '0', ...extra })
      .anthropic!;

  it('is the configured model when ANTHROPIC_MODEL is unset, and the installed SDK names it among its models', () => {
    expect(anthropicConfig().model).toBe(DEFAULT_ANTHROPIC_MODEL);
    // The package root, from its main entry (its exports map does not expose package.json).
    const sdkRoot = path.dirname(createRequire(import.meta.url).resolve('@anthropic-ai/sdk'));
    const types = readFileSync(path.join(sdkRoot, 'resources/messages/messages.d.ts'), 'utf8');
    const modelUnion = /export type Model =([^;]+);/.exec(types)?.[1] ?? '';
    expect(modelUnion).toContain(`'${DEFAULT_ANTHROPIC_MODEL}'`);
  });

  it('draws no deprecation warning from the real SDK, for ideas or a script', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = anthropicConfig();
    const ideas = await createAnthropicIdeasProvider(config, recordingLog().log).generate(input, 1);
    expect(ideas.source).toBe('ai');
    const acts = [1, 2, 3, 4, 5].map(
      (act) => writeLocalScript(scriptRequest).pages.filter((page) => page.act === act).length,
    );
    claude.enqueue(...acts.map(actReply));
    const { writer } = await createAnthropicScriptWriter(config, recordingLog().log).write(scriptRequest, noProgress);
    expect(writer).toBe('ai');
    expect(claude.messageCalls().map((call) => (call.body as { model: string }).model)).toEqual(
      Array(6).fill(DEFAULT_ANTHROPIC_MODEL),
    );
    // The SDK warns through console.warn ("The model '…' is deprecated and will reach end-of-life on …").
    expect(warn.mock.calls.map((args) => args.join(' '))).toEqual([]);
  });

  it(
    'a model Claude no longer knows (404): built-in ideas and script, and one ' + 'log line naming ANTHROPIC_MODEL',
    async () => {
      // A model of the app's table the fake (like the service after a retirement) no longer serves.
      const config = anthropicConfig({ ANTHROPIC_MODEL: 'claude-opus-4-6' });
      const { errors, log } = recordingLog();
      const provider = createAnthropicIdeasProvider(config, log);
      for (const seed of [1, 2]) expect((await provider.generate(input, seed)).source).toBe('local');
      expect(errors).toEqual([
        expect.stringContaining(
          `'claude-opus-4-6' (ANTHROPIC_MODEL): set ANTHROPIC_MODEL to a current model ` +
            `such as ${DEFAULT_ANTHROPIC_MODEL}`,
        ),
      ]);

      const script = recordingLog();
      const { writer, reason } = await createAnthropicScriptWriter(config, script.log).write(scriptRequest, noProgress);
      expect(writer).toBe('local');
      expect(reason).toBe('setup');
      expect(script.errors).toHaveLength(1);
      expect(script.errors[0]).toContain('ANTHROPIC_MODEL');
    },
  );

  it(
    'a model the app does not know: nothing is sent, one log line names ' + 'ANTHROPIC_MODEL and the models it knows',
    async () => {
      const config = anthropicConfig({ ANTHROPIC_MODEL: 'claude-retired-1' });
      const { errors, log } = recordingLog();
      const provider = createAnthropicIdeasProvider(config, log);
      for (const seed of [1, 2]) expect((await provider.generate(input, seed)).source).toBe('local');
      const { writer, reason } = await createAnthropicScriptWriter(config, log).write(scriptRequest, noProgress);
      expect([writer, reason]).toEqual(['local', 'setup']);
      expect(claude.messageCalls()).toEqual([]);
      // One line per provider (ideas, scripts), naming the variable and the models it may name.
      expect(errors).toHaveLength(2);
      for (const line of errors)
        expect(line).toContain(
          `'claude-retired-1' (ANTHROPIC_MODEL) is not a Claude model this app knows how to ask: set ` +
            `ANTHROPIC_MODEL to one of claude-sonnet-5-5, claude-opus-5-5`,
        );
    },
  );
});

describe('the default Replicate model', () => {
  const replicateConfig = (extra: Record<string, string> = {}) =>
    loadConfig({ REPLICATE_API_TOKEN: 'test-token', REPLICATE_BASE_URL: replicate.url, ...extra }).replicate!;
  const coverRequest = async () => ({
    photo: await makePhoto('png', 600, 800),
    photoUrl: '/storage/characters/x.png',
    title: 'T',
    description: 'D',
    author: 'A',
    type: 'black-and-white-manga',
    seed: 1,
  });

  it('is the configured model when REPLICATE_MODEL is unset, and paints a cover', async () => {
    const config = replicateConfig();
    expect(config.model).toBe(DEFAULT_REPLICATE_MODEL);
    const cover = await createReplicateCoverProvider(config, recordingLog().log, { pollIntervalMs: 20 }).generate(
      await coverRequest(),
    );
    expect(cover.bytes.length).toBeGreaterThan(1000);
    expect(replicate.createCalls().at(-1)?.path).toBe(`/v1/models/${DEFAULT_REPLICATE_MODEL}/predictions`);
  });

  it(
    'a model Replicate does not know: the visitor gets the clean message, the ' + 'log names REPLICATE_MODEL once',
    async () => {
      const { errors, log } = recordingLog();
      const provider = createReplicateCoverProvider(
        replicateConfig({ REPLICATE_MODEL: 'someone/retired-model' }),
        log,
        {
          pollIntervalMs: 20,
        },
      );
      for (let i = 0; i < 2; i += 1) {
        const error = await provider.generate(await coverRequest()).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(CoverGenerationError);
        expect((error as Error).message).toBe(COVER_MESSAGES.model);
      }
      expect(errors).toEqual([
        expect.stringContaining(
          `'someone/retired-model' (REPLICATE_MODEL): set REPLICATE_MODEL to ${DEFAULT_REPLICATE_MODEL}`,
        ),
      ]);
    },
  );
});
