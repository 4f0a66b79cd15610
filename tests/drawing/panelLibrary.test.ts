// Animals, things, faces and poses in the pictures come from a vector library
// (Fluent Emoji, MIT) instead of a person's silhouette, a bust or nothing: a pet in the cast is drawn as its species
// where it stands, its balloon's tail aims at its head, and things the words name (a bus, a beehive, a camel) stand in
// the scene without covering a face, each person from the answers has a face of their own, and in a wide shot
// the hero is a whole figure in the action's pose with the photo's head. Checked with the art's own boxes.
import { describe, expect, it } from 'vitest';
import { drawPanelArt } from '../../server/engines/panels/panelArt';
import { animalIcon, hasIcon, LIBRARY_ICONS, propIcons } from '../../server/engines/panels/iconLibrary';
import { panelCast } from '../../server/domains/book/panelCast';
import { castLook, kindOf } from '../../server/engines/panels/castLooks';
import { shirtColours } from '../../server/engines/panels/heroPoses';
import { heroPhoto } from '../../server/engines/panels/heroPhoto';
import { readScene } from '../../server/engines/panels/keywords';
import { timeOfPage } from '../../server/engines/script/pageKit';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { STORY_PERSONAS } from '../../server/engines/ideas/storyPersonas';
import type { PanelArt, Rect } from '../../server/engines/pageModel';
import { portrait } from '../fixtures/portraits';
import { panelRequest } from '../fixtures/panelRequest';

const request = panelRequest;

const inside = (p: { x: number; y: number }, r: Rect) =>
  p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Share of pixels in a box that differ between two pictures of the same size. */
function changed(a: PanelArt, b: PanelArt, r: Rect): number {
  let diff = 0;
  let all = 0;
  for (let y = Math.max(0, r.y); y < Math.min(a.height, r.y + r.height); y++) {
    for (let x = Math.max(0, r.x); x < Math.min(a.width, r.x + r.width); x++) {
      const p = (y * a.width + x) * a.channels;
      all++;
      if (Math.abs(a.pixels[p] - b.pixels[p]) > 40) diff++;
    }
  }
  return diff / Math.max(1, all);
}

describe('animals and things from the vector library', { timeout: 120_000 }, () => {
  it('has every drawing it may ask for, and picks one for any species (a paw print for the unknown)', () => {
    for (const icon of LIBRARY_ICONS) expect(hasIcon(icon), icon).toBe(true);
    expect(animalIcon('grey parrot')).toBe('parrot');
    expect(animalIcon('dachshund')).toBe('dog');
    expect(animalIcon('goldfish')).toBe('tropical-fish');
    expect(animalIcon('ferret')).toBe('otter');
    expect(animalIcon('capybara')).toBe('paw-prints');
    // A word inside another: a pigeon fancier's birds were drawn as pigs.
    expect(animalIcon('pigeon')).toBe('dove');
    expect(animalIcon('racing pigeons')).toBe('dove');
    expect(animalIcon('piglet')).toBe('pig');
    expect(animalIcon('pot-bellied pig')).toBe('pig');
    expect(animalIcon('guinea pig')).toBe('hamster');
    expect(propIcons('keeping bees by the bus stop', 2)).toEqual(['bus', 'honeybee']);
  });

  it('draws a pet as its species, not as a person, and aims its balloon at its head', async () => {
    for (const print of ['color', 'grayscale'] as const) {
      const base = await request({
        print,
        others: ['Admiral Nelson'],
        action: 'Winifred laughs as Admiral Nelson squawks',
      });
      const parrot = await drawPanelArt({ ...base, animals: { 'Admiral Nelson': 'parrot' } });
      const person = await drawPanelArt(base);
      const drawn = parrot.drawn?.find((d) => d.name === 'Admiral Nelson');
      expect(drawn?.icon, print).toBe('parrot');
      expect(person.drawn?.some((d) => d.name === 'Admiral Nelson')).toBe(false);
      expect(inside(parrot.heads['Admiral Nelson'], drawn!.box)).toBe(true);
      expect(
        changed(parrot, person, drawn!.box),
        `${print}: the parrot's box shows something else than a person`,
      ).toBeGreaterThan(0.15);
      // Whole in the picture.
      expect(drawn!.box.x).toBeGreaterThanOrEqual(0);
      expect(drawn!.box.x + drawn!.box.width).toBeLessThanOrEqual(parrot.width);
    }
  });

  it('stands the things the words name in the scene, off every face, and none in a close-up', async () => {
    const art = await drawPanelArt(await request({ setting: 'the bus depot', action: 'Winifred checks the beehive' }));
    const things = (art.drawn ?? []).filter((d) => d.name === '');
    expect(things.map((d) => d.icon).sort()).toEqual(['bus', 'honey-pot']);
    for (const t of things) expect(art.heroFace && overlaps(t.box, art.heroFace), t.icon).toBeFalsy();
    const close = await drawPanelArt(
      await request({ shot: 'close-up', setting: 'the bus depot', action: 'Winifred checks the beehive' }),
    );
    expect((close.drawn ?? []).filter((d) => d.name === '')).toEqual([]);
  });

  it('knows from the cast which of a panel’s people are animals', () => {
    const cast = [
      { name: 'Winifred', role: 'the hero', isHero: true, kind: 'person' as const },
      { name: 'Admiral Nelson', role: 'her parrot', isHero: false, kind: 'animal' as const, species: 'parrot' },
      { name: 'Bernie', role: 'her friend', isHero: false, kind: 'person' as const },
    ];
    const panel = {
      shot: 'medium' as const,
      setting: 'the garden',
      action: 'Winifred and Bernie laugh at Admiral Nelson',
      balloons: [],
      props: ['beehive'],
    };
    expect(panelCast(panel, cast)).toEqual({
      heroPresent: true,
      others: ['Admiral Nelson', 'Bernie'],
      animals: { 'Admiral Nelson': 'parrot' },
      props: ['beehive'],
      people: { Bernie: 'her friend' },
    });
  });

  it('shows the hero in an establishing panel whose action is theirs, by name or by a pronoun', () => {
    const cast = [
      { name: 'Winifred Adebayo', role: 'the hero', isHero: true, kind: 'person' as const },
      { name: 'Bernie', role: 'her friend', isHero: false, kind: 'person' as const },
    ];
    const establishing = (action: string) =>
      panelCast({ shot: 'establishing' as const, setting: 'the bridge', action, balloons: [] }, cast).heroPresent;
    expect(establishing('The bridge at dawn; Winifred sprints across.')).toBe(true);
    expect(establishing('The bridge at dawn; she sprints across.')).toBe(true);
    expect(establishing('Our hero sprints across the bridge.')).toBe(true);
    expect(establishing('Fog rolls over the bridge.')).toBe(false);
    expect(establishing('The same street; a banner over the door reads “Our Hero”.')).toBe(false);
    expect(establishing('Bernie sprints across the bridge.')).toBe(false);
  });

  it('gives each person from the answers a face of their own kind, the same on every page', async () => {
    expect(kindOf('her grandma', 'adult')).toBe('old-woman');
    expect(kindOf('his son', 'adult')).toBe('boy');
    expect(kindOf('her son', 'senior')).toBe('man');
    expect(kindOf('her granddaughter', 'senior')).toBe('girl');
    expect(kindOf('her brother', 'child')).toBe('boy');
    expect(kindOf('her friend, a priest', 'senior')).toBe('old-man');
    // A retiree's wife is as old as the hero; a daughter-in-law is a grown woman, not a girl.
    expect(kindOf('his wife', 'senior')).toBe('old-woman');
    expect(kindOf('his wife', 'adult')).toBe('woman');
    expect(kindOf('her daughter-in-law', 'senior')).toBe('woman');
    expect(kindOf("Staś's girlfriend", 'senior')).toBe('woman');
    expect(castLook('Kunle', 'her son', 'senior')).toEqual(castLook('Kunle', 'her son', 'senior'));
    const people = { Kunle: 'her son', Amara: 'her granddaughter' };
    const seen = new Map<string, string>();
    for (const seed of [1, 2]) {
      const art = await drawPanelArt(
        await request({ others: ['Kunle', 'Amara'], people, heroStage: 'senior', seed, width: 1400 }),
      );
      for (const name of Object.keys(people)) {
        const face = art.drawn?.find((d) => d.name === name);
        expect(face, `${name} is drawn with a face`).toBeDefined();
        expect(hasIcon(face!.icon)).toBe(true);
        if (seen.has(name)) expect(face!.icon, `${name} looks the same on every page`).toBe(seen.get(name));
        seen.set(name, face!.icon);
        expect(inside(art.heads[name], face!.box)).toBe(true);
      }
    }
    expect(seen.get('Kunle')).toMatch(/^man-/);
    expect(seen.get('Amara')).toMatch(/^girl-/);
  });
});

describe('the hero acts in wide shots', { timeout: 120_000 }, () => {
  it(
    'stands the hero as a whole figure in the pose the action asks for, the ' + 'photo’s head on the drawn body',
    async () => {
      const poses = new Map<string, string>();
      for (const action of [
        'Winifred runs after the bus',
        'Winifred walks into the park',
        'Winifred kneels in the rain',
        'Winifred waits at the gate',
      ]) {
        const art = await drawPanelArt(await request({ shot: 'wide', setting: 'a quiet street', action }));
        expect(art.heroPose, action).toBeDefined();
        poses.set(action, art.heroPose!);
        // The face is where the body's head is, and the whole figure is in the picture.
        expect(art.heroFace!.y, action).toBeGreaterThanOrEqual(0);
        expect(art.heroFace!.y + art.heroFace!.height, action).toBeLessThan(art.height * 0.6);
      }
      expect(
        [...poses.values()].map((p) =>
          p.replace(/-facing-right/, '').replace(/-(?:light|medium-light|medium|medium-dark|dark)$/, ''),
        ),
      ).toEqual(['person-running', 'person-walking', 'person-kneeling', 'person-standing']);
      for (const icon of poses.values()) expect(hasIcon(icon), icon).toBe(true);
      // Close-ups keep the photo face as it is.
      expect(
        (await drawPanelArt(await request({ shot: 'close-up', action: 'Winifred runs' }))).heroPose,
      ).toBeUndefined();
    },
  );

  it('draws the body in the hero’s skin tone and the shirt in the photo’s colours', async () => {
    const dark = await drawPanelArt({
      ...(await request({ shot: 'wide' })),
      photo: (await portrait('very-dark-backlit')).photo,
    });
    const pale = await drawPanelArt({
      ...(await request({ shot: 'wide' })),
      photo: (await portrait('very-pale-platinum')).photo,
    });
    expect(dark.heroPose).toMatch(/-(?:dark|medium-dark)$/);
    expect(pale.heroPose).toMatch(/-(?:light|medium-light)$/);
    const photo = await heroPhoto((await portrait('medium-dark-white')).photo);
    const shirt = shirtColours(photo)['#ff6723'];
    // The fixture's shirt is #2f4a7a (a navy blue): the drawn shirt is blue, not the drawing's orange.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(shirt.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r + 20);
    expect(b).toBeGreaterThan(g);
  });
});

describe('one light a page', () => {
  it('gives every panel of a built-in page the same time of day, and the art draws that light', async () => {
    for (const persona of STORY_PERSONAS.slice(0, 4)) {
      const idea = persona.idea ?? { title: 'The Long Day', description: `${persona.author} has a very long day.` };
      const script = writeLocalScript({
        author: persona.author,
        type: 'black-and-white-manga',
        answers: persona.answers,
        idea,
        pages: 20,
        seed: 3,
      });
      for (const page of script.pages) {
        const times = new Set(page.panels.map((p) => p.timeOfDay));
        expect(times.size, `${persona.label}, page ${page.number}`).toBe(1);
        expect(times.has(undefined)).toBe(false);
      }
    }
    expect(timeOfPage(['the kitchen', 'the street at sunrise', 'under the stars'])).toBe('dawn');
    expect(readScene('the window', 'looks out at the night', 'dawn')).toMatchObject({ night: false, sunset: true });
    expect(readScene('the window', 'looks out at the night').night).toBe(true);
  });
});

describe('things from the answers, by keyword', () => {
  it('finds more things and places, and not in words that only contain them', () => {
    expect(propIcons('rock climbing at the weekend')).toContain('snow-capped-mountain');
    expect(propIcons('a retired postman who loves crosswords')).toContain('envelope');
    expect(propIcons('plays hurling for Kilkenny')).toContain('field-hockey');
    expect(propIcons('the secret formula, the start of the rally, saving the world, presents the prize')).not.toEqual(
      expect.arrayContaining(['racing-car']),
    );
    expect(propIcons('Ada starts the day')).toEqual([]);
    // Words that only contain a thing's name: making and looking are no king, training is no train,
    // a hand on the heart is no art, a smug grin no mug, attention no tent, a microphone no mobile phone.
    expect(propIcons('Ada, making tea and looking smug, pays attention during training, hand on heart', 5)).toEqual([
      'hot-beverage',
    ]);
    expect(propIcons('the microphone on the karaoke stage')).toEqual(['microphone']);
    for (const icon of LIBRARY_ICONS) expect(hasIcon(icon), icon).toBe(true);
  });
});

describe('who the picture shows', () => {
  it('shows the person whose action it is when the hero is neither named nor speaking', () => {
    const cast = [
      { name: 'Winifred', role: 'the hero', isHero: true },
      { name: 'Bernie', role: 'her friend' },
    ] as Parameters<typeof panelCast>[1];
    const panel = (action: string, speaker?: string) => ({
      shot: 'medium' as const,
      setting: 'the garden',
      action,
      balloons: speaker ? [{ speaker, kind: 'speech' as const, text: 'Hello.' }] : [],
    });
    expect(panelCast(panel('Bernie pops by with a grin.', 'Bernie'), cast)).toMatchObject({
      heroPresent: false,
      others: ['Bernie'],
    });
    expect(panelCast(panel('Bernie grabs Winifred by the arm.'), cast).heroPresent).toBe(true);
    expect(panelCast(panel('Bernie pops by.', 'Winifred'), cast).heroPresent).toBe(true);
    expect(panelCast(panel('Winifred waves at Bernie.'), cast).heroPresent).toBe(true);
  });
});
