// The built-in writer of Spanish, French, German and Portuguese books, tried on people from each language's
// grammar of answers (tests/helpers/writtenPeople): every book is whole and in its language, agrees with its
// hero's gender, reads life stages and families right, and never ends a line on a function word.
import { describe, expect, it } from 'vitest';
import { scriptSchema, type Script } from '../../shared/script';
import { seededRandom } from '../../server/lib/seededRandom';
import { BUILT_IN } from '../../server/engines/languageBooks/builtInLanguages';
import { ideasIn } from '../../server/engines/languageBooks/ideasIn';
import { readAnswersIn } from '../../server/engines/languageBooks/readAnswersIn';
import { SCENES } from '../../server/engines/languageBooks/scenes';
import { writeBookIn } from '../../server/engines/languageBooks/writeBookIn';
import type { LanguageFacts, WrittenPerson } from '../helpers/writtenPeople/types';
import { spanishFacts } from '../helpers/writtenPeople/es';
import { frenchFacts } from '../helpers/writtenPeople/fr';
import { germanFacts } from '../helpers/writtenPeople/de';
import { portugueseFacts } from '../helpers/writtenPeople/pt';

/** Everyday English words a translated-by-half book would let through (this test's own list). */
const ENGLISH = new Set(
  `the and of to you your with what this that is are was for from my his her they we it be have has not but all
  one day time here there now just get go look see help hero villain story page chapter night morning friend
  friends home love great good well yes okay wow oh who why how where when then than never always again first
  last big little new old happy can will would could should our their them he she me us do does did done`
    .split(/\s+/)
    .filter(Boolean),
);

const PEOPLE = 24;

interface Made {
  person: WrittenPerson;
  script: Script;
  idea: { title: string; description: string };
}

function make(facts: LanguageFacts): Made[] {
  return facts.people(seededRandom(45), PEOPLE).map((person) => {
    const idea = ideasIn(facts.code, person, person.seed, 3).ideas[0];
    const script = writeBookIn(facts.code, { ...person, idea, pages: 20 });
    return { person, script, idea };
  });
}

const lettered = (s: Script) => [
  s.dedication,
  ...s.pages.flatMap((p) => [
    p.title,
    ...p.panels.flatMap((x) => [x.caption ?? '', ...x.balloons.map((b) => b.text), x.sfx ?? '']),
  ]),
];
const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const has = (text: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}])${escaped(phrase)}(?![\\p{L}])`, 'iu').test(text);

/** The text with every name and every answer as written taken out: what is left is the writer's own. */
function writersOwn(made: Made, quotes: [string, string]): string {
  let text = lettered(made.script).join('\n');
  const [open, close] = quotes.map((q) => q.trim());
  text = text.replace(new RegExp(`${open}[^${close}]*${close}`, 'gu'), ' ');
  const names = [
    made.person.author,
    ...made.person.author.split(' '),
    ...made.script.cast.map((c) => c.name),
    ...made.person.truth.people.map((p) => p.name),
  ];
  const answers = made.person.answers.map((a) => a.answer);
  for (const piece of [...answers, ...names].filter(Boolean).sort((a, b) => b.length - a.length)) {
    // Whole words only: the name "Ana" leaves "ganado" alone.
    text = text.replace(new RegExp(`(?<![\\p{L}])${escaped(piece)}(?![\\p{L}])`, 'giu'), ' ');
  }
  return text;
}

describe.each([spanishFacts, frenchFacts, germanFacts, portugueseFacts])('the built-in $code writer', (facts) => {
  const { copy } = BUILT_IN[facts.code];
  const books = make(facts);

  it('words every staged panel of every beat, and has the same ideas as every other language', () => {
    for (const [beat, staging] of Object.entries(SCENES)) {
      expect(copy.beats[beat as keyof typeof SCENES].panels.length, beat).toBe(staging.length);
    }
    expect(copy.ideas.map((i) => i.key).sort()).toEqual(BUILT_IN.es.copy.ideas.map((i) => i.key).sort());
  });

  it(`writes a whole 20-page book for each of ${PEOPLE} people of its grammar`, () => {
    for (const { script, person } of books) {
      expect(() => scriptSchema.parse(script), person.author).not.toThrow();
      expect(script.pages).toHaveLength(20);
      // Every page says something, and most panels do.
      for (const page of script.pages)
        expect(
          page.panels.some((p) => p.caption || p.balloons.length),
          `${person.author} p${page.number}`,
        ).toBe(true);
    }
  });

  it('letters no English outside names and the answers quoted as written', () => {
    const allowed = new Set(facts.sharedWithEnglish);
    for (const made of books) {
      const english = wordsOf(writersOwn(made, copy.quotes)).filter((w) => ENGLISH.has(w) && !allowed.has(w));
      expect(english, `${made.person.author}: ${english.join(', ')}`).toEqual([]);
    }
  });

  it("makes the hero's words agree with the hero's gender", () => {
    for (const { script, person } of books) {
      const text = writersOwnText(script, person);
      const wrong = (person.truth.gender === 'f' ? facts.heroWords.m : facts.heroWords.f).filter((w) => has(text, w));
      expect(wrong, `${person.author} (${person.truth.gender})`).toEqual([]);
    }
  });

  it('reads the life stage, the family and the pets from the answers', () => {
    const { lexicon } = BUILT_IN[facts.code];
    for (const { script, person } of books) {
      const reading = readAnswersIn(lexicon, person);
      expect(reading.hero.stage, `${person.author}: ${person.answers[0].answer}`).toBe(person.truth.stage);
      expect(reading.hero.gender, `${person.author}: ${person.answers[0].answer}`).toBe(person.truth.gender);
      expect(script.cast[0]).toMatchObject({ isHero: true, lifeStage: person.truth.stage });
      for (const known of person.truth.people) {
        const read = reading.people.find((p) => p.name === known.name);
        expect(
          read,
          `${person.author}: ${known.name} in "${person.answers.map((a) => a.answer).join(' | ')}"`,
        ).toBeDefined();
        if (known.relation !== 'other') expect(read?.relation, known.name).toBe(known.relation);
        // An animal only ever makes its noise.
        const said = script.pages
          .flatMap((p) => p.panels.flatMap((x) => x.balloons))
          .filter((b) => b.speaker === known.name);
        if (known.relation === 'pet') for (const b of said) expect(Object.values(copy.sounds)).toContain(b.text);
        // A grandchild or a child calls the hero by the family's word, never by first name.
        if (known.relation === 'grandchild' || known.relation === 'child') {
          const first = person.author.split(' ')[0];
          for (const b of said) expect(has(b.text, first), `${known.name}: ${b.text}`).toBe(false);
          const word = facts.address[known.relation][person.truth.gender];
          if (script.cast[1]?.name === known.name)
            expect(
              said.some((b) => has(b.text, word)),
              `${known.name} → ${word}`,
            ).toBe(true);
        }
      }
      if (person.truth.stage === 'child') {
        const text = writersOwnText(script, person);
        expect(
          facts.workWords.filter((w) => has(text, w)),
          person.author,
        ).toEqual([]);
      }
    }
  });

  it('never ends a line on an article, a preposition or a conjunction', () => {
    const small = new Set(facts.functionWords);
    for (const { script, person } of books) {
      for (const line of lettered(script).filter(Boolean)) {
        const last = wordsOf(line).at(-1) ?? '';
        expect(small.has(last), `${person.author}: "${line}"`).toBe(false);
      }
    }
  });

  it('opens no quote it does not close when answers are typed in quotes, and ends each quoted caption', () => {
    const [open, close] = copy.quotes.map((q) => q.trim());
    // The marks people's keyboards give, a whole answer in them with its full stop inside, and one that goes
    // on past its first sentence (the readers cut there).
    const pairs = [
      ['"', '"'],
      [open, close],
      ['“', '”'],
      ['« ', ' »'],
    ];
    for (const [i, { person }] of books.entries()) {
      const [before, after] = pairs[i % pairs.length];
      const answers = person.answers.map(({ id, answer }) => ({
        id,
        answer: id === 'genre' ? answer : `${before}${answer}.${i % 3 ? '' : ` ${answer}.`}${after}`,
      }));
      const typed = { ...person, answers };
      const idea = ideasIn(facts.code, typed, person.seed, 3).ideas[0];
      const script = writeBookIn(facts.code, { ...typed, idea });
      for (const line of [idea.title, idea.description, ...lettered(script)].filter(Boolean)) {
        const marks = line.match(/["“”„‟«»‹›]/gu) ?? [];
        expect(marks.length % 2, `${person.author}: ${line}`).toBe(0);
        if (line.includes(open) && !line.startsWith(open))
          expect(line, person.author).toMatch(new RegExp(`(?:${close}\\.|[!?]${close})$`, 'u'));
      }
    }
  });

  it('reads a child from the place a child goes said alone, and gives that child a child’s morning', () => {
    const { lexicon } = BUILT_IN[facts.code];
    for (const place of lexicon.stage.childPlaces) {
      for (const answer of [place, `${place[0].toLocaleUpperCase()}${place.slice(1)}.`]) {
        const reading = readAnswersIn(lexicon, { author: 'Sofi', answers: [{ id: 'job', answer }] });
        expect([reading.hero.stage, reading.job], answer).toEqual(['child', undefined]);
      }
    }
    // No buddy at home: the hero's own morning line is said, and a child's has no coffee in it.
    const grownUps = [...facts.workWords, 'café', 'Kaffee'];
    for (let seed = 1; seed <= 12; seed++) {
      const answers = [{ id: 'job', answer: lexicon.stage.childPlaces[seed % 4] }] as WrittenPerson['answers'];
      const idea = ideasIn(facts.code, { author: 'Sofi', answers }, seed, 3).ideas[0];
      const script = writeBookIn(facts.code, { author: 'Sofi', type: 'manga', answers, idea, seed, pages: 20 });
      const text = lettered(script).join('\n');
      expect(
        grownUps.filter((w) => has(text, w) && !has(text, `${w} da manhã`)),
        `seed ${seed}`,
      ).toEqual([]);
    }
  });

  it("keeps the chosen idea's foe, and writes the same book again for the same seed", () => {
    for (const { script, idea, person } of books.slice(0, 6)) {
      const foe = script.cast.at(-1)!.name;
      expect(`${idea.title} ${idea.description}`.includes(foe) || !copy.ideas.length, `${idea.title}: ${foe}`).toBe(
        true,
      );
      expect(writeBookIn(facts.code, { ...person, idea, pages: 20 })).toEqual(script);
    }
    const [first] = books;
    const other = writeBookIn(facts.code, {
      ...first.person,
      seed: first.person.seed + 1000,
      idea: first.idea,
      pages: 20,
    });
    expect(lettered(other)).not.toEqual(lettered(first.script));
  });

  it('gives three different ideas, each naming the hero', () => {
    for (const { person } of books.slice(0, 8)) {
      const { ideas } = ideasIn(facts.code, person, person.seed, 3);
      expect(ideas).toHaveLength(3);
      expect(new Set(ideas.map((i) => i.title)).size).toBe(3);
      const first = person.author.split(' ')[0];
      for (const idea of ideas) expect(`${idea.title} ${idea.description}`, idea.title).toContain(first);
    }
  });
});

/** The lettered text without the answers as written (a quoted answer may say "trabajo" of a child's mother). */
function writersOwnText(script: Script, person: WrittenPerson): string {
  let text = lettered(script).join('\n');
  for (const { answer } of person.answers)
    text = text
      .split(answer)
      .join(' ')
      .split(answer.charAt(0).toLocaleLowerCase() + answer.slice(1))
      .join(' ');
  return text;
}

describe('reading Spanish answers', () => {
  const { lexicon } = BUILT_IN.es;
  it("reads a retired nurse, her granddaughter and her dog (the issue's own example)", () => {
    const reading = readAnswersIn(lexicon, {
      author: 'Carmen',
      answers: [
        { id: 'job', answer: 'Es enfermera jubilada' },
        { id: 'family', answer: 'Su nieta Lucía y su perro Chispa' },
        { id: 'hobbies', answer: 'Jugar al dominó y bailar salsa' },
      ],
    });
    expect(reading.hero).toMatchObject({ gender: 'f', stage: 'senior' });
    expect(reading.job).toBe('enfermera jubilada');
    expect(reading.hobby).toBe('jugar al dominó y bailar salsa');
    expect(reading.people).toEqual([
      { name: 'Lucía', gender: 'f', relation: 'grandchild' },
      { name: 'Chispa', gender: 'x', relation: 'pet', species: 'dog' },
    ]);
  });

  it("does not take a husband's words for the hero's", () => {
    const reading = readAnswersIn(lexicon, {
      author: 'Alex',
      answers: [{ id: 'job', answer: 'Trabaja en un banco con su marido, que está jubilado' }],
    });
    expect(reading.hero.gender).toBe('x');
    expect(reading.job).toBeUndefined();
  });

  it('reads a kindergarten teacher as a grown-up: a child’s place inside an answer is not the hero’s', () => {
    for (const answer of ['Maestra de kinder', 'Trabaja en una guardería', 'Es directora de un colegio']) {
      expect(readAnswersIn(lexicon, { author: 'Ana', answers: [{ id: 'job', answer }] }).hero.stage, answer).toBe(
        'adult',
      );
    }
  });
});
