// An animal hero drawn (issue 46): as its species from the vector set, the size the shot gives a hero (filling a
// close-up, beside the person it is with in a medium shot), never a person's body or a face from the photo; a
// pet beside a person is still drawn small. The requests are the ones the book makes (domain panelCast).
import { describe, expect, it } from 'vitest';
import { drawPanelArt } from '../../server/engines/panels/panelArt';
import type { PanelArt, PanelArtRequest } from '../../server/engines/pageModel';
import { petPhoto } from '../fixtures/petPhotos';

async function request(overrides: Partial<PanelArtRequest>): Promise<PanelArtRequest> {
  return {
    photo: await petPhoto('pet-dog'),
    print: 'grayscale',
    shot: 'close-up',
    setting: 'the park',
    action: 'Biscuit, happy as can be.',
    heroPresent: false,
    others: ['Biscuit'],
    animals: { Biscuit: 'dog' },
    heroAnimal: 'Biscuit',
    width: 700,
    height: 800,
    seed: 3,
    ...overrides,
  };
}

const animal = (art: PanelArt, name: string) => art.drawn?.find((d) => d.kind === 'animal' && d.name === name);

describe('an animal hero in a panel', () => {
  it('fills a close-up as its species, with no face from the photo and no body', async () => {
    for (const print of ['grayscale', 'color'] as const) {
      const art = await drawPanelArt(await request({ print }));
      const dog = animal(art, 'Biscuit');
      expect(dog?.icon).toBe('dog');
      expect(dog!.box.height).toBeGreaterThanOrEqual(0.6 * 800);
      expect(art.heroFace).toBeNull();
      expect(art.heroPose).toBeUndefined();
      expect(art.drawn?.filter((d) => d.kind === 'face')).toEqual([]);
      // Balloons can point at it: its figure is reported under its name.
      expect(art.figures?.Biscuit).toBeDefined();
    }
  });

  it('stands beside the person it is with in a medium shot, larger than a pet beside a person', async () => {
    const medium = {
      shot: 'medium' as const,
      action: 'Biscuit curls up beside Tom.',
      others: ['Biscuit', 'Tom'],
      people: { Tom: 'his family' },
      width: 900,
      height: 700,
    };
    const star = await drawPanelArt(await request(medium));
    const pet = await drawPanelArt(await request({ ...medium, heroAnimal: undefined }));
    const dog = animal(star, 'Biscuit')!;
    expect(star.figures?.Tom).toBeDefined();
    const tom = star.figures!.Tom;
    // One each side: the dog's middle and Tom's on opposite halves.
    expect((dog.box.x + dog.box.width / 2 - 450) * (tom.x + tom.width / 2 - 450)).toBeLessThan(0);
    expect(dog.box.height).toBeGreaterThan(animal(pet, 'Biscuit')!.box.height * 1.2);
  });
});
