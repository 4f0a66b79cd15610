// Each image model's adapter against the fake Replicate, which holds every input to the model's published
// schema (fakeReplicateSchemas.ts): a four-person panel sends each person's photo then their character
// sheet in the prompt's order, asks for the panel's size at 300 ppi as far as the model paints, names who
// is who by picture number; and an input the schema does not have is refused with Replicate's 422.
// @module-tag no-database
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReplicatePanelPainter } from '../../server/providers/panels/replicatePanelPainter';
import type { PanelPaintRequest } from '../../server/providers/panels/panelPainter';
import { KNOWN_IMAGE_MODELS } from '../../server/providers/replicate/models/imageModels';
import { startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { referencesOf } from '../fakes/fakePainting';
import { replicateConfig } from '../helpers/replicateConfig';
import { writeFileSync } from 'node:fs';

let fake: FakeReplicate;
beforeAll(async () => {
  fake = await startFakeReplicate();
});
afterAll(() => fake.close());

const silent = { info() {}, warn() {}, error() {} };
/** A picture whose width says which it is: photos 401–404 px wide, sheets 601–604. */
const picture = (width: number) =>
  sharp({ create: { width, height: 500, channels: 3, background: { r: width % 255, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

async function fourPersonPanel(): Promise<PanelPaintRequest> {
  const [hero, tadhg, niamh, efua, heroSheet, tadhgSheet, niamhSheet, efuaSheet] = await Promise.all(
    [401, 402, 403, 404, 601, 602, 603, 604].map(picture),
  );
  return {
    photo: hero,
    heroName: 'Ada',
    heroSheet,
    style: '30s-50s-style',
    shot: 'wide',
    setting: 'the harbour wall',
    action: 'Ada, Tadhg, Niamh and Efua haul the boat in',
    heroPresent: true,
    others: ['Tadhg', 'Niamh', 'Efua'],
    people: { Tadhg: 'her brother', Niamh: 'her friend', Efua: 'her grandma' },
    castPhotos: { Tadhg: tadhg, Niamh: niamh, Efua: efua },
    sheets: { Tadhg: tadhgSheet, Niamh: niamhSheet, Efua: efuaSheet },
    // A half-page panel of the comic page at 300 ppi.
    width: 1875,
    height: 1380,
    seed: 11,
  };
}

const widthsOf = async (input: Record<string, unknown>) =>
  Promise.all(referencesOf(input).map(async (ref) => (await sharp(ref).metadata()).width));
const requests: Record<string, unknown> = {};

describe.each(KNOWN_IMAGE_MODELS)('the %s adapter', (model) => {
  it('paints a four-person panel from their references in order, at its size, naming who is who', async () => {
    fake.predictions.length = 0;
    const painter = createReplicatePanelPainter(
      replicateConfig({ model, baseURL: fake.url, timeoutMs: 30_000 }),
      silent,
      { pollIntervalMs: 10 },
    );
    const req = await fourPersonPanel();
    const painted = await painter.paint(req, new AbortController().signal);
    expect(fake.predictions).toHaveLength(1);
    const { input } = fake.predictions[0];
    requests[model] = {
      ...input,
      ...Object.fromEntries(
        ['input_image', 'image_input', 'input_images']
          .filter((k) => k in input)
          .map((k) => [k, `${referencesOf(input).length} data URI(s)`]),
      ),
    };
    const estimate = painter.estimate(req);
    expect({ width: painted.width, height: painted.height }).toEqual({
      width: estimate.width,
      height: estimate.height,
    });
    expect(painted.cost.usd).toBeGreaterThan(0);
    const prompt = String(input.prompt);
    if (model === 'black-forest-labs/flux-kontext-pro') {
      // One picture: the four photos side by side on one sheet, named left to right.
      expect(referencesOf(input)).toHaveLength(1);
      expect(input.aspect_ratio).toBe('4:3');
      expect(prompt).toContain(
        'Reference image, left to right: Ada (the hero), Tadhg (her brother), Niamh (her friend), Efua (her grandma).',
      );
      return;
    }
    expect(await widthsOf(input)).toEqual([401, 601, 402, 602, 403, 603, 404, 604]);
    expect(prompt).toContain("Image 1 is a photo of Ada (the hero); image 2 is Ada's character sheet.");
    expect(prompt).toContain("Image 7 is a photo of Efua (her grandma); image 8 is Efua's character sheet.");
    expect(prompt).toContain('In this panel: Ada, Tadhg, Niamh and Efua.');
    if (model.startsWith('google/')) {
      // 1K is 1200 × 896 in 4:3, short of 1875 × 1380: the 2K tier paints 2400 × 1792, over 300 ppi.
      expect(input).toMatchObject({ aspect_ratio: '4:3', resolution: '2K' });
      expect(painted.width).toBeGreaterThanOrEqual(req.width);
      expect(painted.height).toBeGreaterThanOrEqual(req.height);
    } else {
      // FLUX.2 pro: the panel's own shape in steps of 32, within 4 MP (here all of it).
      expect(input).toMatchObject({ aspect_ratio: 'custom', width: 1856, height: 1376 });
    }
  });
});

describe("the fake Replicate holds inputs to the model's published schema", () => {
  const create = (model: string, input: Record<string, unknown>) =>
    fetch(`${fake.url}/models/${model}/predictions`, {
      method: 'POST',
      headers: { authorization: 'Bearer test-token', 'content-type': 'application/json' },
      body: JSON.stringify({ input }),
    });

  it.each([
    ['black-forest-labs/flux-kontext-pro', { prompt: 'p', aspect_ratio: '2:5' }, 'input.aspect_ratio'],
    ['black-forest-labs/flux-kontext-pro', { prompt: 'p', output_format: 'webp' }, 'input.output_format'],
    ['black-forest-labs/flux-kontext-pro', { prompt: 'p', safety_tolerance: 7 }, 'input.safety_tolerance'],
    [
      'black-forest-labs/flux-kontext-pro',
      { prompt: 'p', input_image: 'data:image/png;base64,AA==', safety_tolerance: 4 },
      'input.safety_tolerance',
    ],
    ['google/nano-banana-2', { prompt: 'p', seed: 3 }, 'input'],
    ['google/nano-banana-2', { prompt: 'p', resolution: '8K' }, 'input.resolution'],
    [
      'google/nano-banana-pro',
      { prompt: 'p', image_input: Array(15).fill('data:image/png;base64,AA==') },
      'input.image_input',
    ],
    ['black-forest-labs/flux-2-pro', { prompt: 'p', aspect_ratio: 'custom', width: 4096, height: 1024 }, 'input.width'],
    ['black-forest-labs/flux-2-pro', { prompt: 'p', input_image: 'data:image/png;base64,AA==' }, 'input'],
  ])('%s refuses %j', async (model, input, field) => {
    const response = await create(model, input);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { title: string; invalid_fields: { field: string }[] };
    expect(body.title).toBe('Input validation failed');
    expect(body.invalid_fields.map((f) => f.field)).toContain(field);
  });

  afterAll(() => {
    if (process.env.WRITE_ADAPTER_REQUESTS)
      writeFileSync(process.env.WRITE_ADAPTER_REQUESTS, JSON.stringify(requests, null, 2));
  });
});
