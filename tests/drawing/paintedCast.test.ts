// Panels painted with the photos of the people in them: with photos of supporting characters the image model
// gets one reference sheet (the hero's photo, then each photo of the others in the panel, side by side, the
// same height) and a prompt that says who is who; a panel with nobody else photographed gets the hero's photo
// alone, as before. Against the local fake of the Replicate API, with the real SDK; the test photos are solid
// colours, so the sheet the fake receives tells, left to right, whose photos are in it.
// @module-tag long
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../server/lib/logger';
import type { PanelPaintRequest } from '../../server/providers/panels/panelPainter';
import { createReplicatePanelPainter } from '../../server/providers/panels/replicatePanelPainter';
import { SHEET_GAP } from '../../server/providers/panels/referenceSheet';
import { writeScriptRows } from '../../server/domains/scripts/scriptRows';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import type { Panel, Script } from '../../shared/script';
import { STYLES } from '../../shared/styles';
import { startFakeReplicate, type FakeReplicate } from '../fakes/fakeReplicate';
import { replicateConfig } from '../helpers/replicateConfig';
import { makeHarness } from '../helpers/harness';

const COLOURS = {
  hero: { r: 210, g: 40, b: 40 },
  Tadhg: { r: 40, g: 70, b: 210 },
  Niamh: { r: 40, g: 170, b: 70 },
  gap: { r: 255, g: 255, b: 255 },
} as const;
type Who = keyof typeof COLOURS;

/** A solid-colour photo (a different shape each, so the sheet must scale them to one height). */
const photoOf = (who: Who, width = 300, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: COLOURS[who] } })
    .jpeg({ quality: 95 })
    .toBuffer();

/** Who is in a sent input image, left to right: the colour runs along its middle row (gaps left out). */
async function peopleIn(dataUri: string): Promise<{ who: Who[]; width: number; height: number }> {
  expect(dataUri).toMatch(/^data:image\/jpeg;base64,/);
  const { data, info } = await sharp(Buffer.from(dataUri.split(',')[1], 'base64'))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Math.floor(info.height / 2);
  const runs: Who[] = [];
  for (let x = 0; x < info.width; x++) {
    const i = (y * info.width + x) * info.channels;
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    const nearest = (Object.keys(COLOURS) as Who[]).reduce(
      (best, who) => {
        const c = COLOURS[who];
        const d = (c.r - r) ** 2 + (c.g - g) ** 2 + (c.b - b) ** 2;
        return d < best.d ? { who, d } : best;
      },
      { who: 'gap' as Who, d: Infinity },
    ).who;
    if (runs[runs.length - 1] !== nearest) runs.push(nearest);
  }
  return { who: runs.filter((w) => w !== 'gap'), width: info.width, height: info.height };
}

let fake: FakeReplicate;
beforeAll(async () => {
  fake = await startFakeReplicate();
});
afterAll(() => fake.close());

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const never = () => new AbortController().signal;
const inputOf = (i: number) => fake.predictions[i].input as { prompt: string; input_image: string };

describe('a panel painted with photos of the people in it', () => {
  const painter = () =>
    createReplicatePanelPainter(
      replicateConfig({ model: 'black-forest-labs/flux-kontext-pro', baseURL: fake.url, timeoutMs: 5000 }),
      silent,
      {
        pollIntervalMs: 20,
        maxPollIntervalMs: 50,
      },
    );

  it("sends one reference sheet, hero first, then the others in the panel's order, and says who is who", async () => {
    fake.predictions.length = 0;
    const request: PanelPaintRequest = {
      photo: await photoOf('hero', 600, 800),
      heroName: 'Siobhán',
      // The photos' own order does not matter: the panel's order of the others does.
      castPhotos: { Niamh: await photoOf('Niamh', 400, 400), Tadhg: await photoOf('Tadhg', 300, 450) },
      others: ['Tadhg', 'The Landlord', 'Niamh'],
      people: { Tadhg: 'her friend', Niamh: 'her "sister"', 'The Landlord': 'the troublemaker' },
      style: STYLES[1].id,
      shot: 'wide',
      setting: 'the lighthouse stairs',
      action: 'Tadhg hands Siobhán the lamp while Niamh argues with The Landlord',
      heroPresent: true,
      width: 600,
      height: 340,
      seed: 3,
    };
    await painter().paint(request, never());
    const { prompt, input_image } = inputOf(0);
    const sheet = await peopleIn(input_image);
    expect(sheet.who).toEqual(['hero', 'Tadhg', 'Niamh']);
    // The same height for all: 3:4, 1:1 and 2:3 photos side by side with two gaps.
    expect(
      Math.abs(
        sheet.width -
          (Math.round(0.75 * sheet.height) + sheet.height + Math.round((2 / 3) * sheet.height) + 2 * SHEET_GAP),
      ),
    ).toBeLessThanOrEqual(2);

    expect(prompt).toContain(
      "Reference image, left to right: Siobhán (the hero), Tadhg (her friend), Niamh (her 'sister').",
    );
    expect(prompt).toContain('Siobhán is in this panel: keep their face');
    expect(prompt).toContain('Tadhg and Niamh are in this panel too');
    // The photographed keep their names; the one without a photo is still unnamed.
    expect(prompt).toContain('"Tadhg hands Siobhán the lamp while Niamh argues with another person"');
    expect(prompt).not.toMatch(/Landlord/);
    expect(prompt).toContain('Also in the panel: another person, drawn as an unnamed figure');
    expect(prompt).toContain('No text, no lettering');
  });

  it("sends the hero's photo alone when nobody else in the panel has a photo", async () => {
    fake.predictions.length = 0;
    const base = {
      photo: await photoOf('hero', 600, 800),
      heroName: 'Siobhán',
      style: STYLES[0].id,
      shot: 'medium' as const,
      setting: 'the harbour',
      action: 'Siobhán waves to Tadhg',
      heroPresent: true,
      width: 500,
      height: 500,
      seed: 4,
    };
    await painter().paint({ ...base, others: ['Tadhg'] }, never());
    // castPhotos of people who are not in the panel do not count.
    await painter().paint(
      { ...base, action: 'Siobhán waves at the ships', others: [], castPhotos: { Tadhg: await photoOf('Tadhg') } },
      never(),
    );
    for (const i of [0, 1]) {
      const { prompt, input_image } = inputOf(i);
      expect((await peopleIn(input_image)).who).toEqual(['hero']);
      expect(prompt).toContain('Turn this photo into one panel');
      expect(prompt).not.toContain('Reference image');
      expect(prompt).not.toMatch(/Tadhg/);
    }
  });

  it('names the hero as absent when the panel shows only the others', async () => {
    fake.predictions.length = 0;
    await painter().paint(
      {
        photo: await photoOf('hero'),
        castPhotos: { Tadhg: await photoOf('Tadhg') },
        others: ['Tadhg'],
        people: { Tadhg: 'her friend' },
        style: STYLES[0].id,
        shot: 'establishing',
        setting: 'the pier at dusk',
        action: 'Tadhg fishes alone',
        heroPresent: false,
        width: 900,
        height: 400,
        seed: 5,
      },
      never(),
    );
    const { prompt, input_image } = inputOf(0);
    expect((await peopleIn(input_image)).who).toEqual(['hero', 'Tadhg']);
    expect(prompt).toContain('Reference image, left to right: the hero, Tadhg (her friend).');
    expect(prompt).toContain('The hero is not in this panel: leave them out.');
    expect(prompt).toContain('Tadhg is in this panel:');
  });
});

describe('a painted book with photos of two friends', { timeout: 240_000 }, () => {
  it('sends every panel the photos of exactly the people in it', async () => {
    fake.predictions.length = 0;
    const h = await makeHarness({
      user: 'siobhan@example.com',
      env: {
        REPLICATE_API_TOKEN: 'test-token',
        REPLICATE_BASE_URL: fake.url,
        REPLICATE_MODEL: 'black-forest-labs/flux-kontext-pro',
      },
    });
    const draft = {
      type: '30s-50s-style',
      author: 'Siobhán Kelly',
      answers: [{ id: 'friends', question: 'Who are her best friends?', hint: '', answer: 'Tadhg and Niamh' }],
      idea: { id: 'i', title: 'The Lighthouse Club', description: 'Siobhán and her friends keep the light burning.' },
      characters: [],
      mainCharacterPhoto: await h.saveImage('characters', await photoOf('hero', 600, 800), 'jpg'),
    };
    const { id: comicId } = await h.caller.comics.save({ draft });
    await h.caller.comics.addCharacter({
      comicId,
      fullName: 'Tadhg Murphy',
      nickname: '',
      portraitImageUrl: await h.saveImage('characters', await photoOf('Tadhg'), 'jpg'),
    });
    await h.caller.comics.addCharacter({
      comicId,
      fullName: 'Niamh Ní Bhriain',
      nickname: 'Neevs',
      portraitImageUrl: await h.saveImage('characters', await photoOf('Niamh'), 'jpg'),
    });

    // Eight pages of two panels, each panel's action marked 'scene P-N' so its prediction can be found.
    const script: Script = writeLocalScript({ ...draft, pages: 8, seed: 5 });
    expect(script.cast.map((c) => c.name)).toEqual(expect.arrayContaining(['Siobhán', 'Tadhg', 'Niamh']));
    const who: Who[][][] = [
      [['hero', 'Tadhg'], ['hero']],
      [
        ['hero', 'Niamh'],
        ['hero', 'Tadhg', 'Niamh'],
      ],
      [['hero'], ['hero', 'Tadhg']],
      [['hero', 'Niamh'], ['hero']],
      [['hero'], ['hero']],
      [['hero', 'Tadhg'], ['hero']],
      [['hero', 'Tadhg', 'Niamh'], ['hero']],
      [['hero'], ['hero', 'Tadhg']],
    ];
    const acting = (people: Who[]) => {
      const names = people.map((p) => (p === 'hero' ? 'Siobhán' : p));
      return names.length === 1
        ? `${names[0]} climbs the lighthouse alone`
        : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} climb the lighthouse`;
    };
    script.pages.forEach((page, p) => {
      page.panels = who[p].map(
        (people, n): Panel => ({
          shot: n === 0 ? 'wide' : 'medium',
          setting: 'the old lighthouse',
          action: `scene ${p + 1}-${n + 1}: ${acting(people)}.`,
          balloons: [],
        }),
      );
    });
    // Niamh named before Tadhg: the sheet still follows the panel's others (the cast's order).
    script.pages[6].panels[0].action = 'scene 7-1: Niamh and Tadhg follow Siobhán up the lighthouse.';
    // The Nosy Landlord (no photo) in one panel: not in the sheet.
    script.pages[4].panels[1].action = 'scene 5-2: Siobhán argues with The Nosy Landlord.';
    await writeScriptRows(h.deps.db, comicId, h.user!.id, script, 'local');

    const job = await h.deps.jobs.waitFor((await h.caller.book.start({ comicId })).id);
    expect(job).toMatchObject({ status: 'succeeded', result: { pages: 12, failed: 0 } });
    // One character sheet per person, painted once for the book; then each panel once: these test photos
    // are solid colours, in which the face model finds no face, so there is no likeness to check them by.
    const sheets = fake.predictions.filter((p) => String(p.input.prompt).startsWith('A character model sheet'));
    expect(sheets).toHaveLength(3);
    const panels = fake.predictions.filter((p) => !sheets.includes(p));
    expect(panels).toHaveLength(16);
    expect(new Set(panels.map((p) => /scene \d+-\d+/.exec(String(p.input.prompt))?.[0])).size).toBe(16);

    const received = new Map<string, Who[]>();
    for (const prediction of panels) {
      const { prompt, input_image } = prediction.input as { prompt: string; input_image: string };
      const scene = /scene (\d+)-(\d+)/.exec(prompt)?.[0];
      expect(scene, prompt).toBeTruthy();
      received.set(scene!, (await peopleIn(input_image)).who);
    }
    const expected = new Map(
      who.flatMap((panels, p) => panels.map((people, n) => [`scene ${p + 1}-${n + 1}`, people] as const)),
    );
    // Scene 7-1 names Niamh first, but the sheet follows the panel's others, in the cast's order.
    expect(Object.fromEntries(received)).toEqual(Object.fromEntries(expected));
    const landlord = fake.predictions.find((p) => String(p.input.prompt).includes('scene 5-2'))!.input.prompt as string;
    expect(landlord).not.toContain('Reference image');
    expect(landlord).not.toContain('Landlord');
    const both = fake.predictions.find((p) => String(p.input.prompt).includes('scene 2-2'))!.input.prompt as string;
    expect(both).toContain(
      'Reference image, left to right: Siobhán (the hero), Tadhg (their friend), Niamh (their friend).',
    );
  });
});
