// People as they are (issue 46, part 5): glasses, a walking stick and a walking frame read from answers written
// the many ways people write them (a grammar of how it is said and where in the answer, in the five built-in
// languages), never from the words' other meanings (sunglasses, a glass of wine, a dog walker, a candy cane, a
// fishing rod, "le soleil brille"), a denial, someone else's, or one made for others. Glasses the answers name
// are not drawn over a photo (it shows the person's own); the card's tick is.
import { describe, expect, it } from 'vitest';
import { fill, placed } from '../fixtures/aidAnswers';
import { castAidsOf } from '../../server/engines/answers/castAids';
import { heroAidsOf, onPhoto } from '../../server/engines/answers/heroAids';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import type { HeroAid } from '../../shared/heroAids';

const SAID: Record<'glasses' | 'walking stick' | 'walker', string[]> = {
  glasses: [
    '{n} wears glasses',
    'always losing {p} reading glasses',
    'big round glasses and a bigger laugh',
    '{n} has worn spectacles since {s} was six',
    'Lleva gafas desde pequeña',
    'Elle porte des lunettes rouges',
    'Er trägt eine Brille',
    '{n} trägt Brille und liebt Bücher',
    'Usa óculos para ler',
    'Usa lentes desde niña',
    '{n} wears specs',
    'Sie braucht eine Lesebrille',
  ],
  'walking stick': [
    '{n} walks with a stick these days',
    'never without {p} walking stick',
    '{n} uses a cane since the hip operation',
    'Camina con bastón',
    'Il marche avec une canne',
    'Er geht mit einem Gehstock',
    'Anda de bengala',
    '{s} has been walking with a stick since the hip operation',
    'Il marche avec des cannes',
  ],
  walker: [
    '{n} uses a walker to get around',
    '{n} gets about with a zimmer frame',
    'pushes {p} rollator to the shops every morning',
    'Usa un andador',
    'Elle se déplace avec un déambulateur',
    'Sie geht mit dem Rollator spazieren',
  ],
};
const NOT_AN_AID = [
  'Loves sunglasses and sunny days',
  'Never without her sun glasses',
  'We raise our glasses to her every Christmas',
  'Two glasses of wine on a Friday',
  'collects vintage wine glasses',
  'He works as a dog walker',
  'A keen walker and hill climber',
  'Reads Alice Walker',
  'Candy canes at Christmas',
  'He grows sugar cane',
  'Le soleil brille',
  'Sa passion brille dans ses yeux',
  'Va de vacaciones con gafas de sol',
  'la canne à pêche de son grand-père',
  'Cannes film festival every May',
  'An optician who fits glasses for the whole town',
  'She makes walking sticks from hazel',
  "He doesn't need his walking stick anymore",
  'No lleva gafas',
  'Il ne porte pas de lunettes',
  'Er trägt keine Brille',
  'Ela usa óculos de sol',
  'Her grandma uses a walker',
  "Shift manager at Raising Cane's",
  'Elle adore la pêche à la canne',
  'Le encantan los bastones de caramelo',
  'She loves hill walking with her walking sticks',
  'polishing glasses and pulling pints',
  'Es óptica y vende gafas',
  'Opticienne, elle vend des lunettes',
  'lunettes de piscine',
  'óculos de realidade virtual',
  'Best friends with Walker since school',
  'vit près de Cannes',
];

describe('glasses, a walking stick and a walking frame in the answers', () => {
  it('are the hero’s, written many ways in five languages', () => {
    let people = 0;
    for (const [aid, lines] of Object.entries(SAID) as [HeroAid, string[]][]) {
      for (const [i, line] of lines.entries()) {
        for (let k = 0; k < 3; k++) {
          const answer = placed(fill(line, i + k), k);
          expect(heroAidsOf([answer]), answer).toEqual([aid]);
          people++;
        }
      }
    }
    expect(heroAidsOf(['Wears glasses and walks with a stick'])).toEqual(['walking stick', 'glasses']);
    expect(people).toBeGreaterThanOrEqual(60);
  });

  it('are not read from the words’ other meanings, a denial, someone else’s or things made for others', () => {
    for (const [i, line] of NOT_AN_AID.entries()) {
      for (let k = 0; k < 3; k++) {
        const answer = placed(fill(line, i + k), k);
        expect(heroAidsOf([answer]), answer).toEqual([]);
      }
    }
  });

  it('make a blind person’s cane their white cane, and keep what is always with them in every language', () => {
    for (const answer of [
      'She is blind and uses a cane',
      'Es ciega y usa bastón',
      'Elle est aveugle et se déplace avec sa canne',
      'Ela é cega e usa bengala',
    ])
      expect(heroAidsOf([answer]), answer).toEqual(['white cane']);
    expect(heroAidsOf(['Blind date disaster, uses a cane'])).toEqual(['walking stick']);
    for (const answer of [
      "She's a nurse, plus she uses a wheelchair",
      "Depuis plus d'un an elle se déplace en fauteuil roulant",
      'Nunca sale de casa sin su silla de ruedas',
    ])
      expect(heroAidsOf([answer]), answer).toEqual(['wheelchair']);
    expect(heroAidsOf(['Elle ne sort jamais sans sa canne'])).toEqual(['walking stick']);
    expect(heroAidsOf(['Ela nunca sai sem os óculos'])).toEqual(['glasses']);
    expect(heroAidsOf(["Elle n'a plus besoin de son fauteuil roulant"])).toEqual([]);
  });

  it('are a relative’s when the answer says so', () => {
    const cast = [
      { name: 'Maya', role: 'hero', isHero: true },
      { name: 'Grandpa Joe', role: 'her grandpa', isHero: false },
    ];
    const answers = [{ id: 'family', answer: 'Grandpa Joe wears glasses and uses a walker' }];
    expect(castAidsOf(answers, cast, ['Maya'])).toEqual({ 'Grandpa Joe': ['walker', 'glasses'] });
    expect(heroAidsOf(answers, ['Maya'], cast)).toEqual([]);
  });

  it('writes someone with crutches, a stick or a frame hurrying, never sprinting or leaping', () => {
    const FORBIDDEN = /^\s*\S+(?:\s+and\s+[^;,.]+?)?\s+(?:sprints?|runs?|dashes|jogs?|leaps|jumps over)\b/u;
    let checked = 0;
    for (const [i, line] of [
      'Retired postman. He gets about with a walker these days.',
      'She walks with a stick since the hip operation, and runs the allotment society.',
      'He has been on crutches since the skiing accident. Works as a chef.',
    ].entries()) {
      for (const seed of [1, 2, 3, 4]) {
        const name = ['Walter', 'Edith', 'Kwame'][i];
        const script = writeLocalScript({
          author: name,
          type: 'classic-superhero',
          seed,
          pages: 20,
          idea: { title: `${name} Saves the Day`, description: `${name} races to save the town.` },
          answers: [
            { id: 'job', answer: line },
            { id: 'family', answer: 'Their granddaughter Lily' },
            { id: 'hobbies', answer: 'crosswords and feeding the ducks' },
          ],
        });
        for (const panel of script.pages.flatMap((p) => p.panels)) {
          for (const clause of `${panel.action} ${panel.caption ?? ''}`.split(/(?<=[;.!?])/)) {
            if (!clause.trim().startsWith(name)) continue;
            expect(clause, `${name}: ${clause}`).not.toMatch(FORBIDDEN);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('draws glasses over a photo only when the card chose them', () => {
    expect(onPhoto(['wheelchair', 'glasses'], [])).toEqual(['wheelchair']);
    expect(onPhoto(['wheelchair', 'glasses'], ['glasses'])).toEqual(['wheelchair', 'glasses']);
    expect(onPhoto(['walker'], undefined)).toEqual(['walker']);
  });
});
