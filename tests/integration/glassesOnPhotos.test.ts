// Glasses the answers name are the photo's own for anyone drawn from a photo (issue 46): the hero and the second
// of two heroes cut from the hero's photo are not given a second pair over it, a person drawn without a photo
// is given theirs, and the card's tick draws them over the photo.
import { describe, expect, it } from 'vitest';
import { readBookContext } from '../../server/domains/book/bookContext';
import type { DraftInput } from '../../shared/schemas';
import { makeHarness } from '../helpers/harness';
import { photoOfTwo } from '../fixtures/couplePhoto';

const draft = (more: Partial<DraftInput>): DraftInput => ({
  type: 'classic-superhero',
  author: 'Anna and Ben',
  answers: [
    {
      id: 'job',
      question: 'q',
      hint: '',
      answer: 'Anna is a vet and wears glasses. Ben wears glasses too, and he is a chef.',
    },
    { id: 'family', question: 'q', hint: '', answer: 'Their grandpa Joe, who wears glasses and uses a walker' },
  ],
  characters: [],
  idea: { id: 'i1', title: 'Anna and Ben Open a Restaurant', description: 'Anna and Ben cook for the whole town.' },
  ...more,
});

describe('glasses over a photo', { timeout: 120_000 }, () => {
  it('are drawn on the people without one, and over a photo only when the card ticks them', async () => {
    const h = await makeHarness({ user: 'anna@example.com' });
    const { photo: both } = await photoOfTwo('medium-dark-white', 'very-pale-platinum');
    const photo = await h.saveImage('characters', both, 'jpg', { user: h.user });
    const bookOf = async (more: Partial<DraftInput>) => {
      const { id } = await h.caller.comics.save({ draft: draft({ mainCharacterPhoto: photo, ...more }) });
      expect((await h.deps.jobs.waitFor((await h.caller.scripts.start({ comicId: id, pages: 8 })).id)).status).toBe(
        'succeeded',
      );
      const script = (await h.caller.scripts.get({ comicId: id })).script!.script;
      expect(script.cast.filter((c) => c.isHero).map((c) => c.name)).toEqual(['Anna', 'Ben']);
      return readBookContext(h.deps, { comicId: id, userId: h.user!.id, seed: 1 }, script);
    };

    const said = await bookOf({});
    // Anna and Ben are drawn from the photo (Ben from the part of it around his face): theirs are in it.
    expect(said.castPhotos.Ben).toBeDefined();
    expect(said.heroAids).toEqual([]);
    expect(said.castAids?.Ben ?? []).toEqual([]);
    // Grandpa Joe has no photo: he is drawn with his.
    expect(said.castAids?.['Grandpa Joe']).toEqual(['walker', 'glasses']);

    const ticked = await bookOf({ heroAids: ['glasses'] });
    expect(ticked.heroAids).toEqual(['glasses']);
  });
});
