// `npm run doctor` keeps the paid path current: against fakes that serve each model's published input schema
// and each Claude model's lifecycle, it passes today's setup, names the field when an image model's new
// version no longer takes what the app sends, warns when Replicate runs a version the app was not tested
// with, names a withdrawn model or version, and names a retired or unknown Claude model — each in the
// deployer's words with the variable to change. In-process (runDoctor, with an injected clock), through the
// real SDKs and the app's own adapters.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runDoctor } from '../../server/ops/doctor';
import { FAKE_TODAY, startFakeAnthropic, type FakeAnthropic } from '../fakes/fakeAnthropic';
import { startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { MODEL_SCHEMAS, type ModelSchema } from '../fakes/fakeReplicateSchemas';
import { makeDataDir } from '../helpers/harness';

let claude: FakeAnthropic | undefined;
let replicate: FakeReplicate | undefined;
beforeEach(() => {
  // The SDK prints its own deprecation notice for a retiring model on each call; the doctor's line says more.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all([claude?.close(), replicate?.close()]);
  claude = replicate = undefined;
});

/** The doctor's exit code and the line of one provider, run in this process with `now` as today. */
async function doctor(env: Record<string, string>, now = FAKE_TODAY) {
  const lines: string[] = [];
  const code = await runDoctor({ NODE_ENV: 'test', DATA_DIR: makeDataDir(), ...env }, (line) => lines.push(line), {
    now: () => now,
  });
  const out = lines.join('\n');
  const line = (provider: string) => out.split('\n').find((l) => l.startsWith(provider)) ?? '';
  return { code, out, claude: line('Claude'), replicate: line('Replicate') };
}

async function withReplicate(extra: Record<string, string> = {}) {
  replicate = await startFakeReplicate();
  return { REPLICATE_API_TOKEN: 'test-token', REPLICATE_BASE_URL: replicate.url, ...extra };
}

/** A copy of a model's published schema with one field changed. */
const changed = (model: string, field: string, to: ModelSchema['properties'][string]): ModelSchema => ({
  ...MODEL_SCHEMAS[model],
  properties: { ...MODEL_SCHEMAS[model].properties, [field]: to },
});

describe('the doctor against the image models’ published input schemas', () => {
  it('passes what the app sends today, on the version it was tested with', async () => {
    const { code, replicate: line } = await doctor(await withReplicate());
    expect(code).toBe(0);
    expect(line).toMatch(
      new RegExp(
        ' ok +The token works\\. google/nano-banana-2 version 2de9ad5b \\(the version the app was tested with\\): ' +
          'what the app sends for the cover, panels and character sheets \\(\\d+ inputs\\) passes its input schema\\.',
      ),
    );
  });

  it('names the field when a new version no longer takes what the app sends', async () => {
    const env = await withReplicate();
    // Nano Banana 2 drops its 4K tier: the app asks for 4K for a full page.
    replicate!.models.publish(
      'google/nano-banana-2',
      changed('google/nano-banana-2', 'resolution', { type: 'string', enum: ['1K', '2K'] }),
    );
    const nano = await doctor(env);
    expect(nano.code).toBe(1);
    expect(nano.replicate).toContain('FAILED  The token works. google/nano-banana-2 version 00000001');
    expect(nano.replicate).toContain(
      'refuses what the app sends: resolution must be one of 1K, 2K (the app sends 4K).',
    );
    expect(nano.replicate).toContain('Set REPLICATE_MODEL to another model of docs/models.md');
    // FLUX.2 pro's size rule moves from multiples of 32 to 64: the app's sizes are multiples of 32.
    replicate!.models.publish(
      'black-forest-labs/flux-2-pro',
      changed('black-forest-labs/flux-2-pro', 'width', {
        type: 'integer',
        minimum: 256,
        maximum: 2048,
        multipleOf: 64,
      }),
    );
    const flux = await doctor({ ...env, REPLICATE_MODEL: 'black-forest-labs/flux-2-pro' });
    expect(flux.code).toBe(1);
    expect(flux.replicate).toMatch(/width must be a multiple of 64 \(the app sends \d+\)/);
    expect(flux.replicate).not.toMatch(/height must be/);
    expect(flux.replicate).toContain('Set REPLICATE_MODEL to google/nano-banana-2 (the default)');
  });

  it('names the panel model’s variable when only the panel model refuses', async () => {
    const env = await withReplicate({
      REPLICATE_MODEL: 'black-forest-labs/flux-kontext-pro',
      REPLICATE_PANEL_MODEL: 'google/nano-banana-pro',
    });
    replicate!.models.publish(
      'google/nano-banana-pro',
      changed('google/nano-banana-pro', 'safety_filter_level', {
        type: 'string',
        enum: ['block_low_and_above', 'block_medium_and_above'],
      }),
    );
    const { code, replicate: line } = await doctor(env);
    expect(code).toBe(1);
    expect(line).toContain('black-forest-labs/flux-kontext-pro version 0a138193 (the version the app was tested with)');
    expect(line).toContain(
      'safety_filter_level must be one of block_low_and_above, block_medium_and_above (the app sends block_only_high)',
    );
    expect(line).toContain('Set REPLICATE_PANEL_MODEL to');
  });

  it('warns, without failing, when Replicate runs a newer version that still takes the input', async () => {
    const env = await withReplicate();
    replicate!.models.publish('google/nano-banana-2', MODEL_SCHEMAS['google/nano-banana-2']);
    const { code, replicate: line, out } = await doctor(env);
    expect(code).toBe(0);
    expect(line).toContain('WARN    The token works. google/nano-banana-2 version 00000001: what the app sends');
    expect(line).toContain(
      'Replicate now runs a newer version than the app was tested with (2de9ad5b): paint a test cover before ' +
        'your customers do.',
    );
    expect(out).toContain('One needs attention soon: read the WARN line.');
  });

  it('names a withdrawn model (404) with the variable to change', async () => {
    const env = await withReplicate();
    replicate!.models.withdraw('google/nano-banana-2');
    const { code, replicate: line } = await doctor(env);
    expect(code).toBe(1);
    expect(line).toContain(
      "FAILED  The token works. Replicate has no model 'google/nano-banana-2' (404): it was withdrawn or renamed. " +
        'Set REPLICATE_MODEL to another model of docs/models.md (black-forest-labs/flux-kontext-pro, ' +
        'google/nano-banana-pro, black-forest-labs/flux-2-pro).',
    );
  });

  it('holds a community model to the version in REPLICATE_MODEL, and says when it moves or goes', async () => {
    const env = await withReplicate();
    const painter = 'acme/comic-painter';
    const first = replicate!.models.publish(painter, MODEL_SCHEMAS['black-forest-labs/flux-kontext-pro']);
    const unpinned = await doctor({ ...env, REPLICATE_MODEL: painter });
    expect(unpinned.code).toBe(0);
    expect(unpinned.replicate).toContain(
      'REPLICATE_MODEL names no version, so Replicate runs whatever acme publishes next: pin the one checked ' +
        `here with REPLICATE_MODEL=${painter}:${first.id}.`,
    );
    const pinned = await doctor({ ...env, REPLICATE_MODEL: `${painter}:${first.id}` });
    expect(pinned.replicate).toMatch(/ ok +The token works\. acme\/comic-painter version 00000001: /);
    const second = replicate!.models.publish(painter, MODEL_SCHEMAS['black-forest-labs/flux-kontext-pro']);
    const behind = await doctor({ ...env, REPLICATE_MODEL: `${painter}:${first.id}` });
    expect(behind.code).toBe(0);
    expect(behind.replicate).toContain(
      `A newer version exists: to move to it, set REPLICATE_MODEL=${painter}:${second.id} and run npm run doctor.`,
    );
    replicate!.models.withdraw(painter, first.id);
    const gone = await doctor({ ...env, REPLICATE_MODEL: `${painter}:${first.id}` });
    expect(gone.code).toBe(1);
    expect(gone.replicate).toContain(
      `Replicate has no version 00000001 of ${painter} (404): it was withdrawn. ` +
        `Set REPLICATE_MODEL to ${painter}:${second.id}`,
    );
  });
});

describe('the doctor and the lifecycle of Claude models', () => {
  const withClaude = async (now: Date, knownModels?: string[]) => {
    claude = await startFakeAnthropic({ apiKey: 'test-key', now: () => now, knownModels });
    return { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: claude.url };
  };

  it('names a retired model as retired, with the model to set, and asks it nothing', async () => {
    const after = new Date('2026-12-01T09:00:00Z');
    const { code, claude: line } = await doctor(
      { ...(await withClaude(after)), ANTHROPIC_MODEL: 'claude-sonnet-4-5' },
      after,
    );
    expect(code).toBe(1);
    expect(line).toContain(
      'FAILED  Claude Sonnet 4.5 (claude-sonnet-4-5) was retired on November 30th, 2026: Anthropic no longer ' +
        'answers it, so every story idea and script comes from the built-in writer. Set ANTHROPIC_MODEL to ' +
        'claude-sonnet-5-5 and restart.',
    );
    expect(claude!.messageCalls()).toEqual([]);
  });

  it('warns before the day, with how long is left', async () => {
    const { code, claude: line } = await doctor({
      ...(await withClaude(FAKE_TODAY)),
      ANTHROPIC_MODEL: 'claude-sonnet-4-5-20250929',
    });
    expect(code).toBe(0);
    expect(line).toMatch(
      / WARN +Claude Sonnet 4\.5 \(claude-sonnet-4-5-20250929\) answered a structured-output request/,
    );
    expect(line).toContain(
      'It retires on November 30th, 2026 (in 2 days): set ANTHROPIC_MODEL to claude-sonnet-5-5 before then',
    );
  });

  it('names a model Anthropic does not know (the Models API answers 404), before spending tokens', async () => {
    const served = ['claude-sonnet-5-5', 'claude-opus-5-5'];
    const { code, claude: line } = await doctor({
      ...(await withClaude(FAKE_TODAY, served)),
      ANTHROPIC_MODEL: 'claude-opus-4-8',
    });
    expect(code).toBe(1);
    expect(line).toContain(
      "FAILED  Anthropic does not know the model 'claude-opus-4-8' (404): it was retired or renamed. Set " +
        'ANTHROPIC_MODEL to claude-sonnet-5-5 and restart; until then the built-in writer answers.',
    );
    expect(claude!.messageCalls()).toEqual([]);
  });
});
