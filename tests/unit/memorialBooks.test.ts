// A book in memory of someone (issue 46), over answers written the many ways people say a loss: the loss is
// never quoted or told in a caption or balloon, the dedication is "In loving memory of …", no antagonist
// threatens them by name, and what the answers say of their life is still in the book. People the corpus
// writes without a loss are never read as gone.
import { describe, expect, it } from 'vitest';
import { inMemory, withoutLoss } from '../../server/engines/answers/memorial';
import { writeLocalScript } from '../../server/engines/script/writeLocalScript';
import { generateLocalIdeaSet } from '../../server/engines/ideas/localIdeas';
import { peopleCorpus } from '../helpers/peopleCorpus';
import { aboutHeroLines } from '../../server/domains/book/aboutHero';
import { layoutMatterPage } from '../../server/engines/panels/matterPages';
import { panelCast } from '../../server/domains/book/panelCast';
import { writeBookIn } from '../../server/engines/languageBooks/writeBookIn';
import type { WriterLanguage } from '../../server/engines/languageBooks/types';

/** A whole corpus of books: pure work, bounded by a net far above its few seconds on a loaded machine. */
const CORPUS = { timeout: 90_000 };

const LOSS_WORDS = new RegExp(
  String.raw`passed|died|\bmiss (?:him|her|them)|\bRIP\b|rest in peace|heaven|funeral|no longer with us` +
    String.raw`|\bthe late\b|lost (?:him|her)`,
  'i',
);

const HEROES = [
  { author: 'Joe Byrne', he: true, job: 'Fisherman out of Howth all his life', hobbies: 'fishing and the crossword' },
  { author: 'Bríd Ní Mhaolmhuaidh', he: false, job: 'She ran the post office in Dingle', hobbies: 'baking and bingo' },
  { author: 'Tomás Herrera', he: true, job: 'a bus driver for forty years', hobbies: 'salsa dancing' },
  { author: 'Margaret Okafor', he: false, job: 'retired nurse', hobbies: 'gardening and gospel choir' },
] as const;

/** Ways people tell of a loss, as a whole answer or a sentence added to one. */
const LOSSES: Array<(he: boolean) => string> = [
  (he) => `${he ? 'He' : 'She'} passed away last spring and we miss ${he ? 'him' : 'her'}.`,
  (he) => `We lost ${he ? 'him' : 'her'} last year to cancer.`,
  () => 'RIP, forever in our hearts.',
  (he) => `${he ? 'He' : 'She'} died in 2024.`,
  (he) => `In loving memory of our ${he ? 'dad' : 'mam'}.`,
  (he) => `${he ? "He's" : "She's"} in heaven now, watching over us.`,
  () => 'Sadly no longer with us.',
  (he) => `We still miss ${he ? 'him' : 'her'} every day.`,
];
const WHERE = ['job', 'family', 'hobbies'] as const;

interface Remembered {
  author: string;
  answers: { id: string; answer: string }[];
  hobby: string;
}

function remembered(): Remembered[] {
  const out: Remembered[] = [];
  for (const [i, loss] of LOSSES.entries()) {
    for (const [j, hero] of HEROES.entries()) {
      const where = WHERE[(i + j) % WHERE.length];
      const said = loss(hero.he);
      const answers: Record<string, string> = {
        job: hero.job,
        family: (hero.he
          ? ['his wife Rose and the grandkids Liam and Ava', 'his three grandkids and his brother Mick']
          : ['her husband Dave and our daughter Kate', 'her two sons and the grandkids'])[(i + j) % 2],
        hobbies: hero.hobbies,
        dream: 'to see the Northern Lights',
      };
      answers[where] = `${answers[where]}. ${said}`;
      out.push({
        author: hero.author,
        answers: Object.entries(answers).map(([id, answer]) => ({ id, answer })),
        hobby: hero.hobbies.split(' and ')[0],
      });
    }
  }
  return out;
}

const PEOPLE = remembered();

describe('a book in memory of someone', () => {
  it('is recognised from the many ways a loss is told, and never for people the corpus writes alive', () => {
    expect(PEOPLE.length).toBe(32);
    expect(PEOPLE.filter((p) => !inMemory(p)).map((p) => p.answers)).toEqual([]);
    const alive = peopleCorpus(64);
    expect(alive.filter((p) => inMemory(p)).map((p) => p.label)).toEqual([]);
    // Words of a loss that are not the hero's, and words that only sound like one.
    for (const answer of [
      'Her husband Dave passed away last year, so it is her and the dog now',
      'after his mum died he took over the farm',
      "I'm dying to see the Northern Lights",
      'She is a funeral director in Cork',
      'Her garden is a match made in heaven',
      'he is always late',
    ]) {
      expect(inMemory({ answers: [{ id: 'family', answer }] }), answer).toBe(false);
    }
  });

  it('offers ideas that fit a book in memory: a day remembered, their stories retold, their dream lived', () => {
    for (const [i, person] of PEOPLE.entries()) {
      for (const type of ['black-and-white-manga', '30s-50s-style'] as const) {
        const set = generateLocalIdeaSet({ author: person.author, type, answers: person.answers }, i + 1);
        expect(set.ideas, person.author).toHaveLength(3);
        expect(
          set.keys.every((key) => key.startsWith('r-')),
          set.keys.join(),
        ).toBe(true);
        for (const idea of set.ideas) {
          expect(`${idea.title} ${idea.description}`).not.toMatch(
            /villain|attack|defeat|battle|punch|LOSS|passed|died/i,
          );
          expect(idea.description.length).toBeLessThanOrEqual(90);
        }
      }
    }
  });

  it('does not quote a loss of someone else either, and keeps the rest of that answer', () => {
    const script = writeLocalScript({
      author: 'Ann Walsh',
      type: 'black-and-white-manga',
      answers: [
        { id: 'job', answer: 'retired teacher' },
        { id: 'family', answer: 'Her husband Dave passed away last year. Her daughter Kate and grandson Finn.' },
        { id: 'hobbies', answer: 'sea swimming' },
      ],
      idea: { title: 'Ann and the Winter Swim', description: 'Ann takes on the coldest swim of the year.' },
      pages: 20,
      seed: 5,
    });
    const words = script.pages.flatMap((p) =>
      p.panels.flatMap((x) => [x.caption ?? '', ...x.balloons.map((b) => b.text)]),
    );
    expect(words.filter((w) => LOSS_WORDS.test(w))).toEqual([]);
    expect(script.dedication).not.toMatch(/memory/);
    expect(script.cast.map((c) => c.name)).toEqual(expect.arrayContaining(['Kate', 'Finn']));
  });

  it(
    'is a story of its own: the family remembers, no villain, no quip, everyone named speaks, the dream lived',
    CORPUS,
    () => {
      const wrong: string[] = [];
      // Lines of the adventure books that have no place in one told in someone's memory.
      const QUIPS =
        /coffee first|villain|henchm|showdown|defeat|punch|strikes|blast|training arc|\bfoe\b|nobody panic/i;
      for (const [i, person] of PEOPLE.entries()) {
        for (const pages of [8, 20, 40]) {
          const script = writeLocalScript({
            author: person.author,
            type: ['black-and-white-manga', '30s-50s-style'][i % 2],
            answers: person.answers,
            idea: { title: `${person.author}'s Dream`, description: 'The family lives the dream, together.' },
            pages,
            seed: i + pages,
          });
          const label = `${person.author}, ${pages} pages`;
          const first = person.author.split(' ')[0];
          if (script.pages.length !== pages) wrong.push(`${label}: ${script.pages.length} pages`);
          // Nobody in the cast but the hero and the people of the answers.
          const villain = script.cast.find((c) => /villain|troublemaker|rival/i.test(c.role));
          if (villain) wrong.push(`${label}: a villain in the cast, ${villain.name}`);
          const panels = script.pages.flatMap((p) => p.panels);
          for (const panel of panels) {
            const text = [panel.action, panel.caption ?? '', ...panel.balloons.map((b) => b.text)].join(' ');
            if (QUIPS.test(text)) wrong.push(`${label}: "${text}"`);
            if (panel.sfx) wrong.push(`${label}: a sound effect, ${panel.sfx}`);
            // The hero is drawn only in memories (a panel that opens with them), never among the family now.
            const drawn = panelCast(panel, script.cast).heroPresent;
            const memory = new RegExp(`^${first}[ ,]`).test(panel.action);
            if (drawn !== memory) wrong.push(`${label}: hero drawn ${drawn} in "${panel.action}"`);
            // Told in the past, and the verbs agree with a plural teller ('the three grandkids hold up').
            if (new RegExp(`\\b${first} is (?:a|an)\\b`).test(text)) wrong.push(`${label}: present tense "${text}"`);
            if (/grandkids (?:remembers|turns|points|tells|holds|looks)\b/.test(text))
              wrong.push(`${label}: "${text}"`);
          }
          // Everyone the answers name has a say; the hero speaks only in memories.
          const speakers = new Set(panels.flatMap((p) => p.balloons.map((b) => b.speaker)));
          for (const c of script.cast) if (!speakers.has(c.name)) wrong.push(`${label}: ${c.name} never speaks`);
          // The dream of the answers is lived on the book's splash page.
          const splash = script.pages.find((p) => p.panels.length === 1);
          if (!splash?.panels[0].action.includes('see the Northern Lights')) wrong.push(`${label}: no dream lived`);
          // The end is the end: the last page says so, and begins with the family at home.
          const last = script.pages[pages - 1].panels;
          if (!/Always with us|never the end/.test(last[0].caption ?? ''))
            wrong.push(`${label}: ends "${last[0].caption}"`);
          if (!script.dedication.startsWith(`In loving memory of ${first}`))
            wrong.push(`${label}: ${script.dedication}`);
          // Most panels carry words: a long book does not run dry of memories.
          const silentPanels = panels.filter((p) => !p.caption && !p.balloons.length).length;
          if (silentPanels > panels.length * 0.3)
            wrong.push(`${label}: ${silentPanels} of ${panels.length} panels say nothing`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('never tells the loss on a page, is dedicated in their memory, and no antagonist threatens them by name', () => {
    const wrong: string[] = [];
    for (const [i, person] of PEOPLE.entries()) {
      for (const type of ['black-and-white-manga', '30s-50s-style']) {
        const script = writeLocalScript({
          author: person.author,
          type,
          answers: person.answers,
          idea: { title: 'The Day We Remember', description: 'The family retells the best day of all.' },
          pages: 20,
          seed: i + 1,
        });
        const first = person.author.split(' ')[0];
        const label = `${person.author} (${type}, ${person.answers.map((a) => a.answer).join(' | ')})`;
        if (!script.dedication.startsWith(`In loving memory of ${first}`)) wrong.push(`${label}: ${script.dedication}`);
        const antagonist = script.cast.find((c) => /villain|troublemaker/i.test(c.role))?.name;
        const words = script.pages.flatMap((page) =>
          page.panels.flatMap((panel) => [
            ...(panel.caption ? [{ who: 'caption', text: panel.caption }] : []),
            ...panel.balloons.map((b) => ({ who: b.speaker, text: b.text })),
          ]),
        );
        for (const { who, text } of words) {
          if (LOSS_WORDS.test(text)) wrong.push(`${label}: ${who} says "${text}"`);
          if (who === antagonist && text.includes(first)) wrong.push(`${label}: ${who} threatens "${text}"`);
        }
        // What the answers say of their life is still told.
        if (!words.some((w) => w.text.toLowerCase().includes(person.hobby))) wrong.push(`${label}: no ${person.hobby}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('ends and is told of in the past: "Always with us", what they were and loved, who tells it', () => {
    for (const person of PEOPLE.slice(0, 8)) {
      const first = person.author.split(' ')[0];
      const script = writeLocalScript({
        ...person,
        type: '30s-50s-style',
        idea: { title: 't', description: 'd' },
        seed: 1,
      });
      const about = aboutHeroLines({ ...person, type: '30s-50s-style' }, script.cast);
      expect(about.join(' '), person.author).not.toMatch(/\b(?:loves|means to|These days|dreams of)\b/);
      expect(about, person.author).toContain(`${first} always wanted to see the Northern Lights.`);
      expect(about.at(-1)).toBe(`${first} is the heart of this book, and of every page in it.`);
    }
    const end = (language: string | undefined, inMemory: boolean) =>
      layoutMatterPage({
        kind: 'end',
        print: 'color',
        photo: Buffer.alloc(0),
        title: 'Joe Byrne’s Dream',
        author: 'Joe Byrne',
        heroName: 'Joe',
        dedication: '',
        about: [],
        seed: 1,
        ...(language ? { language } : {}),
        ...(inMemory ? { inMemory } : {}),
      })
        .texts.find((t) => t.id === 'closing')!
        .lines.join(' ');
    expect(end(undefined, true)).toBe('Always with us, Joe.');
    expect(end(undefined, false)).toBe('Until the next adventure, Joe!');
    expect(end('es', true)).toBe('Siempre con nosotros, Joe.');
    // A language without words of its own for it closes with "For …", never a next adventure.
    expect(end('ja', true)).not.toMatch(/冒険/);
  });

  it('is read in the other built-in languages, whose books never quote the loss', () => {
    const told: Array<[WriterLanguage, string, string]> = [
      ['es', 'Fue pescador toda su vida. Falleció el año pasado y lo echamos de menos.', 'pescador'],
      ['fr', "Il était boulanger. Il nous a quittés l'hiver dernier.", 'boulanger'],
      ['de', 'Er war Fischer. Er ist letztes Jahr gestorben, wir vermissen ihn.', 'Fischer'],
      ['pt', 'Era pescador. Faleceu em 2023, sentimos muita falta dele.', 'pescador'],
    ];
    for (const [language, job, kept] of told) {
      const answers = [
        { id: 'job', answer: job },
        { id: 'hobbies', answer: { es: 'la pesca', fr: 'la pêche', de: 'Angeln', pt: 'a pesca' }[language] },
      ];
      expect(inMemory({ answers }), job).toBe(true);
      const script = writeBookIn(language, { author: 'Manuel', type: 'black-and-white-manga', answers, idea, seed: 2 });
      const text = JSON.stringify(script.pages);
      expect(text, job).not.toMatch(LOSS_ABROAD_WORDS);
      expect(text, job).toContain(kept);
    }
    // An answer with no loss is kept as written; someone else's loss, in those languages, is not the hero's.
    expect(withoutLoss('Jardinería - sobre todo rosas')).toBe('Jardinería - sobre todo rosas');
    for (const answer of [
      'Su marido falleció hace dos años.',
      'Son mari est décédé en 2020.',
      'Ihr Mann ist 2019 gestorben.',
      'O marido dela faleceu.',
      'Cuando murió su esposa, aprendió a cocinar.',
      'Depois que faleceu o marido, mudou-se.',
      'Der Hund starb letztes Jahr.',
      // Said of the living.
      'Se murió de risa con el chiste.',
      'Il est mort de rire.',
      "C'est mort pour les vacances.",
      'Er ist vor Lachen fast gestorben.',
      'Ele morreu de rir.',
      'Nos dejó sin palabras.',
      'Elle vit à Lyon et elle nous manque.',
    ])
      expect(inMemory({ answers: [{ id: 'family', answer }] }), answer).toBe(false);
  });
});

const idea = { title: 'El gran día', description: 'Manuel pesca el pez más grande.' };
const LOSS_ABROAD_WORDS = /falleci|echamos de menos|quitt|gestorben|vermissen|faleceu|falta dele/i;
