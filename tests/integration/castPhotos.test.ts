// The owner's photos of the people of the story besides the hero, in the book: which cast member each
// photo draws (matchCastPhotos: nickname, full name or first name, case and accents aside; never the hero
// or an animal; each photo once), each photo read once per book, and each panel's art request carrying only
// the photos of the people in that panel — as Buffers, also after the trip into a CPU pool worker — and
// the detail page's line saying whom each photo draws.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { foldName, matchCastPhotos, supportingCharacters, type PhotoCharacter } from '../../shared/castPhotos';
import type { CastMember, Panel, Script } from '../../shared/script';
import { panelCastPhotos } from '../../server/domains/book/castPhotos';
import { readBookContext } from '../../server/domains/book/bookContext';
import { drawBookPage, keptPaintingsOnly } from '../../server/domains/book/renderBookPage';
import { castPhotosOf } from '../../server/engines/page/composePage';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import type { BookPageRow } from '../../server/domains/book/bookRows';
import type { StoryPageInput } from '../../server/engines/page/composePage';
import type { AppDeps } from '../../server/domains/appDeps';
import { makeHarness } from '../helpers/harness';
import {
  NOT_IN_STORY_REWRITE,
  NOT_IN_STORY_UNWRITTEN,
  photoUseLines,
} from '../../client/features/library/characters/photoUse';

const member = (name: string, extra: Partial<CastMember> = {}): CastMember => ({
  name,
  role: 'her friend',
  isHero: false,
  kind: 'person',
  ...extra,
});
const character = (
  id: string,
  fullName: string,
  nickname = '',
  portraitImageUrl: string | null = `/storage/characters/${id}-photo.jpg`,
): PhotoCharacter => ({
  id,
  fullName,
  nickname,
  portraitImageUrl,
});
const pairs = (cast: CastMember[], characters: PhotoCharacter[]) =>
  matchCastPhotos(cast, characters).map((m) => [m.member.name, m.character.id]);

describe('matchCastPhotos', () => {
  it('matches a cast name to the nickname, the full name or the first name, whatever the case and accents', () => {
    const cast = [
      member('Siobhán', { isHero: true, role: 'the hero' }),
      member('Taigie'),
      member('niamh ni bhriain'),
      member('Seán'),
    ];
    const characters = [
      character('t', 'Tadhg Murphy', 'Taigie'),
      character('n', 'Niamh Ní Bhriain'),
      character('s', 'SEAN O’Neill'),
    ];
    expect(pairs(cast, characters)).toEqual([
      ['Taigie', 't'],
      ['niamh ni bhriain', 'n'],
      ['Seán', 's'],
    ]);
    expect(foldName('  Siobhán  NÍ   Dhuibhir ')).toBe('siobhan ni dhuibhir');
  });

  it('never draws the hero, an animal, or anyone from a character without a photo', () => {
    const cast = [
      member('Siobhán', { isHero: true, role: 'the hero' }),
      member('Rex', { kind: 'animal', species: 'dog', role: 'her dog' }),
      member('Mam'),
    ];
    const characters = [character('h', 'Siobhán Kelly'), character('r', 'Rex'), character('m', 'Mam', '', null)];
    expect(pairs(cast, characters)).toEqual([]);
    expect(pairs([member('Tadhg')], [character('x', 'Tadhg')])).toEqual([['Tadhg', 'x']]);
    expect(pairs([member('Tadhg')], [])).toEqual([]);
  });

  it('uses each photo once, a whole name winning over a first name, in cast order', () => {
    // 'Mia' is Amelia's nickname: that beats Mia Jones's first name; Mia Jones is then free for 'Mia Jones'.
    const cast = [member('Mia'), member('Mia Jones'), member('Amelia')];
    const characters = [character('j', 'Mia Jones'), character('a', 'Amelia Smith', 'Mia')];
    expect(pairs(cast, characters)).toEqual([
      ['Mia', 'a'],
      ['Mia Jones', 'j'],
    ]);
    // Two cast members who both match one photo: the first gets it, the other none.
    expect(pairs([member('Tadhg'), member('Tadhg Murphy')], [character('t', 'Tadhg Murphy')])).toEqual([
      ['Tadhg Murphy', 't'],
    ]);
    expect(pairs([member('Tadhg'), member('Rory')], [character('t', 'Tadhg Murphy')])).toEqual([['Tadhg', 't']]);
  });

  it("leaves out the comic's first character, the hero, as supporting characters", () => {
    expect(supportingCharacters(['hero', 'tadhg', 'niamh'])).toEqual(['tadhg', 'niamh']);
    expect(supportingCharacters([])).toEqual([]);
  });
});

describe('panelCastPhotos', () => {
  const photos = { Tadhg: Buffer.from('t'), Niamh: Buffer.from('n'), Rex: Buffer.from('r') };
  it("keeps only the photos of the panel's people, in the panel's order", () => {
    expect(Object.keys(panelCastPhotos(photos, { others: ['Niamh', 'Landlord', 'Tadhg'], animals: {} })!)).toEqual([
      'Niamh',
      'Tadhg',
    ]);
    expect(panelCastPhotos(photos, { others: ['Landlord'], animals: {} })).toBeUndefined();
    expect(panelCastPhotos(photos, { others: [], animals: {} })).toBeUndefined();
    expect(panelCastPhotos(photos, { others: ['Rex'], animals: { Rex: 'dog' } })).toBeUndefined();
  });
});

describe("a panel's cast photos across the CPU pool's worker boundary", () => {
  it('arrive as Buffers with the same bytes', () => {
    const bytes = Buffer.from('photo of Tadhg');
    // What postMessage does to a nested Buffer: a plain Uint8Array on the other side.
    const cloned = structuredClone({ castPhotos: { Tadhg: bytes } });
    expect(Buffer.isBuffer(cloned.castPhotos.Tadhg)).toBe(false);
    const restored = castPhotosOf(cloned).castPhotos!;
    expect(Buffer.isBuffer(restored.Tadhg)).toBe(true);
    expect(restored.Tadhg.equals(bytes)).toBe(true);
    expect(castPhotosOf({})).toEqual({});
  });
});

const solid = (r: number, g: number, b: number) =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

describe('a book with photos of the hero and two friends', () => {
  it('reads each photo once and gives every panel only the photos of the people in it', async () => {
    const h = await makeHarness({ user: 'siobhan@example.com' });
    const heroPhoto = await h.saveImage('characters', await solid(200, 30, 30), 'png');
    const draft = {
      type: '30s-50s-style',
      author: 'Siobhán Kelly',
      answers: [{ id: 'friends', question: 'Who are her best friends?', hint: '', answer: 'Tadhg and Niamh' }],
      idea: { id: 'i', title: 'The Lighthouse Club', description: 'Siobhán and her friends keep the light burning.' },
      characters: [],
      mainCharacterPhoto: heroPhoto,
    };
    const { id: comicId } = await h.caller.comics.save({ draft });
    const tadhgPhoto = await solid(30, 60, 200);
    await h.caller.comics.addCharacter({
      comicId,
      fullName: 'Tadhg Murphy',
      nickname: '',
      portraitImageUrl: await h.saveImage('characters', tadhgPhoto, 'png'),
    });
    await h.caller.comics.addCharacter({
      comicId,
      fullName: 'Niamh Ní Bhriain',
      nickname: 'Neevs',
      portraitImageUrl: await h.saveImage('characters', await solid(30, 160, 60), 'png'),
    });

    const script: Script = writeLocalScript({ ...draft, pages: 8, seed: 5 });
    const panel = (action: string, extra: Partial<Panel> = {}): Panel => ({
      shot: 'medium',
      setting: 'the lighthouse',
      action,
      balloons: [],
      ...extra,
    });
    script.pages[0].panels = [
      panel('Siobhán and Tadhg carry the lamp up the stairs.'),
      panel('Siobhán looks out to sea.'),
      panel('Siobhán laughs.', { balloons: [{ speaker: 'Niamh', kind: 'speech', text: 'Mind the step!' }] }),
    ];

    const reads: string[] = [];
    const deps: AppDeps = {
      ...h.deps,
      store: {
        ...h.deps.store,
        read: (url: string) => {
          reads.push(url);
          return h.deps.store.read(url);
        },
      },
    };
    const book = await readBookContext(deps, { comicId, userId: h.user!.id, seed: 1 }, script);
    expect(Object.keys(book.castPhotos).sort()).toEqual(['Niamh', 'Tadhg']);
    expect(book.castPhotos.Tadhg.equals(tadhgPhoto)).toBe(true);
    expect(reads).toHaveLength(3); // the hero's photo and one read per friend's photo

    const sent: StoryPageInput[] = [];
    const recordingCpu = {
      ...h.deps.cpu,
      run: async (_task: string, input: StoryPageInput) => {
        sent.push(input);
        return { items: [], dropped: [], fellBack: [], undrawable: [] };
      },
    };
    const row: BookPageRow = {
      number: 3,
      kind: 'story',
      storyPage: 1,
      layout: 'three-tiers',
      status: 'waiting',
    } as BookPageRow;
    await drawBookPage(
      { ...deps, cpu: recordingCpu as unknown as AppDeps['cpu'], panelPainter: null },
      book,
      row,
      keptPaintingsOnly(new AbortController().signal),
    );
    const panels = sent[0].panels.map((p) => p.art);
    expect(panels.map((p) => p.others)).toEqual([['Tadhg'], [], ['Niamh']]);
    expect(panels.map((p) => (p.castPhotos ? Object.keys(p.castPhotos) : null))).toEqual([['Tadhg'], null, ['Niamh']]);
    expect(panels[0].castPhotos!.Tadhg).toBe(book.castPhotos.Tadhg);
    expect('castPhotos' in panels[1]).toBe(false);
    // The pages are read from the same photos: no file is read again per page.
    expect(reads).toHaveLength(3);
  });
});

describe("the detail page's line under each photo", () => {
  const cast = [member('Siobhán', { isHero: true, role: 'the hero' }), member('Tadhg', { role: 'their friend' })];
  const script = { cast } as Script;
  const people = [
    character('h', 'Siobhán Kelly'),
    character('t', 'Tadhg Murphy', 'Taigie'),
    character('r', 'Róisín Byrne'),
    character('n', 'No Photo', '', null),
  ];

  it('says whom each photo draws, or how to bring the person into the story', () => {
    const lines = photoUseLines(people, script);
    expect(Object.fromEntries(lines)).toEqual({
      h: 'Their photo is used for Siobhán, the hero.',
      t: 'Their photo is used for Tadhg (their friend) in the story.',
      r: NOT_IN_STORY_REWRITE,
    });
    const unwritten = photoUseLines(people, null);
    expect(Object.fromEntries(unwritten)).toEqual({
      h: 'Their photo is used for the hero.',
      t: NOT_IN_STORY_UNWRITTEN,
      r: NOT_IN_STORY_UNWRITTEN,
    });
  });
});
