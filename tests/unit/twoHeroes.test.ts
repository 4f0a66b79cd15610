// Two heroes (issue 46): a name that holds two ('Mum & Dad', 'Anna and Ben', 'Oma und Opa') makes a book about
// both, over pairs written the many ways people type them: both heroes of the cast, the second drawn at the
// first's side in every picture of the hero but a close-up and given their own say, ideas and dedication that
// name both with verbs that take two, each one's answer read as theirs. One person whose name only holds a
// joining word ('Anna Andersson', 'Rose E. Smith', 'Ben & Jerry's') stays one.
import { describe, expect, it } from 'vitest';
import { firstHerosPart, readHeroPair } from '../../shared/heroPair';
import { readHeroName } from '../../server/engines/answers/hero';
import { readAnswers } from '../../server/engines/answers/readAnswers';
import { generateLocalIdeas } from '../../server/engines/ideas/localIdeas';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { writeBookIn } from '../../server/engines/languageBooks/writeBookIn';
import { aboutHeroLines } from '../../server/domains/book/aboutHero';
import { panelCast } from '../../server/domains/book/panelCast';
import { backCoverBlurb } from '../../server/domains/files/backCoverBlurb';
import { kindOf } from '../../server/engines/panels/castLooks';
import { heroesName, roleForArt } from '../../shared/script';
import { matchCastPhotos, supportingCharacters } from '../../shared/castPhotos';
import { joinNames, matterWords } from '../../server/engines/words/matterWords';
import { seededRandom, shuffled } from '../../server/lib/seededRandom';
import { peopleCorpus } from '../helpers/peopleCorpus';

/** A whole corpus of books: pure work, bounded by a net far above its few seconds on a loaded machine. */
const CORPUS = { timeout: 90_000 };

const PAIRS: [string, string, string][] = [
  ['Mum & Dad', 'Mum', 'Dad'],
  ['Mom and Dad', 'Mom', 'Dad'],
  ['Anna and Ben', 'Anna', 'Ben'],
  ['anna and ben', 'Anna', 'Ben'],
  ['Grandma and Grandpa Jones', 'Grandma', 'Grandpa Jones'],
  ['Priya & Sam', 'Priya', 'Sam'],
  ['Tom + Lucy', 'Tom', 'Lucy'],
  ['Ana y Luis', 'Ana', 'Luis'],
  ['Paul et Marie', 'Paul', 'Marie'],
  ['Oma und Opa', 'Oma', 'Opa'],
  ['Rita e João', 'Rita', 'João'],
  ['Nana and Pop', 'Nana', 'Pop'],
  ['Abuelo Paco y Abuela Rosa', 'Abuelo Paco', 'Abuela Rosa'],
  ['Maya and Tara Okafor', 'Maya', 'Tara'],
  // The builder's own examples, in each site language (messages/builder, builder_author_two).
  ['Mamá y Papá', 'Mamá', 'Papá'],
  ['Léa et Hugo', 'Léa', 'Hugo'],
  ['Maman et Papa', 'Maman', 'Papa'],
  ['Mama und Papa', 'Mama', 'Papa'],
  ['Mamãe e Papai', 'Mamãe', 'Papai'],
];
const ONE_PERSON = [
  'Anna Andersson',
  'Rose E. Smith',
  'Ben & Jerry’s',
  'María Y. López',
  'Alex Johnson',
  'Sandy',
  'Dr. Anna Smith and the Moon People',
  'Andrew',
  // Surnames joined by the word that joins two people in their language.
  'Santiago Ramón y Cajal',
  'Rui Sousa e Silva',
  'Maria da Silva e Sousa',
  'mary e smith',
];

/** How people answer about two heroes: one sentence for both, each in turn, or only about the first. */
function pairAnswers(first: string, second: string, rng: () => number): { id: string; answer: string }[] {
  const pick = <T>(list: T[]) => list[Math.floor(rng() * list.length)];
  const job = pick([
    `${first} is a baker and ${second} fixes boilers`,
    `${first} teaches maths, ${second} drives the school bus`,
    `${second} is a nurse and ${first} is a firefighter`,
    `${first} runs the corner shop`,
    'Both retired, busier than ever',
  ]);
  const hobbies = pick([
    'Dancing in the kitchen and long walks',
    `${first} loves gardening while ${second} loves fishing`,
    'Board games on Sundays',
    'Camping, cooking and arguing about maps',
  ]);
  const family = pick([
    'Our kids Ella and Sam, and Rufus the dog',
    'Their daughter Mia and her husband Tom',
    'Three grandchildren: Lily, Noah and Ava',
    '',
  ]);
  const dream = pick(['To see the northern lights together', 'Open a bakery by the sea', '']);
  return [
    { id: 'job', answer: job },
    { id: 'hobbies', answer: hobbies },
    ...(family ? [{ id: 'family', answer: family }] : []),
    ...(dream ? [{ id: 'dream', answer: dream }] : []),
  ];
}

interface PairPerson {
  author: string;
  first: string;
  second: string;
  answers: { id: string; answer: string }[];
}

function pairCorpus(count: number): PairPerson[] {
  const rng = seededRandom(46);
  return Array.from({ length: count }, (_, i) => {
    const [author, first, second] = PAIRS[i % PAIRS.length];
    return { author, first, second, answers: pairAnswers(first, second, rng) };
  });
}

const words = (script: ReturnType<typeof writeLocalScript>) =>
  script.pages.flatMap((p) => p.panels.flatMap((x) => [x.caption ?? '', x.action, ...x.balloons.map((b) => b.text)]));

describe('two heroes in one name', () => {
  it('reads the pair whichever way it is joined, and one person as one', () => {
    for (const [author, first, second] of PAIRS) {
      const pair = readHeroPair(author);
      expect(pair, author).not.toBeNull();
      const name = readHeroName(author);
      expect([name.call, name.partner?.call], author).toEqual([first, second]);
      expect(name.both, author).toBe(`${name.full} and ${name.partner?.full}`);
    }
    for (const author of ONE_PERSON) {
      expect(readHeroPair(author), author).toBeNull();
      expect(readHeroName(author).partner, author).toBeUndefined();
      // A name is never cut at its joining word ('Anna and' was a hero's name).
      expect(readHeroName(author).call, author).not.toMatch(/\s(?:and|y|e|et|und)$/i);
    }
    expect(readHeroName('Maya and Tara Okafor').both).toBe('Maya and Tara Okafor');
    // Nobody of the people corpus is read as two.
    expect(
      peopleCorpus(80)
        .filter((p) => readHeroName(p.author).partner)
        .map((p) => p.author),
    ).toEqual([]);
  });

  it('reads each one’s answer as theirs', () => {
    expect(firstHerosPart('Mum is a baker and Dad fixes boilers', 'Mum', 'Dad')).toBe('Mum is a baker');
    expect(firstHerosPart('Dad fixes boilers, Mum bakes bread', 'Mum', 'Dad')).toBe('Mum bakes bread');
    expect(firstHerosPart('Both retired, busier than ever', 'Mum', 'Dad')).toBe('Both retired, busier than ever');
    expect(firstHerosPart('Anna loves Ben and Ben loves football', 'Anna', 'Ben')).toBe('Anna loves Ben');
    // Said of both at once: theirs together, never cut to a name.
    expect(firstHerosPart('Mum and Dad love gardening', 'Mum', 'Dad')).toBe('Mum and Dad love gardening');
    expect(firstHerosPart('Dad and Mum want to see Japan', 'Mum', 'Dad')).toBe('Dad and Mum want to see Japan');
    const facts = readAnswers({
      author: 'Mum & Dad',
      type: '30s-50s-style',
      answers: [{ id: 'job', answer: 'Mum is a baker and Dad fixes boilers' }],
    });
    expect(facts.job?.noun?.[0]).toBe('baker');
  });

  it('a couple’s book: the second’s words are not the first’s, their dream is shared, they face it together', () => {
    const author = 'Anna and Ben';
    const answers = [
      { id: 'job', answer: 'Anna is a vet and Ben is a chef at a little Italian place' },
      { id: 'hobbies', answer: 'Anna loves salsa dancing; Ben grows tomatoes and makes his own pasta' },
      { id: 'family', answer: 'Their twins Leo and Mia, and Biscuit the beagle' },
      { id: 'dream', answer: 'To open a restaurant by the sea together' },
    ];
    // "his own pasta" is Ben's: Anna is not "he", and her twins do not call her Dad.
    expect(readAnswers({ author, type: 'black-and-white-manga', answers }).hero.pronouns).toBeUndefined();
    const idea = generateLocalIdeas({ author, type: 'black-and-white-manga', answers }, 1)[0];
    const script = writeLocalScript({ author, type: 'black-and-white-manga', answers, idea, pages: 8, seed: 1 });
    const lines = script.pages.flatMap((p) => [
      p.summary,
      ...p.panels.flatMap((panel) => [panel.action, panel.caption ?? '', ...panel.balloons.map((b) => b.text)]),
    ]);
    expect(script.cast.filter((c) => /twins/.test(c.role)).map((c) => c.role)).toEqual([
      'one of their twins',
      'one of their twins',
    ]);
    expect(lines.filter((l) => /\bDad\b|\bhis twins\b|'s one of/.test(l))).toEqual([]);
    // Said by one of them, the dream is "with Ben", never "I'm going to … together".
    expect(lines.filter((l) => /\bI(?:'m| will|'ll)\b[^.]*\btogether\b/.test(l))).toEqual([]);
    expect(lines.some((l) => /restaurant by the sea with Ben/.test(l))).toBe(true);
    // Said as theirs, the children are both of theirs even once the first's pronouns are known.
    const known = writeLocalScript({
      author,
      type: 'black-and-white-manga',
      answers: [...answers, { id: 'friends', answer: 'Anna loves her book club' }],
      idea,
      pages: 8,
      seed: 1,
    });
    expect(known.cast.filter((c) => /twins/.test(c.role)).map((c) => c.role)).toEqual([
      'one of their twins',
      'one of their twins',
    ]);
    // A together that belongs to its verb stays, and the ideas keep the answer's words.
    const band = writeLocalScript({
      author,
      type: 'black-and-white-manga',
      answers: [...answers.slice(0, 3), { id: 'dream', answer: 'To put the band back together' }],
      idea,
      pages: 8,
      seed: 1,
    });
    const bandLines = band.pages.flatMap((p) => p.panels.flatMap((panel) => panel.balloons.map((b) => b.text)));
    expect(bandLines.filter((l) => /band back with Ben/.test(l))).toEqual([]);
    expect(JSON.stringify(idea)).not.toMatch(/with Ben\b/);
    // The two of them against the trouble, not Anna and one of the children.
    expect(lines.some((l) => /Anna and Ben (?:band together|beat)/.test(l))).toBe(true);
    expect(lines.filter((l) => /Anna and (?:Leo|Mia) (?:band together|beat)/.test(l))).toEqual([]);
    expect(lines).toContain("Mia, one of Anna and Ben's twins.");
    // Each one's day as the answer gives it.
    expect(lines.some((l) => /^Anna is a vet, and Ben is a chef\b/.test(l))).toBe(true);
  });

  it('writes both into ideas whose verbs take two, never one of them alone in a title', () => {
    for (const person of pairCorpus(26)) {
      const ideas = generateLocalIdeas({ author: person.author, type: '30s-50s-style', answers: person.answers }, 5);
      expect(ideas).toHaveLength(3);
      for (const idea of ideas) {
        const both = `${person.first} and ${person.second}`;
        expect(`${idea.title} ${idea.description}`, idea.description).toContain(person.first);
        expect(idea.description, idea.description).toContain(both);
        expect(idea.title, idea.title).not.toMatch(new RegExp(`^${person.first} (?:Saves|Save|to)\\b`));
        expect(idea.description, idea.description).not.toMatch(/\b(?:teams|sets|shares|finds|has) /);
      }
    }
  });

  it('makes both heroes of the book: cast, dedication, their own say, drawn side by side', CORPUS, () => {
    const corpus = pairCorpus(39);
    let drawnTogether = 0;
    let heroPictures = 0;
    for (const [i, person] of corpus.entries()) {
      const pages = [8, 20][i % 2];
      const ideas = generateLocalIdeas(
        { author: person.author, type: 'black-and-white-manga', answers: person.answers },
        i,
      );
      const script = writeLocalScript({
        author: person.author,
        type: i % 3 ? '30s-50s-style' : 'black-and-white-manga',
        answers: person.answers,
        idea: ideas[i % 3],
        seed: i,
        pages,
      });
      const label = `${person.author} (${pages} pages)`;
      const heroes = script.cast.filter((c) => c.isHero);
      expect(
        heroes.map((c) => c.name),
        label,
      ).toEqual([person.first, person.second]);
      expect(heroesName(script.cast)).toBe(`${person.first} and ${person.second}`);
      // The second is drawn as their own word says, never as the first's ('with Mum' is no woman).
      const second = heroes[1];
      expect(roleForArt(second).toLowerCase(), label).not.toContain(person.first.toLowerCase());
      if (/^(?:Dad|Opa|Pop)$/.test(person.second))
        expect(kindOf(roleForArt(second), 'adult'), label).toMatch(/(?:^|-)man$/);
      expect(script.dedication, label).toContain(`${person.first} and ${person.second}`);
      // Their own say: at least twice in a book, more in a longer one.
      const said = script.pages
        .flatMap((p) => p.panels.flatMap((x) => x.balloons))
        .filter((b) => b.speaker === second.name);
      expect(said.length, label).toBeGreaterThanOrEqual(pages === 8 ? 2 : 3);
      // No name cut at its joining word anywhere.
      for (const text of words(script))
        expect(text, label).not.toMatch(/\b(?:Anna|Mum|Oma) (?:and|und)(?:'s\b| (?:knows|is|has|pours)\b)/);
      for (const page of script.pages)
        for (const panel of page.panels) {
          const cast = panelCast(panel, script.cast);
          // Without the hero in the picture, the second is there only when the words put them there.
          const theirWords =
            panel.action.includes(second.name) || panel.balloons.some((b) => b.speaker === second.name);
          if (!cast.heroPresent && cast.others.includes(second.name)) expect(theirWords, panel.action).toBe(true);
          if (!cast.heroPresent || panel.shot === 'close-up' || panel.shot === 'extreme close-up') continue;
          heroPictures++;
          if (cast.others[0] === second.name) drawnTogether++;
          expect(cast.others[0], `${label}: ${panel.action}`).toBe(second.name);
          expect(cast.people[second.name], label).toBeDefined();
        }
      const about = aboutHeroLines(
        { author: person.author, type: '30s-50s-style', answers: person.answers },
        script.cast,
      );
      const both = readHeroName(person.author).both;
      expect(about.at(-1)).toBe(`${both} are the stars of this book, and of every page in it.`);
      expect(backCoverBlurb(script)).toContain(`Starring ${person.first} and ${person.second}`);
    }
    expect(heroPictures).toBeGreaterThan(corpus.length * 5);
    expect(drawnTogether).toBe(heroPictures);
  });

  it('draws the second hero from the photo of a person the owner added by that name', () => {
    const script = writeLocalScript({
      author: 'Anna and Ben',
      type: '30s-50s-style',
      answers: [{ id: 'job', answer: 'Anna is a vet and Ben is a chef' }],
      idea: { title: 'Anna and Ben Save the Day', description: 'Anna and Ben save the day.' },
      seed: 1,
      pages: 8,
    });
    const card = (id: string, fullName: string) => ({ id, fullName, nickname: '', portraitImageUrl: `/${id}.jpg` });
    const matches = matchCastPhotos(
      script.cast,
      supportingCharacters([card('hero', 'Anna'), card('ben', 'Ben Okoye')]),
    );
    expect(matches.map((found) => [found.member.name, found.character.id])).toEqual([['Ben', 'ben']]);
  });

  it('gives the books of the other built-in languages both heroes too', () => {
    const pairs = [
      ['es', 'Ana y Luis', 'Es panadera', 'Bailar salsa'],
      ['fr', 'Paul et Marie', 'Il est boulanger', 'La pétanque'],
      ['de', 'Oma und Opa', 'Sie ist Bäckerin', 'Wandern'],
      ['pt', 'Rita e João', 'Ela é padeira', 'Dançar forró'],
    ] as const;
    for (const [language, author, job, hobby] of pairs) {
      const [first, second] = author.split(/ (?:y|et|und|e) /);
      for (const pages of [8, 20]) {
        const script = writeBookIn(language, {
          author,
          type: '30s-50s-style',
          answers: [
            { id: 'job', answer: job },
            { id: 'hobbies', answer: hobby },
          ],
          idea: { title: author, description: author },
          seed: pages,
          pages,
        });
        const label = `${language} ${author} ${pages}`;
        expect(
          script.cast.filter((c) => c.isHero).map((c) => c.name),
          label,
        ).toEqual([first, second]);
        const said = script.pages.flatMap((p) => p.panels.flatMap((x) => x.balloons));
        expect(said.filter((b) => b.speaker === second).length, label).toBeGreaterThanOrEqual(2);
        // The joining word is never taken for a name ('Für und, in Liebe').
        expect(`${script.dedication} ${said.map((b) => b.text).join(' ')}`, label).not.toMatch(/\b(?:und|et),/);
      }
    }
  });

  it('names both in the book’s language, casts each once, and leaves pets and memories as one would expect', () => {
    const book = (language: 'es' | 'de', author: string, answers: { id: string; answer: string }[]) =>
      writeBookIn(language, {
        author,
        type: '30s-50s-style',
        answers,
        idea: { title: 'X', description: 'X' },
        seed: 3,
      });
    // The book's own word between the names, and a second hero never cast again as family.
    const ana = book('es', 'Ana e Isabel', [{ id: 'family', answer: 'Su hermana Isabel y su hijo Pablo' }]);
    expect(heroesName(ana.cast, (names) => joinNames(matterWords('es'), names))).toBe('Ana e Isabel');
    expect(ana.cast.filter((c) => c.name === 'Isabel')).toHaveLength(1);
    const anna = writeLocalScript({
      author: 'Anna and Ben',
      type: '30s-50s-style',
      answers: [{ id: 'family', answer: 'Her husband Ben and their son Leo' }],
      idea: { title: 'A Day Out', description: 'Anna and Ben have a day out.' },
      seed: 1,
      pages: 8,
    });
    expect(anna.cast.filter((c) => c.name === 'Ben').map((c) => c.isHero)).toEqual([true]);
    // Two pets in one name: the first is the hero (two animal heroes are not drawn yet), nobody a person beside it.
    const max = book('es', 'Max y Luna', [{ id: 'job', answer: 'Es un perro muy travieso' }]);
    expect(max.cast.filter((c) => c.isHero).map((c) => [c.name, c.kind])).toEqual([['Max', 'animal']]);
    // In memory of both: the second is remembered with the first, never one of those who tell it.
    const oma = book('de', 'Oma und Opa', [
      { id: 'job', answer: 'Sie war Bäckerin. Sie ist letztes Jahr von uns gegangen.' },
      { id: 'family', answer: 'Ihre Enkelin Mia' },
    ]);
    const speakers = new Set(oma.pages.flatMap((p) => p.panels.flatMap((x) => x.balloons.map((b) => b.speaker))));
    expect([...speakers]).not.toContain('Opa');
    // An English book in memory of a couple is offered its own ideas, never a pair's verbs on one.
    const ideas = generateLocalIdeas(
      {
        author: 'Nana and Pop',
        type: '30s-50s-style',
        answers: [{ id: 'job', answer: 'Nana passed away last spring and we miss her every day' }],
      },
      2,
    );
    for (const idea of ideas) expect(idea.description).not.toMatch(/Nana and Pop (?:steps|is|has|was|loves)\b/);
  });

  it('keeps a book for one person as it was', () => {
    for (const person of shuffled(peopleCorpus(40), seededRandom(3)).slice(0, 20)) {
      const script = writeLocalScript({
        author: person.author,
        type: '30s-50s-style',
        answers: person.answers,
        idea: { title: 'A Day Out', description: `${person.author} has a day out.` },
        seed: 1,
        pages: 8,
      });
      expect(
        script.cast.filter((c) => c.isHero),
        person.author,
      ).toHaveLength(1);
    }
  });
});
