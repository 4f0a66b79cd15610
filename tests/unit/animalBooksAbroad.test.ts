// An animal as the hero in Spanish, French, German and Portuguese (issue 46; scenes/animal.ts and
// copy/<language>/animal.ts), over pets written the ways people describe them, with families of several
// relations: the book is the animal's (it thinks and makes its own sound, never talks), the family talks to it
// by its name and never by a family word the answers meant for the writer ("su nieta Lucía" does not call the
// dog "abuela"), no villain, ideas an animal lives, and at 8 and 20 pages every panel with words.
import { describe, expect, it } from 'vitest';
import { heroAnimal } from '../../server/engines/answers/animalHero';
import { writeBookIn } from '../../server/engines/languageBooks/writeBookIn';
import { ideasIn } from '../../server/engines/languageBooks/ideasIn';
import { BUILT_IN } from '../../server/engines/languageBooks/builtInLanguages';
import type { WriterLanguage } from '../../server/engines/languageBooks/types';
import { seededRandom } from '../../server/lib/seededRandom';

interface Pet {
  language: WriterLanguage;
  author: string;
  answers: { id: string; answer: string }[];
}

/** Per language: how people say what their pet is, the pets, and families written with relations. */
/** A whole corpus of books: pure work, bounded by a net far above its few seconds on a loaded machine. */
const CORPUS = { timeout: 90_000 };

const GRAMMAR: Record<WriterLanguage, { kinds: string[]; names: string[]; families: string[]; hobbies: string[] }> = {
  es: {
    kinds: [
      'Es un perro muy travieso',
      'Es una gata muy curiosa',
      'Es un conejo dormilón',
      'Es un gato naranja muy glotón',
    ],
    names: ['Toby', 'Luna', 'Coco', 'Chispa'],
    families: ['Su dueña Lucía y su abuelo Pedro', 'Mi hija Sara y mi marido Luis', 'Los niños, Pablo y Marta'],
    hobbies: ['Jugar con la pelota', 'Dormir al sol', 'Comer zanahorias'],
  },
  fr: {
    kinds: ['C’est un chien qui adore les balles', 'C’est une chatte très câline', 'C’est un lapin très curieux'],
    names: ['Caramel', 'Filou', 'Praline'],
    families: [
      'Sa famille : Léa et son grand-père Marc',
      'Ma fille Chloé et mon mari Paul',
      'Les enfants, Hugo et Jade',
    ],
    hobbies: ['Courir après les balles', 'Dormir au soleil', 'Manger des carottes'],
  },
  de: {
    kinds: ['Er ist ein kleiner Dackel', 'Sie ist eine kleine Katze', 'Er ist ein neugieriges Kaninchen'],
    names: ['Bello', 'Minka', 'Hoppel'],
    families: ['Meine Tochter Mia und mein Mann Jonas', 'Die Kinder, Emma und Emil', 'Oma Hilde und Lena'],
    hobbies: ['Bälle jagen', 'In der Sonne schlafen', 'Karotten fressen'],
  },
  pt: {
    kinds: ['É um cachorro muito brincalhão', 'É uma cachorrinha muito esperta', 'É um coelho muito curioso'],
    names: ['Pipoca', 'Thor', 'Paçoca'],
    families: ['Minha filha Ana e meu marido Pedro', 'As crianças, Lucas e Bia', 'A família: Ana e a avó Rosa'],
    hobbies: ['Correr no quintal', 'Dormir no sol', 'Comer cenoura'],
  },
};

function pets(count: number): Pet[] {
  const rng = seededRandom(46);
  const pick = <T>(list: T[]) => list[Math.floor(rng() * list.length)];
  return (Object.keys(GRAMMAR) as WriterLanguage[]).flatMap((language) =>
    Array.from({ length: count }, () => {
      const g = GRAMMAR[language];
      return {
        language,
        author: pick(g.names),
        answers: [
          { id: 'job', answer: pick(g.kinds) },
          { id: 'family', answer: pick(g.families) },
          { id: 'hobbies', answer: pick(g.hobbies) },
        ],
      };
    }),
  );
}

/** Family words nobody calls a pet by. */
const FAMILY_WORDS =
  /abuel|mamá|papá|\bmami\b|\bOma\b|\bOpa\b|\bMama\b|\bPapa\b|mamie|papi|papy|vov[óô]|\bmãe\b|\bpai\b/;

describe('an animal as the hero in the other built-in languages', () => {
  it('is the animal’s book: thoughts and its sound, talked to by name, no villain, ideas it lives', CORPUS, () => {
    const corpus = pets(10);
    for (const [i, pet] of corpus.entries()) {
      const animal = heroAnimal(pet);
      expect(animal, JSON.stringify(pet.answers)).not.toBeNull();
      const pages = [8, 20][i % 2];
      const script = writeBookIn(pet.language, {
        author: pet.author,
        type: i % 3 ? '30s-50s-style' : 'black-and-white-manga',
        answers: pet.answers,
        idea: { title: pet.author, description: pet.author },
        seed: i,
        pages,
      });
      const label = `${pet.language} ${pet.author} (${pages} pages): ${JSON.stringify(pet.answers)}`;
      const hero = script.cast.find((c) => c.isHero)!;
      expect([hero.kind, hero.species], label).toEqual(['animal', animal!.species]);
      expect(
        script.cast.filter((c) => c.drawnAs === 'the villain'),
        label,
      ).toEqual([]);
      const sound = (BUILT_IN[pet.language].copy.sounds as Record<string, string>)[animal!.species];
      const panels = script.pages.flatMap((p) => p.panels);
      const balloons = panels.flatMap((p) => p.balloons);
      // The hero never talks: it thinks, or makes its own sound.
      const said = balloons.filter((b) => b.speaker === hero.name && b.kind !== 'thought').map((b) => b.text);
      expect([...new Set(said)], label).toEqual(said.length ? [sound] : []);
      expect(balloons.filter((b) => b.speaker === hero.name && b.kind === 'thought').length, label).toBeGreaterThan(2);
      // The family talks to it by its name, never by a word of their own family.
      const theirs = balloons.filter((b) => b.speaker !== hero.name).map((b) => b.text);
      expect(
        theirs.filter((text) => FAMILY_WORDS.test(text)),
        label,
      ).toEqual([]);
      expect(
        theirs.some((text) => text.includes(hero.name)),
        label,
      ).toBe(true);
      for (const panel of panels)
        expect(Boolean(panel.caption || panel.balloons.length), `${label}: ${panel.action}`).toBe(true);
      const offered = ideasIn(pet.language, pet, i, 3);
      expect(
        offered.keys.every((key) => key.startsWith('a-')),
        JSON.stringify(offered.ideas),
      ).toBe(true);
    }
    expect(corpus).toHaveLength(40);
  });
});
