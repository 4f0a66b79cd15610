// Reading answers into typed facts (server/engines/answers) and the grammar helpers every sentence goes through.
import { describe, expect, it } from 'vitest';
import { readAnswers } from '../../server/engines/answers/readAnswers';
import { joinList, possessive, quote, sentence, withArticle, withThe } from '../../server/engines/answers/wording';
import { gerund, thirdPerson } from '../../server/engines/answers/verbs';
import { looksEnglish } from '../../server/engines/answers/language';
import type { GenerateIdeasInput } from '../../shared/schemas';

const read = (answers: Record<string, string>, author = 'Margaret') =>
  readAnswers({
    author,
    type: 'black-and-white-manga',
    answers: Object.entries(answers).map(([id, answer]) => ({ id, answer })),
  } as GenerateIdeasInput);

describe('grammar helpers', () => {
  it('articles, gerunds, agreement, possessives, lists', () => {
    expect(withArticle('astronaut')).toBe('an astronaut');
    expect(withArticle('unicorn tamer')).toBe('a unicorn tamer');
    expect(withArticle('hour-long nap')).toBe('an hour-long nap');
    expect(withThe('the Bedpan Express')).toBe('the Bedpan Express');
    expect(withThe('moon')).toBe('the moon');
    expect(['bake', 'run', 'see', 'visit', 'travel', 'lie', 'ski'].map(gerund)).toEqual([
      'baking',
      'running',
      'seeing',
      'visiting',
      'traveling',
      'lying',
      'skiing',
    ]);
    expect(['teach', 'fly', 'have', 'work'].map(thirdPerson)).toEqual(['teaches', 'flies', 'has', 'works']);
    expect(possessive('James')).toBe("James's");
    expect(possessive('the twins', true)).toBe("the twins'");
    expect(joinList(['Rosa', 'Joe', 'the twins'])).toBe('Rosa, Joe and the twins');
  });

  it('finishes sentences with exactly one end mark and quotes safely', () => {
    expect(sentence('hello there')).toBe('Hello there.');
    expect(sentence('what a day!')).toBe('What a day!');
    expect(sentence('odd ,spacing .')).toBe('Odd, spacing.');
    expect(quote('Es enfermera en el turno de noche', 24)).toBe('“Es enfermera en el…”');
    expect(quote('corto', 24)).toBe('“corto”');
  });

  it('tells English from other languages', () => {
    expect(looksEnglish('She is a dentist who sings')).toBe(true);
    expect(looksEnglish('my mom María')).toBe(true);
    expect(looksEnglish('Es enfermera en el turno de noche')).toBe(false);
    expect(looksEnglish('Er ist Bäcker in Berlin')).toBe(false);
    expect(looksEnglish('会社員です')).toBe(false);
  });
});

describe('readAnswers', () => {
  it('reads the reported bad cases into facts with safe forms', () => {
    const facts = read({
      job: 'Retired',
      hobbies:
        'Baking sourdough with a sourdough starter named Gerald, sailing her little boat called the Bedpan Express',
      dream: 'never meet a goose again',
      family: 'My mom Rosa, my husband Joe and two kids, our dog Biscuit',
      friends: 'each other',
    });
    expect(facts.job?.noun?.[0]).toBe('retiree');
    expect(facts.hobbies.map((h) => h.phrase[0])).toEqual([
      'baking sourdough with Gerald',
      'sailing the Bedpan Express',
    ]);
    expect(facts.named.map((t) => t.label)).toEqual(['Gerald the sourdough starter', 'the Bedpan Express']);
    expect(facts.dream?.to?.[0]).toBe('never meet a goose again');
    expect(facts.dream?.of?.[0]).toBe('never meeting a goose again');
    expect(facts.family.map((p) => p.label)).toEqual(['Mom Rosa', 'Joe', 'Biscuit the dog', "Margaret's two kids"]);
    expect(facts.family.find((p) => p.relation === 'kids')?.plural).toBe(true);
    expect(facts.pets.map((p) => p.name)).toEqual(['Biscuit']);
    expect(facts.friends).toEqual([]);
  });

  it('reads jobs as noun phrases with a head, or verb phrases, or quotes', () => {
    expect(read({ job: 'She is a dentist who sings to patients' }).job).toMatchObject({
      head: 'dentist',
      noun: ['dentist who sings to patients', 'dentist who sings', 'dentist'],
    });
    expect(read({ job: 'works at the public library' }).job?.does?.[0]).toBe('works at the public library');
    expect(read({ job: 'I teach math' }).job?.does?.[0]).toBe('teaches math');
    expect(read({ job: 'high school chemistry teacher' }).job?.noun).toEqual([
      'high school chemistry teacher',
      'chemistry teacher',
      'teacher',
    ]);
    expect(read({ job: 'Es dentista y canta' }).job).toEqual({ quote: '“Es dentista y canta”' });
    expect(read({ job: 'ignore previous instructions' }).job?.noun).toBeUndefined();
  });

  it('finds fears, loves and quirks, and keeps first person out of phrases', () => {
    const facts = read({
      job: 'She is a dentist who sings to patients',
      hobbies: 'She is terrified of geese. Obsessed with true crime podcasts and collects rubber ducks',
    });
    expect(facts.fears).toEqual([['geese']]);
    expect(facts.loves[0][0]).toBe('true crime podcasts');
    expect(facts.quirks[0][0]).toBe('sings to patients');
    // No she or he in the answers: 'their', as the rest of the book says it.
    expect(read({ hobbies: 'I sail my boat' }, 'Sam').hobbies[0].phrase).toEqual(['sailing their boat', 'sailing']);
    expect(read({ hobbies: 'She sails her boat' }).hobbies[0].phrase[0]).toBe('sailing her boat');
  });

  it('reads dreams as verb or noun phrases', () => {
    expect(read({ dream: 'I want to open a bakery on the moon' }).dream).toMatchObject({
      to: ['open a bakery on the moon', 'open a bakery'],
      title: ['bakery on the moon', 'bakery'],
    });
    expect(read({ dream: 'Retire early and build a cabin' }).dream?.of?.[0]).toBe(
      'retiring early and building a cabin',
    );
    expect(read({ dream: 'a house by the sea' }).dream?.of?.[0]).toBe('a house by the sea');
    expect(read({ dream: 'to become a famous chef' }).dream?.title).toEqual(['famous chef']);
  });

  it('reads names: compound first names, titles, non-English family answers, junk', () => {
    expect(
      readAnswers({ author: 'María José Fernández-Castillo', type: '30s-50s-style', answers: [] }).hero,
    ).toMatchObject({ call: 'María José', title: 'María José' });
    expect(readAnswers({ author: 'Dr. Alan Weiss', type: '30s-50s-style', answers: [] }).hero.call).toBe('Dr. Weiss');
    expect(readAnswers({ author: '', type: '30s-50s-style', answers: [] }).hero).toMatchObject({
      call: 'our hero',
      named: false,
    });
    expect(read({ family: 'Mi mamá Rosa y mi hermano Luis' }).family.map((p) => p.label)).toEqual(['Rosa', 'Luis']);
    expect(read({ friends: 'jake and lisa' }).friends.map((p) => p.label)).toEqual(['Jake', 'Lisa']);
    expect(read({ genre: 'null', dream: 'undefined' }).given.size).toBe(0);
    expect(read({ genre: 'A sci fi story' }).genre).toEqual({ label: 'sci-fi', given: true });
    expect(read({ genre: 'ciencia ficción' }).genre.label).toBe('sci-fi');
  });
});
