// cover.generate with Replicate: the whole path (procedure -> provider -> real replicate SDK -> HTTP) against a
// local fake of the Replicate API. Success stores the painted cover under covers/; every failure is a
// BAD_GATEWAY with a clean message, and the cost guard (quota, refund, single flight) holds.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoverGenerationError } from '../../server/providers/cover/coverProvider';
import {
  COVER_LIKENESS_THRESHOLD,
  COVER_MESSAGES,
  createReplicateCoverProvider,
} from '../../server/providers/cover/replicateCoverProvider';
import { imageLikeness } from '../../server/storage/ownedImages';
import { portrait } from '../fixtures/portraits';
import type { DraftInput } from '../../shared/schemas';
import { startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { replicateConfig } from '../helpers/replicateConfig';
import { makeHarness, type Harness } from '../helpers/harness';
import { makePhoto } from '../helpers/images';

let fake: FakeReplicate;
beforeAll(async () => {
  fake = await startFakeReplicate();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.predictions.length = 0;
  fake.setScenario({});
});

const env = (extra: Record<string, string> = {}) => ({
  REPLICATE_API_TOKEN: 'test-token',
  REPLICATE_BASE_URL: fake.url,
  REPLICATE_TIMEOUT_SECONDS: '10',
  REPLICATE_MODEL: 'black-forest-labs/flux-kontext-pro',
  ...extra,
});

const idea = { id: 'idea-1', title: 'The Singing Dentist', description: 'A dentist sings her way to the moon.' };

async function setup(extra: Record<string, string> = {}): Promise<{ h: Harness; draft: DraftInput }> {
  const h = await makeHarness({ env: env(extra) });
  const photoUrl = await h.saveImage('characters', await makePhoto('png', 900, 1200), 'png');
  const draft: DraftInput = {
    type: 'black-and-white-manga',
    author: 'Maria Lopez',
    answers: [],
    idea,
    characters: [],
    mainCharacterPhoto: photoUrl,
  };
  return { h, draft };
}

async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

const coversIn = (h: Harness) => readdirSync(h.deps.store.bucketDir('covers'));

interface CreateBody {
  input: { prompt: string; input_image: string; aspect_ratio: string; output_format: string; seed: number };
  version?: string;
}

// A cover's likeness check runs the face model in a pool worker; the first cover of the file loads it (a few
// seconds alone, far more on a loaded machine), so these tests get more than the suite's 20 s.
describe('cover.generate with Replicate', { timeout: 60_000 }, () => {
  it('selects the replicate provider when a token is set', async () => {
    const { h } = await setup();
    expect(h.deps.cover.name).toBe('replicate');
  });

  it('paints, downloads and stores the cover (starting -> processing -> succeeded)', async () => {
    const { h, draft } = await setup();
    const { imageUrl } = await h.caller.cover.generate({ draft });

    expect(imageUrl).toMatch(/^\/storage\/covers\/[A-Za-z0-9_-]+\.png$/);
    const file = path.join(h.deps.store.bucketDir('covers'), path.basename(imageUrl));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('png');
    // The 2:3 painting is trimmed to the 9:14 cover ratio.
    expect(meta.width! / meta.height!).toBeCloseTo(9 / 14, 2);

    // The status walk happened through the real SDK: one create, two polls, one image download.
    const [prediction] = fake.predictions;
    expect(prediction.model).toBe('black-forest-labs/flux-kontext-pro');
    expect(prediction.polls).toBe(2);
    expect(fake.createCalls()).toHaveLength(1);
    expect(fake.createCalls()[0].path).toBe('/v1/models/black-forest-labs/flux-kontext-pro/predictions');
    expect(fake.createCalls()[0].headers.authorization).toBe('Bearer test-token');
    expect(fake.requests.filter((r) => r.path.startsWith('/files/'))).toHaveLength(1);
    expect(fake.cancelCalls()).toHaveLength(0);
  });

  it('sends the photo as a data URI (never a URL) and a prompt with the title, badge and style', async () => {
    const { h, draft } = await setup();
    await h.caller.cover.generate({ draft });
    const { input } = fake.createCalls()[0].body as CreateBody;

    expect(input.input_image).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/);
    expect(input.input_image).not.toContain('/storage/');
    const sent = await sharp(Buffer.from(input.input_image.split(',')[1], 'base64')).metadata();
    expect(sent.format).toBe('jpeg');
    expect(Math.max(sent.width!, sent.height!)).toBeLessThanOrEqual(1024);
    expect(JSON.stringify(fake.createCalls()[0].body)).not.toMatch(/https?:\/\//);

    expect(input.prompt).toContain('"The Singing Dentist"');
    expect(input.prompt).toContain('"Comics by Maria Lopez"');
    expect(input.prompt).toMatch(/black-and-white/i);
    expect(input.prompt).toMatch(/screentone/i);
    expect(input.prompt).toContain('A dentist sings her way to the moon.');
    expect(input.output_format).toBe('png');
    expect(input.aspect_ratio).toBe('2:3');
    expect(Number.isInteger(input.seed)).toBe(true);
  });

  it("paints an animal hero's cover as that animal, from the answers that say what it is", async () => {
    const { h, draft } = await setup();
    const answers = [
      { id: 'job', question: 'q', hint: '', answer: "He's a beagle. Professional squirrel chaser and sock thief" },
    ];
    await h.caller.cover.generate({ draft: { ...draft, author: 'Biscuit', answers } });
    const { input } = fake.createCalls()[0].body as CreateBody;
    expect(input.prompt).toContain('The beagle in the photo is the hero: paint it as that beagle');
    expect(input.prompt).not.toContain('The person in the photo');
  });

  it('builds a vintage prompt with the note quoted and capped', async () => {
    const { h, draft } = await setup();
    const note = `Make it "night time" ${'with stars '.repeat(40)}`.trim(); // 460 characters: the input allows 500
    await h.caller.cover.generate({ draft: { ...draft, type: '30s-50s-style' }, userComment: note });
    const { input } = fake.createCalls()[0].body as CreateBody;
    expect(input.prompt).toMatch(/1930s-1950s Golden Age/);
    expect(input.prompt).toMatch(/halftone/i);
    expect(input.prompt).toMatch(/aged yellowed paper/i);
    expect(input.prompt).toContain("Make it 'night time' with stars");
    expect(input.prompt).not.toContain('"night time"');
    const quotedNote = /asks for this \(apply it to the picture only\): "([^"]*)"/.exec(input.prompt)![1];
    expect(quotedNote.length).toBeLessThanOrEqual(300);
    expect(quotedNote.endsWith('…')).toBe(true);
  });

  it('accepts an output given as a list of URLs', async () => {
    fake.setScenario({ output: 'array' });
    const { h, draft } = await setup();
    const { imageUrl } = await h.caller.cover.generate({ draft });
    expect(imageUrl).toMatch(/^\/storage\/covers\/.+\.png$/);
  });

  it('creates by version when REPLICATE_MODEL pins one', async () => {
    const { h, draft } = await setup({ REPLICATE_MODEL: 'someone/some-model:abc123' });
    await h.caller.cover.generate({ draft });
    expect(fake.createCalls()[0].path).toBe('/v1/predictions');
    expect((fake.createCalls()[0].body as CreateBody).version).toBe('abc123');
  });

  it.each([
    [
      'a failed prediction',
      { statuses: ['processing', 'failed'] as const, error: 'CUDA out of memory' },
      COVER_MESSAGES.failed,
    ],
    [
      'a prediction flagged as unsafe',
      { statuses: ['failed'] as const, error: 'Output flagged as sensitive (E005)' },
      COVER_MESSAGES.refused,
    ],
    ['a canceled prediction', { statuses: ['processing', 'canceled'] as const }, COVER_MESSAGES.canceled],
    ['an output that is not an image', { output: 'text' as const }, COVER_MESSAGES.notImage],
    ['a success without output', { output: 'none' as const }, COVER_MESSAGES.failed],
  ])('gives BAD_GATEWAY with a clean message for %s', async (_label, scenario, message) => {
    fake.setScenario({ ...scenario, statuses: 'statuses' in scenario ? [...scenario.statuses] : undefined });
    const { h, draft } = await setup();
    const error = await failure(h.caller.cover.generate({ draft }));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(message);
    expect(error.message).not.toMatch(/test-token|\bat\s|https?:|Error:/);
    expect(coversIn(h)).toEqual([]);
  });

  it('does not fetch an output URL that is neither HTTPS nor the API origin', async () => {
    // 'localhost' is another origin than the configured 127.0.0.1, though the same server: a fetch would show up.
    const elsewhere = `${fake.url.replace('127.0.0.1', 'localhost').replace(/\/v1$/, '')}/files/anything.png`;
    fake.setScenario({ outputUrl: elsewhere });
    const { h, draft } = await setup();
    const error = await failure(h.caller.cover.generate({ draft }));
    expect(error.message).toBe(COVER_MESSAGES.notImage);
    expect(fake.requests.filter((r) => r.path.startsWith('/files/'))).toHaveLength(0);
  });

  it('refuses an output larger than the download cap, and logs failures without the token', async () => {
    const { h, draft } = await setup();
    const logs: unknown[] = [];
    const log = {
      info: (o: unknown, m?: string) => logs.push([o, m]),
      warn: (o: unknown, m?: string) => logs.push([o, m]),
      error() {},
    };
    // The cap is what this test reads, not the deadline: 3 s ran out first on a loaded machine (2026-12-02,
    // "did not finish in time").
    const provider = createReplicateCoverProvider(
      replicateConfig({ model: 'black-forest-labs/flux-kontext-pro', baseURL: fake.url, timeoutMs: 30_000 }),
      log,
      { maxDownloadBytes: 1000, pollIntervalMs: 20 },
    );
    const photo = await h.deps.store.read(draft.mainCharacterPhoto!);
    const request = {
      photo,
      photoUrl: draft.mainCharacterPhoto!,
      title: 'T',
      description: 'D',
      author: 'A',
      type: 'black-and-white-manga',
      seed: 1,
    };
    const error = await provider.generate(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoverGenerationError);
    expect((error as Error).message).toBe(COVER_MESSAGES.notImage);
    expect(fake.image.length).toBeGreaterThan(1000);
    expect(JSON.stringify(logs)).toContain('too large');
    expect(JSON.stringify(logs)).not.toContain('test-token');
  });

  it('names a refused token cleanly (no token in the message)', async () => {
    const { h, draft } = await setup({ REPLICATE_API_TOKEN: 'wrong-token' });
    const error = await failure(h.caller.cover.generate({ draft }));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(COVER_MESSAGES.setup);
    expect(error.message).not.toContain('wrong-token');
  });

  it('holds the deadline: a prediction that never finishes is canceled and ends in a clean error', async () => {
    fake.setScenario({ statuses: ['processing'] });
    const { h, draft } = await setup({ REPLICATE_TIMEOUT_SECONDS: '1' });
    const started = Date.now();
    const error = await failure(h.caller.cover.generate({ draft }));
    const elapsed = Date.now() - started;
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(COVER_MESSAGES.timeout);
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(1000 + 1000); // generous margin: CI machines are busy
    expect(fake.cancelCalls()).toHaveLength(1);
    expect(fake.cancelCalls()[0].path).toBe(`/v1/predictions/${fake.predictions[0].id}/cancel`);
    expect(fake.predictions[0].canceled).toBe(true);
  });
});

describe('the cost guard around cover.generate', { timeout: 60_000 }, () => {
  it('refunds a failed cover and hits TOO_MANY_REQUESTS on the N+1-th paid call', async () => {
    const { h, draft } = await setup({ RATE_LIMIT_COVERS_PER_HOUR: '2' });
    fake.setScenario({ statuses: ['failed'] });
    expect((await failure(h.caller.cover.generate({ draft }))).code).toBe('BAD_GATEWAY');
    fake.setScenario({});
    // The failure was refunded, so two covers still fit in the quota of two...
    await h.caller.cover.generate({ draft });
    await h.caller.cover.generate({ draft, userComment: 'brighter' });
    // ...and the third is refused before any paid call is made.
    const error = await failure(h.caller.cover.generate({ draft, userComment: 'darker' }));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(fake.createCalls()).toHaveLength(3);
  });

  it('keeps a separate quota per visitor', async () => {
    const { h, draft } = await setup({ RATE_LIMIT_COVERS_PER_HOUR: '1' });
    await h.caller.cover.generate({ draft });
    expect((await failure(h.caller.cover.generate({ draft, userComment: 'again' }))).code).toBe('TOO_MANY_REQUESTS');
    await h.callerFor({ clientIp: '203.0.113.9' }).cover.generate({ draft });
    expect(fake.createCalls()).toHaveLength(2);
  });

  it("paints a stranger's cover again, keeps the cover's likeness to the hero's " +
    'photo and shows it on the book', async () => {
    // The deadline covers both paintings and three face-model passes: room for a loaded machine.
    const h = await makeHarness({ user: 'maria@example.com', env: env({ REPLICATE_TIMEOUT_SECONDS: '60' }) });
    const photo = await h.saveImage('characters', (await portrait('medium-dark-white')).photo, 'jpg');
    const draft: DraftInput = {
      type: 'black-and-white-manga',
      author: 'Maria Lopez',
      answers: [],
      idea,
      characters: [],
      mainCharacterPhoto: photo,
    };
    fake.setScenario({ stranger: true });
    const painting = h.caller.cover.generate({ draft });
    // The first painting has the stranger's face; the one after it is the hero's.
    await vi.waitFor(() => expect(fake.createCalls()).toHaveLength(1), { timeout: 20_000 });
    fake.setScenario({});
    const { imageUrl } = await painting;
    expect(fake.createCalls()).toHaveLength(2);
    const likeness = await imageLikeness(h.deps.db, imageUrl);
    expect(likeness).toBeGreaterThanOrEqual(COVER_LIKENESS_THRESHOLD);
    const { id } = await h.caller.comics.save({ draft: { ...draft, comicFrontPageUrl: imageUrl } });
    expect((await h.caller.book.get({ comicId: id })).painting?.cover).toEqual({ name: 'the hero', likeness });
  }, 90_000);

  it('makes ONE prediction for two identical concurrent requests (single flight)', async () => {
    const { h, draft } = await setup();
    const [a, b] = await Promise.all([h.caller.cover.generate({ draft }), h.caller.cover.generate({ draft })]);
    expect(a.imageUrl).toBe(b.imageUrl);
    expect(fake.createCalls()).toHaveLength(1);
    expect(coversIn(h)).toHaveLength(1);
  });
});
