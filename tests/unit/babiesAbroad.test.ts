// A baby in a book written in Spanish, French, German or Portuguese (server/engines/languageBooks): read as the
// family's baby ("nuestro bebé Noah", "notre bébé", "unser Baby", "nosso bebê"), named in the cast as such, never
// the one beside the hero, never given words; and a party caption that agrees with however many are named.
import { describe, expect, it } from 'vitest';
import { writeBookIn } from '../../server/engines/languageBooks/writeBookIn';
import type { WriterLanguage } from '../../server/engines/languageBooks/types';
import type { Script } from '../../shared/script';

const FAMILIES: Array<[WriterLanguage, string, string, RegExp]> = [
  ['es', 'mi marido Mateo y nuestro bebé Noah', 'nuestro bebé Noah', /^bebé de /],
  ['fr', 'mon mari Mateo et notre bébé Noah', 'notre bébé Noah', /^bébé de /],
  ['de', 'mein Mann Mateo und unser Baby Noah', 'unser Baby Noah', /^Baby von /],
  ['pt', 'meu marido Mateo e nosso bebê Noah', 'nosso bebê Noah', /^bebê de /],
];

function book(language: WriterLanguage, family: string, seed: number): Script {
  return writeBookIn(language, {
    author: 'Lucía',
    type: seed % 2 ? '30s-50s-style' : 'black-and-white-manga',
    seed,
    pages: 20,
    idea: { title: 'La gran aventura', description: 'Lucía salva la ciudad.' },
    answers: [
      { id: 'job', answer: 'enfermera' },
      { id: 'family', answer: family },
      { id: 'hobbies', answer: 'nadar' },
      { id: 'dream', answer: 'viajar a Japón' },
    ],
  });
}

const balloons = (script: Script) => script.pages.flatMap((p) => p.panels.flatMap((panel) => panel.balloons));

describe('a baby in a built-in language', () => {
  it('is the family’s baby, says no words, and the partner stays beside the hero', () => {
    for (const [language, family, alone, role] of FAMILIES)
      for (const seed of [1, 2, 3, 4]) {
        for (const answer of [family, alone]) {
          const script = book(language, answer, seed);
          expect(script.cast.find((c) => c.name === 'Noah')?.role, `${language} ${answer}`).toMatch(role);
          expect(
            balloons(script).filter((b) => b.speaker === 'Noah'),
            `${language} ${answer}`,
          ).toEqual([]);
        }
        expect(
          balloons(book(language, family, seed)).some((b) => b.speaker === 'Mateo'),
          language,
        ).toBe(true);
      }
  });

  it('names one or two at the party without a verb that counts them wrong', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const script = book('es', 'mi marido Mateo y mi hija Ana', seed);
      const captions = script.pages.flatMap((p) => p.panels.map((panel) => panel.caption ?? ''));
      expect(captions.join('\n')).not.toMatch(/celebran (?:su|tu) \p{L}+ \p{Lu}\p{L}*\.(?!\S)/u);
    }
  });
});
