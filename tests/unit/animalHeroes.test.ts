// An animal as the hero (issue 46), over answers written the many ways people describe their pets, in the five
// built-in languages: the kind is read, the book is an animal's (the hero thinks and makes its kind's sounds,
// never talks, no coffee, work or villain; the family talks to it and calls it by its name), its ideas fit an
// animal, its "About" page has no job in it, and every panel that shows it draws its species the size of a hero,
// never a person's body. People with pets, animal jobs and animal nicknames stay people.
import { describe, expect, it } from 'vitest';
import { heroAnimal } from '../../server/engines/answers/animalHero';
import { animalSounds } from '../../server/engines/script/dialogue';
import { actFailures, actGuide } from '../../server/providers/script/actChecks';
import { writeBookIn } from '../../server/engines/languageBooks/writeBookIn';
import type { WriterLanguage } from '../../server/engines/languageBooks/types';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { generateLocalIdeaSet } from '../../server/engines/ideas/localIdeas';
import { aboutHeroLines } from '../../server/domains/book/aboutHero';
import { panelCast } from '../../server/domains/book/panelCast';
import { seededRandom } from '../../server/lib/seededRandom';
import { peopleCorpus } from '../helpers/peopleCorpus';
import { spanishFacts } from '../helpers/writtenPeople/es';
import { frenchFacts } from '../helpers/writtenPeople/fr';
import { germanFacts } from '../helpers/writtenPeople/de';
import { portugueseFacts } from '../helpers/writtenPeople/pt';
import { inMemory } from '../../server/engines/answers/memorial';
import { UNSEEN_ANIMAL_HEROES } from '../fixtures/unseenAnimalHeroes';

interface Pet {
  author: string;
  answers: { id: string; answer: string }[];
  species: string;
  family: string[];
}

const PETS = [
  { name: 'Biscuit', kind: 'beagle', species: 'dog', he: true },
  { name: 'Mochi', kind: 'tabby', species: 'cat', she: true },
  { name: 'Señor Bigotes', kind: 'cat', species: 'cat', he: true },
  { name: 'Pip', kind: 'guinea pig', species: 'hamster' },
  { name: 'Captain Fluff', kind: 'rabbit', species: 'rabbit', he: true },
  { name: 'Kiwi', kind: 'parrot', species: 'parrot', she: true },
  { name: 'Shelly', kind: 'tortoise', species: 'turtle', she: true },
  { name: 'Honey', kind: 'golden retriever', species: 'dog', she: true },
  { name: 'Bao', kind: 'labradoodle', species: 'dog', he: true },
  { name: 'Ziggy', kind: 'greyhound', species: 'dog' },
] as const;

/** How people say what their pet is, as the job answer (or the start of it). */
const SAID: Array<(p: (typeof PETS)[number], rng: () => number) => string> = [
  (p) => `${'he' in p ? "He's" : 'she' in p ? "She's" : "It's"} a ${p.kind}. Professional sock thief`,
  (p) => `${p.name.split(' ')[0]} is our rescue ${p.kind}`,
  (p, rng) => `${'she' in p ? 'She' : 'He'} is a ${Math.floor(rng() * 12) + 2}-year-old ${p.kind} who runs the house`,
  (p) => `${p.kind[0].toUpperCase()}${p.kind.slice(1)}, 6, chief napper`,
  (p) => `A very spoiled ${p.kind} and proud of it`,
  (p) => `${'he' in p ? 'he' : 'she'}'s a ${p.kind} lol. basically the boss of us`,
  (p) => `ok so ${'she' in p ? "she's" : "he's"} a ${p.kind}, the kids named ${p.name} and honestly the boss`,
];
/** The same in the other built-in languages (job answers). */
const ABROAD: Array<[string, string]> = [
  ['Es una gata muy curiosa que manda en casa', 'cat'],
  ['Es un perro salchicha y el rey del sofá', 'dog'],
  ["C'est un chien qui adore les balles", 'dog'],
  ['Elle est une chatte très gourmande', 'cat'],
  ['Er ist ein kleiner Dackel mit großem Herz', 'dog'],
  ['Sie ist eine Katze, die gern schläft', 'cat'],
  ['É um cachorro muito brincalhão', 'dog'],
  ['Ela é uma cadela preguiçosa', 'dog'],
];
const HOBBIES = [
  'Chasing squirrels, stealing socks, rolling in mud',
  'napping in the sun and knocking cups off tables',
  'eating carrots, zooming round the garden',
  'Squeaking at the fridge. Also naps',
  'whistling at the postman and dancing on the windowsill',
];
const DREAMS = ['To finally catch that squirrel', 'a bed made entirely of socks', 'To be allowed on the sofa', ''];
const HOUSEHOLDS: Array<[string, string[]]> = [
  ['Me (Hannah), my husband Tom and our kids Ella and Sam', ['Tom', 'Ella', 'Sam']],
  ['My wife Priya and our son Arjun', ['Priya', 'Arjun']],
  ['Grandma Rose and Grandpa Bill', ['Rose', 'Bill']],
  ['just me, Kofi', []],
];

function pets(): Pet[] {
  const rng = seededRandom(46);
  const out: Pet[] = [];
  for (const [i, say] of SAID.entries()) {
    for (const [j, p] of PETS.entries()) {
      if ((i + j) % 2) continue;
      const [family, named] = HOUSEHOLDS[(i + j) % HOUSEHOLDS.length];
      const answers = [
        { id: 'job', answer: say(p, rng) },
        { id: 'family', answer: family },
        { id: 'hobbies', answer: HOBBIES[(i * 3 + j) % HOBBIES.length] },
        ...(DREAMS[(i + j) % DREAMS.length] ? [{ id: 'dream', answer: DREAMS[(i + j) % DREAMS.length] }] : []),
      ];
      out.push({ author: p.name, answers, species: p.species, family: named });
    }
  }
  for (const [i, [answer, species]] of ABROAD.entries()) {
    const [family, named] = HOUSEHOLDS[i % HOUSEHOLDS.length];
    out.push({
      author: ['Luna', 'Toby', 'Filou', 'Minette', 'Waldi', 'Mieze', 'Thor', 'Mel'][i],
      answers: [
        { id: 'job', answer },
        { id: 'family', answer: family },
        { id: 'hobbies', answer: HOBBIES[i % HOBBIES.length] },
      ],
      species,
      family: named,
    });
  }
  return out;
}

/** People whose answers name animals, animal jobs and animal nicknames: never an animal hero. */
const PEOPLE_WITH_ANIMALS: Array<[string, string]> = [
  ['job', 'Dog groomer'],
  ['job', 'She is a dog person through and through'],
  ['job', "He's a vet for cats and dogs"],
  ['job', 'Horse riding instructor'],
  ['job', "He's a gym rat"],
  ['job', 'He is the GOAT of dad jokes'],
  ['job', 'Er ist ein alter Hase im Geschäft'],
  ['job', "She's a cat lover and a nurse"],
  ['job', "He's a puppy at heart, retired postman"],
  ['hobbies', 'Her cat, her garden and her grandkids'],
  ['hobbies', 'Walking the dog. He is a beagle.'],
  ['hobbies', 'The dog and the garden'],
  ['hobbies', 'Training a puppy for shows'],
  ['family', 'our dog Max, he is a beagle'],
  ['family', 'Es un perro muy bueno, nuestro Toby'],
  // Found by a read-only review of the first version (2026-11-30), all read as animals then.
  ['job', 'Dog and cat groomer'],
  ['job', 'Dog-walker'],
  ['job', 'Lab - hospital pathology'],
  ['job', "She's a cat-lover"],
  ['job', "She's a dark horse"],
  ['job', "He's a cool cat"],
  ['job', "He's top dog"],
  ['job', "She's a human golden retriever"],
  ['job', 'Ela é uma gata'],
  ['job', 'Es un loro'],
  ['job', 'Es un pez en el agua'],
  ['job', 'Er ist ein schräger Vogel'],
  ['job', 'Er ist ein armer Hund'],
  ['hobbies', "Elle promène son chien. C'est un chien adorable."],
  ['hobbies', 'Ela passeia com o cão. É um cão muito esperto.'],
];

const COFFEE_OR_WORK = /\b(?:coffee|work|job|office|shift|boss|meeting|commute)\b/i;
/** A family word for the hero ("Night night, Dad"), not a household member's name ("Grandma Rose"). */
const FAMILY_WORDS = /\b(?:Dad|Mum|Mom|Grandma|Grandpa|Nan|Granny|Papa|Mama)\b(?![\p{L}]|\s+\p{Lu})/u;

describe('an animal as the hero', () => {
  const corpus = pets();

  it('reads the kind from the answers about the hero in every language, never a person with a pet', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(38);
    for (const pet of corpus) expect(heroAnimal(pet)?.species, pet.answers[0].answer).toBe(pet.species);
    for (const [id, answer] of PEOPLE_WITH_ANIMALS)
      expect(heroAnimal({ author: 'Ann Lee', answers: [{ id, answer }] }), answer).toBeNull();
    const people = peopleCorpus(80);
    expect(people.filter((p) => heroAnimal(p)).map((p) => p.answers)).toEqual([]);
    // The people each built-in language's grammar writes (pets in their families among them) are people, alive.
    for (const facts of [spanishFacts, frenchFacts, germanFacts, portugueseFacts]) {
      const written = facts.people(seededRandom(7), 60);
      expect(written.filter((p) => heroAnimal(p)).map((p) => p.answers)).toEqual([]);
      expect(written.filter((p) => inMemory(p)).map((p) => p.answers)).toEqual([]);
    }
  });

  it('reads the people of a set it was never tuned to (at least 80%), and the spent set it was fixed on', () => {
    const misses = UNSEEN_ANIMAL_HEROES.filter((p) => (heroAnimal(p)?.species ?? null) !== p.species);
    console.log(
      `unseen animal heroes: ${UNSEEN_ANIMAL_HEROES.length - misses.length} of ${UNSEEN_ANIMAL_HEROES.length} read ` +
        `right${misses.length ? `; missed: ${misses.map((p) => p.answers[0].answer).join(' | ')}` : ''}`,
    );
    expect(misses.length).toBeLessThanOrEqual(UNSEEN_ANIMAL_HEROES.length * 0.2);
    // The first hidden set (2026-11-30: 16 of 18 before "Our elderly Maine Coon" and "eine Tierärztin für Katzen"
    // were mended), now kept as cases.
    for (const [author, answer, species] of SPENT)
      expect(heroAnimal({ author, answers: [{ id: 'job', answer }] })?.species ?? null, answer).toBe(species);
  });

  // A whole corpus of books: pure work, bounded by a net far above its few seconds on a loaded machine.
  it("writes an animal's book: thoughts, sounds, the family talking to it by name, no coffee, work, villain", {
    timeout: 90_000,
  }, () => {
    for (const pet of corpus) {
      for (const pages of [8, 20, 40]) {
        const label = `${pet.author} (${pet.answers[0].answer}), ${pages} pages`;
        const script = writeLocalScript({ ...pet, type: 'black-and-white-manga', idea: IDEA(pet), pages, seed: 3 });
        const hero = script.cast.find((c) => c.isHero)!;
        expect(hero, label).toMatchObject({ kind: 'animal', species: pet.species });
        expect(
          script.cast.filter((c) => /villain|troublemaker/.test(c.role)),
          label,
        ).toEqual([]);
        const sounds = new Set(animalSounds(pet.species));
        const balloons = script.pages.flatMap((p) => p.panels.flatMap((x) => x.balloons));
        const said = balloons.filter((b) => b.speaker === hero.name);
        expect(said.length, label).toBeGreaterThan(pages / 2);
        // The hero never speaks words: a thought, or a sound of its kind.
        expect(
          said.filter((b) => b.kind !== 'thought' && !sounds.has(b.text)),
          label,
        ).toEqual([]);
        expect(
          said.filter((b) => COFFEE_OR_WORK.test(b.text)),
          label,
        ).toEqual([]);
        // Nobody calls a pet Dad or Grandma; everyone of the household has a word with it.
        expect(
          balloons.filter((b) => FAMILY_WORDS.test(b.text)).map((b) => b.text),
          label,
        ).toEqual([]);
        for (const name of pet.family)
          expect(
            script.cast.some((c) => c.name.includes(name)),
            `${label}: ${name} in the cast`,
          ).toBe(true);
        for (const person of script.cast.filter((c) => !c.isHero && c.kind === 'person'))
          expect(
            balloons.some((b) => b.speaker === person.name),
            `${label}: ${person.name} speaks`,
          ).toBe(true);
        const directions = script.pages.flatMap((p) => p.panels.map((x) => `${x.action} ${x.caption ?? ''}`));
        // No person's reaction shot ("frozen in shock, takes it all in") on a page short of panels.
        expect(
          directions.filter((d) => /takes it all in/.test(d)),
          label,
        ).toEqual([]);
        expect(
          directions.filter((d) => /\bcoffee\b/i.test(d)),
          label,
        ).toEqual([]);
        expect(script.dedication, label).toContain(pet.author);
        // Every panel of the usual lengths has words; a 40-page book runs short of fresh ones on a few.
        const panels = script.pages.flatMap((p) => p.panels);
        const wordless = panels.filter((x) => !x.balloons.length && !x.caption).length;
        expect(wordless, label).toBeLessThanOrEqual(pages === 40 ? panels.length / 5 : 0);
      }
    }
  });

  it('draws it as its species, the size of a hero, in every panel it is in, never as a person', () => {
    for (const pet of corpus.slice(0, 12)) {
      const script = writeLocalScript({ ...pet, type: '30s-50s-style', idea: IDEA(pet), pages: 20, seed: 5 });
      const hero = script.cast.find((c) => c.isHero)!;
      let shown = 0;
      for (const panel of script.pages.flatMap((p) => p.panels)) {
        const cast = panelCast(panel, script.cast);
        expect(cast.heroPresent, panel.action).toBe(false);
        const speaks = panel.balloons.some((b) => b.speaker === hero.name);
        if (!speaks && !panel.action.includes(pet.author)) continue;
        shown += 1;
        expect(cast.others[0], panel.action).toBe(hero.name);
        expect(cast.animals[hero.name]).toBe(pet.species);
        expect(cast.heroAnimal).toBe(hero.name);
        expect(Object.keys(cast.people)).not.toContain(hero.name);
      }
      expect(shown).toBeGreaterThan(20);
    }
  });

  it('offers ideas an animal lives and an About page with no job in it', () => {
    for (const pet of corpus) {
      const input = { author: pet.author, type: 'black-and-white-manga', answers: withQuestions(pet) };
      const { keys, ideas } = generateLocalIdeaSet(input as never, 9);
      expect(
        keys.every((k) => k.startsWith('a-')),
        JSON.stringify(ideas),
      ).toBe(true);
      const script = writeLocalScript({ ...pet, type: 'black-and-white-manga', idea: ideas[0], pages: 8, seed: 1 });
      const about = aboutHeroLines({ ...input, type: 'black-and-white-manga' }, script.cast).join(' ');
      expect(about).not.toMatch(/away from work|\bjob\b/i);
      expect(about).toContain(`${pet.author.split(' ')[0]}`);
    }
  });

  it('carries a fish in its bowl: it never swims into a room or along a street', () => {
    for (const seed of [1, 2, 3, 4]) {
      const script = writeLocalScript({
        author: 'Goldie',
        type: '30s-50s-style',
        answers: [{ id: 'job', answer: "She's our goldfish. Queen of the kitchen windowsill" }],
        idea: {
          title: 'Goldie Saves the Day',
          description: 'Something goes missing at home, and only Goldie can find it.',
        },
        seed,
        pages: 20,
      });
      const actions = script.pages.flatMap((p) => p.panels.map((x) => x.action));
      expect(actions.filter((a) => /\b(?:swims|bounds|pads|trots|hops)\b/.test(a))).toEqual([]);
      expect(actions.some((a) => /\bthe bowl\b/.test(a))).toBe(true);
    }
  });

  it('tells Claude its act fails when the animal says words aloud (its thoughts and sounds pass)', () => {
    const pet = corpus[0];
    const request = { ...pet, type: 'black-and-white-manga', idea: IDEA(pet) };
    const plan = writeLocalScript({ ...request, pages: 8, seed: 1 });
    const guide = actGuide(request as never, plan);
    const page = (balloons: { kind: 'speech' | 'thought' | 'shout'; text: string }[]) => ({
      ...plan.pages[0],
      panels: [{ ...plan.pages[0].panels[0], balloons: balloons.map((b) => ({ speaker: pet.author, ...b })) }],
    });
    expect(actFailures(1, [page([{ kind: 'speech', text: 'Coffee first. Then the squirrels.' }])], [], guide)).toEqual([
      `${pet.author} is an animal: only thought balloons and its own sounds, never words said aloud ` +
        '("Coffee first. Then the squirrels.").',
    ]);
    expect(
      actFailures(
        1,
        [
          page([
            { kind: 'shout', text: 'Woof! Woof!' },
            { kind: 'thought', text: 'Squirrel. Focus.' },
          ]),
        ],
        [],
        guide,
      ),
    ).toEqual([]);
  });

  it('is drawn as its animal in the other built-in languages, its household not its husband and children', () => {
    const told: Array<[WriterLanguage, string, string]> = [
      ['es', 'Es una gata muy curiosa que manda en casa', 'Mi marido Pedro y nuestros hijos Lucía y Pablo'],
      ['fr', 'C’est une chatte très gourmande', 'Mon mari Pierre et nos enfants Léa et Hugo'],
      ['de', 'Sie ist eine Katze, die gern schläft', 'Mein Mann Peter und unsere Kinder Lena und Paul'],
      ['pt', 'Ela é uma cadela preguiçosa', 'Meu marido Pedro e os nossos filhos Ana e João'],
    ];
    for (const [language, job, family] of told) {
      const answers = [
        { id: 'job', answer: job },
        { id: 'family', answer: family },
      ];
      const script = writeBookIn(language, {
        author: 'Luna',
        type: 'black-and-white-manga',
        answers,
        idea: IDEA(corpus[0]),
        seed: 2,
      });
      expect(
        script.cast.find((c) => c.isHero),
        job,
      ).toMatchObject({ kind: 'animal' });
      const people = script.cast.filter((c) => !c.isHero && c.kind === 'person' && c.drawnAs !== 'the villain');
      expect(people.length, job).toBeGreaterThanOrEqual(2);
      // One role for everyone of the household (the art still draws each as the answer says).
      expect(new Set(people.map((c) => c.role)).size, job).toBe(1);
      expect(
        people.every((c) => c.drawnAs),
        job,
      ).toBe(true);
    }
  });
});

const IDEA = (pet: Pet) => ({
  title: `${pet.author} Saves the Day`,
  description: `Something goes missing at home, and only ${pet.author} can find it.`,
});

const withQuestions = (pet: Pet) => pet.answers.map((a) => ({ ...a, question: 'q', hint: '' }));

/** The first hidden set, spent: each person's job answer and what they are. */
const SPENT: Array<[string, string, string | null]> = [
  ['Rolo', 'rolo is a sausage dog with a big attitude', 'dog'],
  ['Duchess', 'Our elderly Maine Coon. Queen of the radiator.', 'cat'],
  ['Nugget', 'Nugget is a hamster who escapes every night', 'hamster'],
  ['Pepper', "she's our rescue lurcher!!", 'dog'],
  ['Zeus', 'Zeus is a 40kg rottweiler who thinks he is a lapdog', 'dog'],
  ['Sir Hops', 'He is a house rabbit, litter trained and very judgmental', 'rabbit'],
  ['Coco', 'Coco es una perrita chihuahua muy valiente', 'dog'],
  ['Bella', 'Labrador retriever, 9 years young', 'dog'],
  ['Gizmo', 'a cockatiel that whistles the Archers theme tune', 'parrot'],
  ['Tank', "He's a tortoise, 60 years old, older than my dad", 'turtle'],
  ['Maggie', 'She works at the cat rescue and fosters kittens', null],
  ['Dev', 'Dev is a dog walker and part time DJ', null],
  ['Aoife', "She's a total mother hen to everyone", null],
  ['Raj', 'He is a cat dad to three rescue cats', null],
  ['Lena', 'Sie ist eine Tierärztin für Katzen und Hunde', null],
  ['Sol', 'Es un lince para los negocios', null],
  ['Ben', 'Ben is a bit of a dark horse', null],
  ['Kim', 'Horse whisperer and farrier', null],
];
