// The aids of the people around the hero, read from the answers (issue 46): whose a wheelchair or hearing aids
// are when the answer names someone else, in English and the other built-in languages; never the hero's, never
// one denied. The hero's own reader (heroAidsOf) leaves them alone.
import { describe, expect, it } from 'vitest';
import { castAidsOf } from '../../server/engines/answers/castAids';
import { heroAidsOf } from '../../server/engines/answers/heroAids';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';

const CAST = [
  { name: 'Maya', role: 'the hero', isHero: true },
  { name: 'Grandma Rose', role: 'her grandma', isHero: false },
  { name: 'Tom', role: 'her dad', isHero: false },
  { name: 'Sam', role: "Maya's brother", isHero: false },
  { name: 'Biscuit', role: 'her dog', isHero: false, kind: 'animal' as const },
];
const read = (answer: string, cast = CAST) => castAidsOf([{ id: 'family', answer }], cast, ['Maya']);

describe('the aids of the people around the hero', () => {
  it('gives an aid to the person the answer says it is', () => {
    expect(read('Her grandma uses a wheelchair.')).toEqual({ 'Grandma Rose': ['wheelchair'] });
    expect(read('She lives with her grandma, who wears hearing aids.')).toEqual({ 'Grandma Rose': ['hearing aids'] });
    expect(read('Her grandma Rose, who uses a wheelchair and wears hearing aids, lives next door.')).toEqual({
      'Grandma Rose': ['wheelchair', 'hearing aids'],
    });
    expect(read("She pushes Grandma Rose's wheelchair to the park.")).toEqual({ 'Grandma Rose': ['wheelchair'] });
    expect(read('Dad is on crutches after a ski trip; Gran wears hearing aids.')).toEqual({
      'Grandma Rose': ['hearing aids'],
      Tom: ['crutches'],
    });
    expect(read('Grandma uses a wheelchair and Dad wears hearing aids.')).toEqual({
      'Grandma Rose': ['wheelchair'],
      Tom: ['hearing aids'],
    });
    const withMum = [...CAST, { name: 'Priya', role: 'her mum', isHero: false }];
    expect(read('Mum and Dad both wear hearing aids.', withMum)).toEqual({
      Tom: ['hearing aids'],
      Priya: ['hearing aids'],
    });
    // "Both" is those said together just before, not everyone of the sentence.
    expect(read('Sam plays football, and Mum and Dad both wear hearing aids.', withMum)).toEqual({
      Tom: ['hearing aids'],
      Priya: ['hearing aids'],
    });
  });

  it('in other languages: the one named after it, the one a clause is about, the one the sentence opens with', () => {
    const abuelos = [
      { name: 'Lucía', role: 'la heroína', isHero: true },
      { name: 'Abuelo Paco', role: 'su abuelo', isHero: false },
      { name: 'Carmen', role: 'su abuela', isHero: false },
    ];
    expect(castAidsOf(['Empuja la silla de ruedas de su abuelo.'], abuelos, ['Lucía'])).toEqual({
      'Abuelo Paco': ['wheelchair'],
    });
    expect(castAidsOf(['Vive con su abuela, que usa audífonos.'], abuelos, ['Lucía'])).toEqual({
      Carmen: ['hearing aids'],
    });
    const opa = [
      { name: 'Emma', role: 'die Heldin', isHero: true },
      { name: 'Opa Heinz', role: 'ihr Opa', isHero: false },
    ];
    expect(castAidsOf(['Opa Heinz trägt Hörgeräte.'], opa, ['Emma'])).toEqual({ 'Opa Heinz': ['hearing aids'] });
    const papi = [
      { name: 'Chloé', role: "l'héroïne", isHero: true },
      { name: 'Papi Jean', role: 'son grand-père', isHero: false },
      { name: 'Mamie Jo', role: 'sa grand-mère', isHero: false },
    ];
    expect(castAidsOf(['Elle pousse le fauteuil roulant de sa grand-mère.'], papi, ['Chloé'])).toEqual({
      'Mamie Jo': ['wheelchair'],
    });
    expect(castAidsOf(['Papi a des appareils auditifs.'], papi, ['Chloé'])).toEqual({ 'Papi Jean': ['hearing aids'] });
  });

  it("leaves the hero's own, a denied one, an animal's and someone not in the cast to no one", () => {
    for (const answer of [
      "Maya's wheelchair is purple.",
      'She uses a wheelchair and loves racing.',
      "Grandma doesn't need her wheelchair anymore.",
      'Her teacher uses a wheelchair.',
      'She helps kids in wheelchairs at the club.',
      "Biscuit's wheelchair is for his back legs.",
      "Sam helps with Maya's wheelchair.",
      // Someone who takes the hero somewhere, or watches her, does not use it.
      'Dad takes her to wheelchair basketball every Saturday.',
      'Mum drives her to wheelchair racing.',
      'Dad built her a ramp for her wheelchair.',
      'Her grandma loves watching her race in her wheelchair.',
      'Grandpa Rose adores his granddaughter Maya, who uses a wheelchair.',
      'She will get a new wheelchair next year.',
      'Sam plays wheelchair basketball on Saturdays.',
      // A thing of the aid is not the aid; one made, lent or meant for her is not theirs; "had" is past.
      'Her dad has a wheelchair-accessible van.',
      'Dad needs a wheelchair ramp.',
      'Her mum has a hearing aid shop.',
      'Dad is on the wheelchair basketball team.',
      'Grandma has a wheelchair lift at home.',
      'Ihr Vater hat eine Rollstuhlrampe gebaut.',
      'Her dad has her wheelchair.',
      'Dad has a wheelchair for her in the car.',
      'Tom has a prosthetic leg he made for her.',
      'Dad had crutches when he broke his leg.',
      // Someone else's relative, or one who is not the cast's own.
      "Mum's sister wears hearing aids.",
      'She has a brother who uses a wheelchair.',
    ]) {
      expect(read(answer), answer).toEqual({});
    }
    // The same in the other languages: the hero's by name, denied, pushed by someone.
    const family = [
      { name: 'Lucía', role: 'la heroína', isHero: true },
      { name: 'Abuelo Paco', role: 'su abuelo', isHero: false },
      { name: 'Oma Gisela', role: 'ihre Oma', isHero: false },
      { name: 'Mamie Jo', role: 'sa grand-mère', isHero: false },
      { name: 'Papi Jean', role: 'son grand-père', isHero: false },
      { name: 'Vovó Lia', role: 'a avó', isHero: false },
    ];
    for (const answer of [
      'Su abuelo empuja la silla de ruedas de Lucía.',
      'Opa schiebt Lucías Rollstuhl.',
      'Oma braucht keinen Rollstuhl mehr.',
      "Mamie n'a plus besoin de son fauteuil roulant.",
      'A avó não usa mais cadeira de rodas.',
      'Vovó Lia empurra a cadeira de rodas da neta.',
      'Elle pousse son fauteuil roulant partout.',
    ]) {
      expect(castAidsOf([answer], family, ['Lucía']), answer).toEqual({});
    }
  });

  it('two heroes: what is said of the second is theirs, not the first’s', () => {
    const couple = [
      { name: 'Anna', role: 'the hero, a vet', isHero: true },
      { name: 'Ben', role: 'the hero, with Anna', isHero: true },
    ];
    const answer = 'Anna is a vet and Ben uses a wheelchair.';
    expect(castAidsOf([answer], couple, ['Anna'])).toEqual({ Ben: ['wheelchair'] });
    expect(heroAidsOf([{ id: 'job', answer }], ['Anna'], couple)).toEqual([]);
  });

  it('the hero is not given an aid a "who" clause gives someone else', () => {
    expect(
      heroAidsOf([{ id: 'hobbies', answer: 'She lives with her grandma, who uses a wheelchair.' }], ['Maya']),
    ).toEqual([]);
    expect(heroAidsOf([{ id: 'hobbies', answer: 'She uses a wheelchair and visits her grandma.' }], ['Maya'])).toEqual([
      'wheelchair',
    ]);
    for (const answer of [
      'She visits her grandma, who lives next door and uses a wheelchair.',
      'She reads to her grandpa, who is blind and uses a white cane.',
    ]) {
      expect(heroAidsOf([{ id: 'hobbies', answer }], ['Maya']), answer).toEqual([]);
    }
    // Said of one of the cast by name or family word, as their own reader finds it: not hers either.
    for (const answer of [
      'Dad uses a wheelchair.',
      'Grandma has hearing aids.',
      'Dad, who uses a wheelchair, coaches her.',
    ]) {
      expect(heroAidsOf([{ id: 'hobbies', answer }], ['Maya'], CAST), answer).toEqual([]);
    }
    // A "who" clause about someone who brought her to it leaves it hers.
    for (const answer of [
      'She trains with her coach who got her into wheelchair racing.',
      'She races with her friends who push her wheelchair.',
    ]) {
      expect(heroAidsOf([{ id: 'hobbies', answer }], ['Maya']), answer).toEqual(['wheelchair']);
    }
  });

  it('writes a relative who uses a wheelchair rolling and racing, never walking, running or kneeling', () => {
    const FORBIDDEN = /^\s*Grandma Rose\s+(?:sprints?|runs?|dashes|jogs?|walks?|paces|leaps|jumps|kneels|stands)\b/u;
    let hers = 0;
    for (let seed = 0; seed < 12; seed++) {
      const script = writeLocalScript({
        author: 'Maya',
        type: ['classic-superhero', 'black-and-white-manga', 'vintage-adventure'][seed % 3],
        seed,
        pages: 20,
        idea: { title: 'Maya Saves the Day', description: 'Maya and Grandma Rose race to save the town fair.' },
        answers: [
          { id: 'job', answer: 'She is in year five and loves football.' },
          { id: 'family', answer: 'Her grandma Rose, who uses a wheelchair, and her dad Tom' },
        ],
      });
      expect(script.cast.some((c) => c.name === 'Grandma Rose')).toBe(true);
      for (const panel of script.pages.flatMap((p) => p.panels)) {
        for (const clause of `${panel.action} ${panel.caption ?? ''}`.split(/(?<=[;.!?])/)) {
          if (!clause.trim().startsWith('Grandma Rose')) continue;
          expect(clause).not.toMatch(FORBIDDEN);
          hers++;
        }
      }
    }
    expect(hers).toBeGreaterThan(10);
  });
});
