// Answers as people write them about their work, their crowd and their dreams, read into books that say them
// right: a job with its hours before it ('they work nights as a baker' is a baker), a parent at home all day,
// friends as a crowd ('old mates from the depot' is nobody called Mates; 'my mates Dave and Steve' is two
// people), a dream typed about a hero called 'they' said in the hero's own mouth ('my own bakery'), a
// senior's grown-up children who talk like grown-ups, and a crowd that says 'we'.
import { describe, expect, it } from 'vitest';
import { readJob } from '../../server/engines/answers/job';
import { readPeople } from '../../server/engines/answers/people';
import { generateLocalIdeas } from '../../server/engines/ideas/localIdeas';
import { heroSays } from '../../server/engines/script/story';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import type { Script } from '../../shared/script';

const answers = (pairs: Record<string, string>) => Object.entries(pairs).map(([id, answer]) => ({ id, answer }));
const STYLES = ['black-and-white-manga', '30s-50s-style'] as const;

function book(author: string, pairs: Record<string, string>, seed: number): Script {
  const type = STYLES[seed % 2];
  const input = { author, type, answers: answers(pairs) };
  const idea = generateLocalIdeas(input, seed)[seed % 3];
  return writeLocalScript({ ...input, idea, pages: 20, seed });
}

const balloonsOf = (script: Script, speaker?: string) =>
  script.pages.flatMap((p) =>
    p.panels.flatMap((panel) => panel.balloons.filter((b) => !speaker || b.speaker === speaker)),
  );
const everyText = (script: Script) =>
  [
    script.title,
    script.dedication,
    ...script.cast.map((c) => c.role),
    ...script.pages.flatMap((p) => [
      p.title,
      p.summary,
      ...p.panels.flatMap((panel) => [panel.caption ?? '', panel.action, ...panel.balloons.map((b) => b.text)]),
    ]),
  ].join('\n');

describe('a job said with its hours or its manner', () => {
  const subjects = ['work', 'I work', 'they work', 'She works', 'Sam works'];
  const middles = ['nights', 'part-time', 'weekends', 'full time', 'evenings and weekends', 'hard'];
  const jobs = ['baker', 'nurse', 'cashier', 'lifeguard', 'bus driver'];

  it('is the job: every subject, every way of saying when, every trade', () => {
    for (const subject of subjects)
      for (const middle of middles)
        for (const job of jobs) {
          const typed = `${subject} ${middle} as a ${job}`;
          expect(readJob(typed, 'Sam Okafor', undefined).job?.noun?.[0], typed).toBe(job);
        }
  });

  it('reads the work after words that say who the hero is', () => {
    const said: Array<[string, string]> = [
      ['Deaf, teaches BSL at the community college', 'teaches BSL at the community college'],
      ['widowed, retired school cook', 'retired school cook'],
      ['mum of 3, part time nurse', 'part-time nurse'],
      ['proud dad, electrician', 'electrician'],
      ['nurse, mum of 3', 'nurse'],
    ];
    for (const [typed, work] of said) {
      const { job } = readJob(typed, 'Tomasz', undefined);
      expect(job?.noun?.[0] ?? job?.does?.[0], typed).toBe(work);
      expect(job?.noun ?? [], typed).not.toContain('time nurse');
    }
  });

  it('keeps where the work is done as what the hero does', () => {
    expect(readJob('works at the bakery as a baker', 'Sam', undefined).job?.does?.[0]).toBe(
      'works at the bakery as a baker',
    );
    expect(readJob('I work from home as a designer', 'Sam', undefined).job?.does?.[0]).toBe(
      'works from home as a designer',
    );
  });

  it('reads a parent at home all day as a stay-at-home parent, and the book goes to the playground', () => {
    const said = {
      'stay at home dad to twins': 'stay-at-home dad to twins',
      'Stay-at-home mum': 'stay-at-home mum',
      'stay at home mom of three kids': 'stay-at-home mom of three kids',
      'I am a stay at home parent': 'stay-at-home parent',
    };
    for (const [typed, noun] of Object.entries(said))
      expect(readJob(typed, 'Dad', undefined).job?.noun?.[0], typed).toBe(noun);
    for (const seed of [1, 2, 3, 4]) {
      const text = everyText(
        book(
          'Dad',
          {
            job: 'stay at home dad to twins',
            family: 'twins Maya and Leo (4), wife Priya',
            hobbies: 'sleep lol',
            dream: 'one full night of sleep',
          },
          seed,
        ),
      );
      expect(text).not.toMatch(/stays at home dad/);
      expect(text).not.toMatch(/\bthe office\b/);
      expect(text).toMatch(/\bthe playground\b/);
    }
  });
});

describe('friends as a crowd', () => {
  const crowds = ['mates', 'lads', 'girls', 'ladies', 'crew', 'gang', 'pals', 'choir', 'band'];

  it('is a crowd, never a person named after it', () => {
    for (const crowd of crowds)
      for (const typed of [
        `old ${crowd} from the depot`,
        `the ${crowd} from footy`,
        `My ${crowd} at the pub`,
        `my signing ${crowd}`,
      ]) {
        const people = readPeople(typed, 'Hemi', 'Hemi', 'friends');
        for (const person of people) expect(person.name?.toLowerCase().split(' ') ?? [], typed).not.toContain(crowd);
      }
  });

  it('names every one of its members', () => {
    for (const crowd of ['mates', 'lads', 'buddies', 'pals', 'besties', 'girls'])
      for (const list of ['Dave and Steve', 'Dave, Steve and Mo', 'dave and steve']) {
        const typed = `my ${crowd} ${list}`;
        const names = readPeople(typed, 'Hemi', 'Hemi', 'friends').map((p) => p.name?.toLowerCase());
        for (const name of list.toLowerCase().split(/, | and /)) expect(names, typed).toContain(name);
      }
  });

  it('reads mokopuna as the hero’s grandchildren, named or counted', () => {
    expect(readPeople('my mokopuna Tama and Mere', 'Hemi', 'Hemi', 'family').map((p) => [p.name, p.relation])).toEqual([
      ['Tama', 'mokopuna'],
      ['Mere', 'mokopuna'],
    ]);
    const script = book('Hemi', { job: 'retired bus driver', family: 'three mokopuna' }, 1);
    expect(script.cast.map((c) => c.role)).toContain('their grandchildren');
  });
});

describe('a family as people list it', () => {
  const read = (typed: string) =>
    readPeople(typed, 'Dani', 'Dani', 'family').map((p) => [p.name ?? p.label, p.relation, p.plural, p.pet]);

  it('reads parents named after their number, a parent to someone, a spouse to someone, a relation in brackets', () => {
    expect(read('my two mums, Jess and Kat, and my big brother Theo')).toEqual([
      ['Jess', 'mum', false, false],
      ['Kat', 'mum', false, false],
      ['Theo', 'brother', false, false],
    ]);
    expect(read('single mum to Josh (15)')).toEqual([['Josh', 'kid', false, false]]);
    expect(read('proud dad of Leo and Max')).toEqual([
      ['Leo', 'kid', false, false],
      ['Max', 'kid', false, false],
    ]);
    expect(read('mother of three')).toEqual([["Dani's three kids", 'kids', true, false]]);
    expect(read('Mum of 2 boys, wife to Dave')[0]).toEqual(['Dave', 'husband', false, false]);
    expect(read('Josh (my son)')).toEqual([['Josh', 'son', false, false]]);
    expect(read('Óscar (her husband) and Ana')[0]).toEqual(['Óscar', 'husband', false, false]);
  });

  it('keeps a relative whose age or an aside follows in brackets', () => {
    for (const relation of ['son', 'daughter', 'mum', 'brother', 'wife', 'grandson'])
      for (const aside of ['(15)', '(4)', '(my eldest)', '(the baby)'])
        for (const name of ['Josh', 'Aoife', 'Nguyễn'])
          expect(read(`my ${relation} ${name} ${aside}`), `${relation} ${name} ${aside}`).toEqual([
            [name, relation, false, false],
          ]);
  });

  it('reads animals said in the plural as animals, never as someone named after them', () => {
    expect(read('kids, dogs and cats')).toEqual([
      ["Dani's kids", 'kids', true, false],
      ["Dani's dogs", 'dog', true, true],
      ["Dani's cats", 'cat', true, true],
    ]);
    expect(readPeople('his pigeons', 'Joe', 'Joe', 'friends')[0]).toMatchObject({ relation: 'pigeon', pet: true });
    for (const seed of [1, 2, 3, 4]) {
      const script = book('Joe', { job: 'retired miner', friends: 'his pigeons', hobbies: 'racing pigeons' }, seed);
      expect(script.cast.map((c) => c.role)).toContain('his pigeons');
      const actions = script.pages.flatMap((p) => p.panels.map((panel) => panel.action));
      for (const action of actions.filter((a) => a.startsWith('The pigeons ')))
        expect(action).not.toMatch(/^The pigeons \w+s\b/);
      for (const b of balloonsOf(script, 'Joe')) expect(b.text).not.toMatch(/^The pigeons,|a hero too/);
    }
  });
});

describe('who says what', () => {
  it('a dream about a hero called they is the hero’s own in the hero’s mouth, and others’ stay theirs', () => {
    const they = { pronouns: { possessive: 'their', object: 'them' } };
    expect(heroSays(they, 'open their own bakery', 'me')).toBe('open my own bakery');
    expect(heroSays(they, 'open their own bakery', 'you')).toBe('open your own bakery');
    expect(heroSays(they, 'see their grandkids graduate', 'me')).toBe('see my grandkids graduate');
    expect(heroSays(they, 'teach themselves Japanese', 'me')).toBe('teach myself Japanese');
    expect(heroSays(they, 'help kids reach their potential', 'me')).toBe('help kids reach their potential');
    expect(heroSays(they, 'take Mum and Dad on their first cruise', 'me')).toBe(
      'take Mum and Dad on their first cruise',
    );
    expect(heroSays(they, 'always do their best', 'me')).toBe('always do my best');
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const script = book(
        'Sam Okafor',
        {
          job: 'they work nights as a baker',
          family: 'my partner Jo and our cat Pickle',
          hobbies: 'roller derby',
          dream: 'open their own bakery',
        },
        seed,
      );
      for (const b of balloonsOf(script, 'Sam')) expect(b.text).not.toMatch(/\btheir own\b/);
    }
  });

  it('a dream typed with my, about a hero the answers give no she or he, is kept whole', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const script = book(
        'Maureen',
        { job: 'widowed, retired school cook', hobbies: 'bingo', dream: 'see my grandson in Australia' },
        seed,
      );
      const text = everyText(script);
      expect(text).toMatch(/grandson in Australia/);
      // The cut dream: 'I keep dreaming about seeing.', 'the first real step to see.', 'dream to see comes true'.
      expect(text).not.toMatch(/(?:about|to|:)\s(?:seeing|see)(?:[.!]|\scomes)/i);
      for (const b of balloonsOf(script, 'Maureen')) expect(b.text).not.toMatch(/\btheir grandson\b/);
    }
  });

  const people: Array<[string, Record<string, string>, string[]]> = [
    [
      'Hemi',
      {
        job: 'retired bus driver, 78',
        family: 'lives with his daughter Aroha and three mokopuna',
        friends: 'old mates from the depot',
        hobbies: 'fishing and the crossword',
        dream: 'catch a marlin',
      },
      ['Aroha'],
    ],
    [
      'Margaret',
      {
        job: 'retired nurse',
        family: 'my sons Peter and John, and five grandchildren',
        friends: 'the girls from book club',
        hobbies: 'gardening',
        dream: 'see the Northern Lights',
      },
      ['Peter', 'John'],
    ],
    [
      'Sam',
      {
        job: 'baker',
        family: 'my partner Jo',
        friends: 'the crew from roller derby',
        hobbies: 'roller derby',
        dream: 'open a bakery',
      },
      [],
    ],
  ];
  const KID_TALK = /stay home today|mostly cereal|coolest thing EVER|Get 'em/;

  it('a senior’s sons and daughters talk like grown-ups, and a crowd says we', () => {
    for (const [author, pairs, grownChildren] of people)
      for (let seed = 1; seed <= 12; seed += 1) {
        const script = book(author, pairs, seed);
        for (const child of grownChildren)
          for (const b of balloonsOf(script, child)) expect(b.text, `${author} ${seed}`).not.toMatch(KID_TALK);
        const crowds = script.cast.filter((c) => /^The (?:mates|girls|crew|three mokopuna)$/.test(c.name));
        expect(crowds.length, author).toBeGreaterThan(0);
        // The girls from book club are friends, not 'her girls' (daughters).
        for (const c of script.cast.filter((c) => c.name === 'The girls')) expect(c.role).toMatch(/ friends$/);
        for (const crowd of crowds)
          for (const b of balloonsOf(script, crowd.name))
            expect(b.text, `${crowd.name} ${seed}`).not.toMatch(/\b(?:I|me|my|mine|myself)\b|\bI['’]/);
      }
  });

  it('a baby babbles, twice at most, and is the baby of a child’s family', () => {
    const families: Array<[string, Record<string, string>, string, RegExp]> = [
      ['Alfie', { job: 'year 2', family: 'mummy and daddy and baby Rose', hobbies: 'trains' }, 'Rose', /^the baby/],
      ['Priya', { job: 'nurse', family: 'my wife Sarah and our baby Noah', hobbies: 'running' }, 'Noah', / baby$/],
    ];
    for (const [author, pairs, baby, role] of families)
      for (let seed = 1; seed <= 8; seed += 1) {
        const script = book(author, pairs, seed);
        expect(script.cast.find((c) => c.name === baby)?.role).toMatch(role);
        for (const idea of generateLocalIdeas({ author, type: STYLES[seed % 2], answers: answers(pairs) }, seed))
          expect(`${idea.title} ${idea.description}`).not.toMatch(new RegExp(`Rival Is ${baby}|${baby} vows`));
        // A baby comes along: never the one who trains, chases or reaches out, only what a baby does.
        const actions = script.pages.flatMap((p) => p.panels.map((panel) => panel.action));
        for (const action of actions) {
          expect(action).not.toMatch(new RegExp(`arrives with ${baby}|and ${baby} sprint`));
          if (new RegExp(`^${baby}(?! and|, [A-Z]|, the )`).test(action))
            expect(action, `${author} ${seed}`).toMatch(/gurgles|rattle|tiny hands|naps|baby carrier/);
        }
        const said = balloonsOf(script, baby);
        expect(said.length).toBeLessThanOrEqual(2);
        // Sounds, not sentences: no name, no word of six letters or more, three sounds at most.
        for (const b of said) {
          expect(b.text, `${author} ${seed}`).not.toMatch(/[,'’]|\p{L}{6,}/u);
          expect(b.text.split(' ').length).toBeLessThanOrEqual(3);
        }
      }
  });
});
