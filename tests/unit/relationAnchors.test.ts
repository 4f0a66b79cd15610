// Whose wife, son or grandmother an answer means (issue 46, "relations read with their anchor"), over family
// answers generated the ways people write them: a relative's partner and children named after the relative
// ('her son Staś and his wife Çağla', 'my sister Mia, her husband Tom and their daughter Lily'), a partner's
// parents, twins of a relation, a grandparent's partner named as the grandchildren call them, and lists of the
// hero's own that only look alike ('her daughter Amy and her son Sam'). Every person must be read as the one the
// answer means, and the book must never call them what they are not.
import { describe, expect, it } from 'vitest';
import { readAnswers } from '../../server/engines/answers/readAnswers';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import type { GenerateIdeasInput } from '../../shared/schemas';

/** A seeded choice, so a failure names a person that can be written again. */
function chooser(seed: number) {
  let state = seed >>> 0 || 1;
  return <T>(items: readonly T[]): T => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return items[state % items.length];
  };
}

const NAMES = [
  'Çağla',
  'Staś',
  'Ngozi',
  'Siobhán',
  'Łukasz',
  'Mei',
  'Aarav',
  'Zoë',
  'José',
  'Björn',
  'Hana',
  'Oisín',
  'Amara',
  'Tomás',
  'Priya',
  'Kofi',
  'Ingrid',
  'Yusuf',
  'Leilani',
  'Dmitri',
  'Anaïs',
  'Chidi',
  'Rosa',
  'Ewan',
  'Mateo',
  'Sunita',
] as const;

type Gender = 'she' | 'he';
interface WrittenFamily {
  label: string;
  author: string;
  gender: Gender;
  /** The job answer: says the hero's gender and age, as people do ('retired nurse, nan of three'). */
  job: string;
  family: string;
  /** Each named person and what the answer means: to the hero ('Staś' → 'son'), or another's ('mum of Alex'). */
  means: Record<string, string>;
}

const HEROES: Record<Gender, Array<[string, string]>> = {
  she: [
    ['Małgorzata Nowak', 'retired teacher and proud grandma'],
    ['Funmi Adeyemi', 'she is a retired midwife'],
    ['Edith Clarke', 'she ran the village shop for forty years'],
  ],
  he: [
    ['Joe Byrne', 'retired bus driver, he drove the 46A'],
    ['Arjun Mehta', 'he is a retired engineer'],
    ['Lars Eriksen', 'he fixes boats, retired now'],
  ],
};

/** One family answer with an anchored relation, and what it means. */
const SHAPES: Array<
  (
    pick: ReturnType<typeof chooser>,
    g: Gender,
    n: () => string,
  ) => Omit<WrittenFamily, 'label' | 'author' | 'gender' | 'job'>
> = [
  // A child and their spouse, joined by 'and' or after a change of possessive.
  (pick, g, n) => {
    const [a, b] = [n(), n()];
    const son = pick([true, false]);
    const own = g === 'she' ? 'Her' : 'His';
    const spouse = son ? 'his wife' : 'her husband';
    const joiner = pick([' and ', ', ', ' with ']);
    // 'His son Mateo and his wife Kofi' for a grandfather may be his own wife: the same possessive twice is not
    // generated with one meaning (the reader takes it as a list of the hero's own, as the last shape checks).
    const same = (g === 'he') === son;
    const lead =
      joiner === ', ' ? (same ? 'My ' : `${pick(['My', own])} `) : pick(['', 'My ', ...(same ? [] : [`${own} `])]);
    return {
      family: `${lead}${son ? 'son' : 'daughter'} ${a}${joiner}${spouse} ${b}`,
      means: { [a]: son ? 'son' : 'daughter', [b]: son ? 'daughter-in-law' : 'son-in-law' },
    };
  },
  // A child, their spouse and their children: the hero's grandchildren.
  (pick, _g, n) => {
    const [a, b, c, d] = [n(), n(), n(), n()];
    const kids = pick(['kids', 'children']);
    const grandchild = kids === 'kids' ? 'grandkid' : 'grandchild';
    return {
      family: `my daughter ${a}, her husband ${b} and their ${kids} ${c} and ${d}`,
      means: { [a]: 'daughter', [b]: 'son-in-law', [c]: grandchild, [d]: grandchild },
    };
  },
  // A sibling, their spouse and their child: an in-law, a niece or a nephew.
  (pick, _g, n) => {
    const [a, b, c] = [n(), n(), n()];
    const sister = pick([true, false]);
    const daughter = pick([true, false]);
    return {
      family:
        `my ${sister ? 'sister' : 'brother'} ${a}, ${sister ? 'her husband' : 'his wife'} ${b} ` +
        `and their ${daughter ? 'daughter' : 'son'} ${c}`,
      means: {
        [a]: sister ? 'sister' : 'brother',
        [b]: sister ? 'brother-in-law' : 'sister-in-law',
        [c]: daughter ? 'niece' : 'nephew',
      },
    };
  },
  // A partner's parent.
  (pick, g, n) => {
    const [a, b] = [n(), n()];
    const wife = g === 'he';
    const parent = pick(['mum', 'mom', 'dad']);
    return {
      family: `my ${wife ? 'wife' : 'husband'} ${a} and ${wife ? 'her' : 'his'} ${parent} ${b}`,
      means: { [a]: wife ? 'wife' : 'husband', [b]: parent === 'dad' ? 'father-in-law' : 'mother-in-law' },
    };
  },
  // A partner's or a fiancé(e)'s family: theirs, in the answer's own word; a fiancée is a fiancée.
  (pick, _g, n) => {
    const [a, b] = [n(), n()];
    const partner = pick(['partner', 'fiancé', 'fiancée']);
    const pronoun = partner === 'fiancé' ? 'his' : partner === 'fiancée' ? 'her' : pick(['his', 'her']);
    const relative = pick(['mum', 'brother', 'sister', 'dad']);
    return {
      family: `my ${partner} ${a} and ${pronoun} ${relative} ${b}`,
      means: { [a]: partner, [b]: `${relative} of ${a}` },
    };
  },
  // Step-, half-, foster and adoptive families are family.
  (pick, _g, n) => {
    const [a, b] = [n(), n()];
    const [first, one] = pick([
      ['stepdaughter', 'stepdaughter'],
      ['foster son', 'son'],
      ['adopted daughter', 'daughter'],
      ['half-brother', 'half-brother'],
    ] as const);
    const second = pick(['stepson', 'stepbrother', 'half-sister']);
    return { family: `my ${first} ${a} and my ${second} ${b}`, means: { [a]: one, [b]: second } };
  },
  // Twins of a relation are each that relation.
  (pick, _g, n) => {
    const [a, b] = [n(), n()];
    const kind = pick(['daughters', 'sons', 'granddaughters']);
    const one = kind.replace(/s$/, '');
    return { family: `${pick(['our ', 'my ', ''])}twin ${kind} ${a} and ${b}`, means: { [a]: one, [b]: one } };
  },
  // A grandparent's partner, named as the grandchildren call them.
  (pick, g, n) => {
    const [a, b, c] = [n(), n(), n()];
    const title = g === 'he' ? pick(['Grandma', 'Nana', 'Granny']) : pick(['Grandpa', 'Grandad']);
    return {
      family: `${title} ${a}, our son ${b} and the grandkids ${c}`,
      means: { [a]: g === 'he' ? 'wife' : 'husband', [b]: 'son', [c]: 'grandkid' },
    };
  },
  // A relative's partner and children said by the relative's name, and a grandparent's partner after them:
  // 'His son Dev and Dev's wife Priya, their twin daughters Maya and Tara, and Grandma Rose'.
  (pick, g, n) => {
    const [a, b, c, d, e] = [n(), n(), n(), n(), n()];
    const son = pick([true, false]);
    const [kids, one] = pick([
      ['twin daughters', 'granddaughter'],
      ['girls', 'granddaughter'],
      ['boys', 'grandson'],
      ['kids', 'grandkid'],
    ] as const);
    const own = pick(['My', g === 'she' ? 'Her' : 'His']);
    const title = g === 'he' ? pick(['Grandma', 'Nana', 'Granny']) : pick(['Grandpa', 'Grandad']);
    return {
      family:
        `${own} ${son ? 'son' : 'daughter'} ${a} and ${a}'s ${son ? 'wife' : 'husband'} ${b}, ` +
        `their ${kids} ${c} and ${d}, and ${title} ${e}`,
      means: {
        [a]: son ? 'son' : 'daughter',
        [b]: son ? 'daughter-in-law' : 'son-in-law',
        [c]: one,
        [d]: one,
        [e]: g === 'he' ? 'wife' : 'husband',
      },
    };
  },
  // The hero's own, listed with the same possessive: nobody is anyone else's.
  (pick, g, n) => {
    const [a, b] = [n(), n()];
    const own = g === 'she' ? 'her' : 'his';
    const first = pick(['daughter', 'son']);
    const second = pick(['son', 'daughter', 'granddaughter']);
    return { family: `${own} ${first} ${a} and ${own} ${second} ${b}`, means: { [a]: first, [b]: second } };
  },
];

function writtenFamilies(count: number): WrittenFamily[] {
  return Array.from({ length: count }, (_, i) => {
    const pick = chooser(i + 7);
    const gender: Gender = i % 2 ? 'he' : 'she';
    const [author, job] = pick(HEROES[gender]);
    const used = new Set<string>([author.split(' ')[0]]);
    const name = () => {
      let next = pick(NAMES);
      while (used.has(next)) next = NAMES[(NAMES.indexOf(next) + 1) % NAMES.length];
      used.add(next);
      return next;
    };
    const shape = SHAPES[i % SHAPES.length](pick, gender, name);
    return { label: `#${i} ${author}: ${shape.family}`, author, gender, job, ...shape };
  });
}

const FAMILIES = writtenFamilies(90);
const inputOf = (f: WrittenFamily): GenerateIdeasInput => ({
  author: f.author,
  type: 'black-and-white-manga',
  answers: [
    { id: 'job', answer: f.job },
    { id: 'family', answer: f.family },
    { id: 'hobbies', answer: 'gardening and long walks' },
  ],
});

describe('relations read with their anchor', () => {
  it('reads each named person as the relation the answer means, over 90 written families', () => {
    const wrong: string[] = [];
    for (const f of FAMILIES) {
      const facts = readAnswers(inputOf(f));
      const read = Object.fromEntries(facts.family.map((p) => [p.name, `${p.relation}${p.of ? ` of ${p.of}` : ''}`]));
      for (const [name, relation] of Object.entries(f.means)) {
        if (read[name] !== relation) wrong.push(`${f.label}: ${name} read as ${read[name]}, means ${relation}`);
      }
      if (facts.hero.pronouns?.subject !== f.gender)
        wrong.push(`${f.label}: the hero read as ${facts.hero.pronouns?.subject}`);
    }
    expect(wrong).toEqual([]);
  });

  it('never makes someone the hero’s partner, nor a partner someone else, in the cast or the captions', () => {
    const wrong: string[] = [];
    for (const [i, f] of FAMILIES.entries()) {
      const script = writeLocalScript({
        ...inputOf(f),
        idea: { id: 'i', title: 'A Day to Remember', description: 'An ordinary day turns into an adventure.' },
        pages: 20,
        seed: i + 1,
      } as Parameters<typeof writeLocalScript>[0]);
      const hero = script.cast.find((c) => c.isHero)!.name;
      for (const [name, relation] of Object.entries(f.means)) {
        const member = script.cast.find((c) => c.name === name || c.name.endsWith(` ${name}`));
        if (!member) continue;
        const partner = /^(?:wife|husband)$/.test(relation);
        const saysPartner = /\b(?:wife|husband)$/.test(member.role);
        if (partner !== saysPartner) wrong.push(`${f.label}: ${name} is "${member.role}"`);
        const captions = script.pages.flatMap((p) => p.panels.map((panel) => panel.caption ?? ''));
        const called = captions.find((c) => new RegExp(`${name}, ${hero}’?'?s (?:wife|husband)`).test(c));
        if (called && !partner) wrong.push(`${f.label}: "${called}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reads Nan in a parent’s family as the children’s grandparent, in a grandparent’s as a partner', () => {
    const read = (author: string, job: string, family: string) =>
      Object.fromEntries(
        readAnswers({
          author,
          type: 'black-and-white-manga',
          answers: [
            { id: 'job', answer: job },
            { id: 'family', answer: family },
          ],
        }).family.map((p) => [p.name, `${p.relation}${p.of ? ` of ${p.of}` : ''}`]),
      );
    for (const [title, word] of [
      ['Nan', 'nan'],
      ['Grandma Rose', 'grandma'],
      ['Grandpa Joe', 'grandpa'],
    ]) {
      const name = title.split(' ').pop()!;
      expect(
        read('Mum & Dad', 'Mum is a baker and Dad fixes boilers', `Their kids Sam and Ellie, and ${title}`),
      ).toMatchObject({
        Sam: 'kid',
        Ellie: 'kid',
        [name]: `${word} of Sam and Ellie`,
      });
      expect(read('Priya Shah', 'She is a nurse', `Her son Leo and ${title}`)[name]).toBe(`${word} of Leo`);
      // Said as hers, she is hers; in a grandparent's family, a partner.
      expect(read('Priya Shah', 'She is a nurse', `Her son Leo and her ${title.toLowerCase()}`)).not.toHaveProperty(
        name,
        `${word} of Leo`,
      );
    }
    expect(read('Joe Byrne', 'Retired bus driver', 'His son Dev, his granddaughter Maya and Grandma Rose').Rose).toBe(
      'wife',
    );
  });

  it('casts a parent’s twins as their children ("one of her twins"), a twin sister as a sister', () => {
    const roles = (family: string) =>
      writeLocalScript({
        author: 'Rosa Díaz',
        type: '30s-50s-style',
        answers: [{ id: 'family', answer: family }],
        idea: { title: 'A Day Out', description: 'Rosa has a day out.' },
        seed: 1,
        pages: 8,
      }).cast.map((c) => `${c.name}: ${c.role}`);
    expect(roles('Her twins Maya and Leo')).toEqual(
      expect.arrayContaining(['Maya: one of her twins', 'Leo: one of her twins']),
    );
    expect(roles('Her twin sister Maya')).toEqual(expect.arrayContaining(['Maya: her sister']));
  });
});
