// Two animals as the book's heroes (issue 46): "Biscuit and Pepper", "They're our two beagles". Both are heroes
// of the cast, animals of the kind the answers name; the book is an animal book (thoughts, sounds and narration,
// no coffee, work or villain); the second is in the pictures of the first all book long and only ever makes its
// kind's sounds; the art draws both as animals. People in pairs ("They're two doctors", "dog walkers") stay people.
import { describe, expect, it } from 'vitest';
import { heroAnimal } from '../../server/engines/answers/animalHero';
import { animalSounds } from '../../server/engines/script/dialogue';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { panelCast } from '../../server/domains/book/panelCast';

const PAIRS = [
  ['Biscuit', 'Pepper', 'beagle', 'dog'],
  ['Mochi', 'Miso', 'cat', 'cat'],
  ['Salt', 'Vinegar', 'guinea pig', 'hamster'],
  ['Thumper', 'Clover', 'rabbit', 'rabbit'],
  ['Kiwi', 'Mango', 'budgie', 'parrot'],
  ['Luna', 'Sol', 'greyhound', 'dog'],
] as const;
/** How people say the two are animals, in the job answer (the first sentence). */
const SAID = [
  "They're our two {kind}s. Professional troublemakers.",
  '{a} and {b} are rescue {kind}s, brother and sister.',
  'Two {kind}s. They run this house.',
  'ok so they are our {kind}s lol, best friends since day one',
  'They are the family’s {kind}s and they rule our sofa.',
];
const ABROAD = [
  ['Son dos gatos muy curiosos.', 'cat'],
  ['Ce sont nos deux chats.', 'cat'],
  ['Das sind zwei Dackel, Bruder und Schwester.', 'dog'],
  ['São dois cachorros muito mimados.', 'dog'],
] as const;
const WORDS_OF_PEOPLE = /\b(?:coffee|work|office|boss|meeting|commute|villain)\b/i;

const inputFor = (a: string, b: string, job: string, seed: number) => ({
  author: `${a} and ${b}`,
  type: ['classic-superhero', 'black-and-white-manga', 'vintage-adventure'][seed % 3],
  seed,
  pages: 12,
  idea: { title: `${a} and ${b} Save the Park`, description: `${a} and ${b} follow a trail across town.` },
  answers: [
    { id: 'job', answer: job },
    { id: 'family', answer: 'They live with us: Mum Ania, Dad Tomek and little Zosia' },
    { id: 'hobbies', answer: 'Chasing squirrels, stealing socks, napping in the sun' },
    { id: 'dream', answer: 'To finally catch that squirrel' },
    { id: 'genre', answer: 'comedy' },
  ],
});

describe('two animals as the heroes', () => {
  it('reads the kind said of both, in five languages, and people in pairs as people', () => {
    for (const [i, [a, b, kind, species]] of PAIRS.entries()) {
      for (const line of SAID) {
        const job = line.replaceAll('{a}', a).replaceAll('{b}', b).replaceAll('{kind}', kind);
        expect(heroAnimal({ author: `${a} and ${b}`, answers: [{ id: 'job', answer: job }] }), job).toMatchObject({
          species,
        });
      }
      const [abroad, itsSpecies] = ABROAD[i % ABROAD.length];
      expect(heroAnimal({ author: `${a} and ${b}`, answers: [{ id: 'job', answer: abroad }] }), abroad).toMatchObject({
        species: itsSpecies,
      });
    }
    // "Two … and" of two animals: the -ies plurals and those with no suffix.
    expect(
      heroAnimal({ author: 'Biscuit and Pepper', answers: [{ id: 'job', answer: "They're our two puppies." }] }),
    ).toMatchObject({ species: 'dog' });
    expect(
      heroAnimal({ author: 'Rex e Bolt', answers: [{ id: 'job', answer: 'São dois cães muito mimados.' }] }),
    ).toMatchObject({ species: 'dog' });
    // One person's animals are theirs: "they" are her dogs, not her.
    for (const [author, job] of [
      ['Sarah', 'She walks her dogs every morning. They are two beagles.'],
      ['Sarah', 'Two dogs, three kids and a mortgage.'],
      ['Greta', 'Sie geht jeden Morgen mit ihren Hunden spazieren. Das sind zwei Dackel.'],
    ])
      expect(heroAnimal({ author, answers: [{ id: 'job', answer: job }] }), job).toBeNull();
    for (const job of [
      "They're two cool cats.",
      "They're two old dogs who still dance every Saturday.",
      'They are a couple of sly dogs.',
      "They're two doctors at the same hospital.",
      "They're dog walkers in the park.",
      'They are cat lovers and bakers.',
      'They are our best friends.',
      'Son dos médicos.',
    ]) {
      expect(heroAnimal({ author: 'Anna and Ben', answers: [{ id: 'job', answer: job }] }), job).toBeNull();
    }
  });

  it('writes an animal book with both heroes, the second beside the first and making only its sounds', () => {
    let books = 0;
    for (const [i, [a, b, kind, species]] of PAIRS.entries()) {
      for (const [k, line] of SAID.entries()) {
        const job = line.replaceAll('{a}', a).replaceAll('{b}', b).replaceAll('{kind}', kind);
        const script = writeLocalScript(inputFor(a, b, job, i * 7 + k));
        const heroes = script.cast.filter((c) => c.isHero);
        expect(
          heroes.map((h) => [h.name, h.kind, h.species]),
          job,
        ).toEqual([
          [a, 'animal', species],
          [b, 'animal', species],
        ]);
        // An animal book: no villain, no words of a person's day.
        expect(
          script.cast.some((c) => /villain/.test(c.role)),
          job,
        ).toBe(false);
        const panels = script.pages.flatMap((p) => p.panels);
        for (const panel of panels) {
          const said = [panel.action, panel.caption ?? '', ...panel.balloons.map((x) => x.text)].join(' ');
          expect(said, job).not.toMatch(WORDS_OF_PEOPLE);
          // The second hero makes its kind's sounds, never words.
          for (const balloon of panel.balloons.filter((x) => x.speaker === b))
            expect(animalSounds(species), `${job}: ${balloon.text}`).toContain(balloon.text);
        }
        // In the pictures of most story pages, drawn as an animal.
        const story = script.pages.filter((p) => p.panels.some((x) => x.action.includes(a)));
        const withBoth = story.filter((p) => p.panels.some((x) => x.action.includes(b)));
        expect(withBoth.length, job).toBeGreaterThanOrEqual(story.length * 0.6);
        for (const panel of panels.filter((x) => x.action.includes(b))) {
          const cast = panelCast(panel, script.cast);
          expect(cast.animals[b], panel.action).toBe(species);
          expect(Object.keys(cast.people), panel.action).not.toContain(b);
        }
        books++;
      }
    }
    expect(books).toBe(PAIRS.length * SAID.length);
  });
});
