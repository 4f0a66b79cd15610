// People as they are (issue 46, part 5): the aids an answer gives the hero, read from answers generated the many
// ways people write them (a grammar of who, how and where in the answer, in the five built-in languages), and
// never someone else's aid ("pushes her grandad's wheelchair").
import { describe, expect, it } from 'vitest';
import { fill, NAMES, placed } from '../fixtures/aidAnswers';
import { heroAidsOf } from '../../server/engines/answers/heroAids';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { writeBookIn } from '../../server/engines/languageBooks/writeBookIn';

const WHEELCHAIR = [
  '{n} uses a wheelchair and never lets it slow {o} down',
  'Wheelchair racing is {p} life',
  '{n} is a wheelchair user and a champion baker',
  'plays wheelchair basketball every Saturday',
  'zooms around in {p} power chair',
  '{n} got a new wheelchair last year, bright red',
  'Usa silla de ruedas desde pequeña',
  'Il se déplace en fauteuil roulant',
  '{n} sitzt im Rollstuhl und liebt Basketball',
  'Ela usa cadeira de rodas e adora dançar',
];
const HEARING = [
  '{n} wears hearing aids, pink ones',
  'has a cochlear implant and loves music',
  'Lleva audífonos desde los cinco años',
  'porte des appareils auditifs',
  'trägt Hörgeräte',
  'usa aparelho auditivo',
];
const SOMEONE_ELSES = [
  '{n} pushes her grandad’s wheelchair to the park every Sunday',
  'Her brother’s crutches are always in the hall',
  "{n} keeps Tom's hearing aids charged for him",
  'Her grandma uses a wheelchair',
  'Her best friend Sam uses a wheelchair',
  'pushing his little sister in her wheelchair',
  "She doesn't need a wheelchair anymore",
  "Grandad's old red wheelchair",
  'helping people in wheelchairs',
  'la silla de ruedas de su abuelo',
  'den Rollstuhl ihrer Oma',
];

describe('the aids the answers give the hero', () => {
  it('finds a wheelchair and hearing aids written many ways, in five languages', () => {
    let people = 0;
    for (const [i, line] of WHEELCHAIR.entries()) {
      for (let k = 0; k < 3; k++) {
        const answer = placed(fill(line, i + k), k);
        expect(heroAidsOf(['Tasha', answer]), answer).toEqual(['wheelchair']);
        people++;
      }
    }
    for (const [i, line] of HEARING.entries()) {
      for (let k = 0; k < 3; k++) {
        const answer = placed(fill(line, i + k), k);
        expect(heroAidsOf([answer]), answer).toEqual(['hearing aids']);
        people++;
      }
    }
    expect(heroAidsOf(['She races wheelchairs and wears hearing aids'])).toEqual(['wheelchair', 'hearing aids']);
    expect(heroAidsOf(["She's a wheelchair user"])).toEqual(['wheelchair']);
    expect(heroAidsOf(["Maya's wheelchair is bright pink"], ['Maya'])).toEqual(['wheelchair']);
    // An answer about the family is about them: grandma's wheelchair there is hers.
    expect(heroAidsOf([{ id: 'family', answer: 'Grandma Rose, who uses a wheelchair' }])).toEqual([]);
    expect(heroAidsOf([{ id: 'hobbies', answer: 'wheelchair basketball' }])).toEqual(['wheelchair']);
    expect(people).toBeGreaterThanOrEqual(40);
  });

  it('finds a guide dog in five languages, and not someone else’s', () => {
    for (const answer of [
      'She walks everywhere with her guide dog Bella',
      'He has a seeing-eye dog called Max',
      'Va a todas partes con su perro guía, Luna',
      'Elle se promène avec son chien guide',
      'Er geht mit seinem Blindenführhund spazieren',
      'Anda sempre com o seu cão-guia',
    ]) {
      expect(heroAidsOf([answer]), answer).toEqual(['guide dog']);
    }
    // One who trains or raises them for others does not walk with one.
    for (const answer of ['She trains guide dogs for other people', 'She raises guide dog puppies']) {
      expect(heroAidsOf([answer]), answer).toEqual([]);
    }
  });

  it('does not give the hero someone else’s aid, nor one the answers never name', () => {
    for (const [i, line] of SOMEONE_ELSES.entries()) expect(heroAidsOf([fill(line, i)]), line).toEqual([]);
    expect(
      heroAidsOf(['Loves running marathons and wheel-thrown pottery', 'Dream: to see the northern lights']),
    ).toEqual([]);
  });

  it('writes a hero who uses a wheelchair racing and rolling, never sprinting, kneeling or standing', () => {
    const GENRES = ['superhero', 'mystery', 'fantasy adventure', 'sci-fi', 'comedy'];
    const FORBIDDEN =
      /^\s*\S+(?:\s+and\s+[^;,.]+?)?\s+(?:sprints?|runs?|dashes|jogs?|walks?|paces|leaps|jumps|kneels|stands)\b/u;
    let checked = 0;
    for (const [i, line] of WHEELCHAIR.slice(0, 6).entries()) {
      const name = NAMES[i % NAMES.length];
      const script = writeLocalScript({
        author: name,
        type: ['classic-superhero', 'black-and-white-manga', 'vintage-adventure'][i % 3],
        seed: i,
        pages: 20,
        idea: { title: `${name} Saves the Day`, description: `${name} races to save the town.` },
        answers: [
          { id: 'job', answer: `${fill(line, i)}. Works as a ${['nurse', 'teacher', 'baker'][i % 3]}.` },
          { id: 'family', answer: 'Her mum Priya and her little brother Dev' },
          { id: 'friends', answer: 'Best friend Zoe' },
          { id: 'hobbies', answer: 'wheelchair racing, drawing dragons' },
          { id: 'dream', answer: 'to race in the Paralympics' },
          { id: 'genre', answer: GENRES[i % GENRES.length] },
        ],
      });
      const hero = script.cast.find((c) => c.isHero)!.name;
      for (const panel of script.pages.flatMap((p) => p.panels)) {
        for (const clause of `${panel.action} ${panel.caption ?? ''}`.split(/(?<=[;.!?])/)) {
          if (!clause.trim().startsWith(hero)) continue;
          expect(clause, `${name}: ${clause}`).not.toMatch(FORBIDDEN);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('seats the hero in the directions of a book in Spanish, French, German or Portuguese, not in its words', () => {
    const FORBIDDEN =
      /^\s*\S+(?:\s+and\s+[^;,.]+?)?\s+(?:sprints?|runs?|dashes|jogs?|walks?|paces|leaps|jumps|kneels)\b/u;
    const BOOKS = [
      ['es', 'Usa silla de ruedas desde pequeña. Es enfermera.', 'Lucía'],
      ['fr', 'Elle se déplace en fauteuil roulant. Elle est infirmière.', 'Amélie'],
      ['de', 'Sie sitzt im Rollstuhl und arbeitet als Krankenschwester.', 'Greta'],
      ['pt', 'Ela usa cadeira de rodas e trabalha como enfermeira.', 'Joana'],
    ] as const;
    let seated = 0;
    for (const [language, days, name] of BOOKS) {
      for (const seed of [1, 2, 3]) {
        const input = {
          author: name,
          type: 'classic-superhero',
          seed,
          pages: 20,
          idea: { title: name, description: name },
          answers: [{ id: 'job', answer: days }],
        };
        const script = writeBookIn(language, input);
        const standing = writeBookIn(language, { ...input, answers: [{ id: 'job', answer: 'Es enfermera.' }] });
        for (const [p, page] of script.pages.entries()) {
          for (const [k, panel] of page.panels.entries()) {
            for (const clause of panel.action.split(/(?<=[;.!?])/)) {
              if (clause.trim().startsWith(name)) expect(clause, `${language}: ${clause}`).not.toMatch(FORBIDDEN);
            }
            if (panel.action !== standing.pages[p].panels[k].action) seated++;
          }
        }
        // The captions are the language's own words: no English seating is written into them.
        const captions = script.pages.flatMap((p) => p.panels.map((x) => x.caption ?? '')).join(' ');
        expect(captions, language).not.toMatch(
          /\b(?:races|rolls|wheels about|chair over|sits up|mid-roll|sitting tall)\b/,
        );
      }
    }
    expect(seated).toBeGreaterThan(12);
  });
});
