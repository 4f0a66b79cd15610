// The built-in writer of Spanish, French, German and Portuguese books: the English writer's act plan
// (script/plan.ts), each beat staged the same in every language (scenes.ts) and worded by the language's
// copy (copy/<language>.ts) with the answers as that language's reader reads them (readAnswersIn.ts).
// Seeded: the same input and seed always give the same book. Every word lettered is in the book's language,
// except names and the answers quoted as written.
import { heroAnimal, type HeroAnimal } from '../answers/animalHero';
import { inMemory, withoutLoss } from '../answers/memorial';
import {
  scriptSchema,
  type CastMember,
  type Panel,
  type Script,
  type StoryPage,
  type TimeOfDay,
} from '../../../shared/script';
import { seededRandom, type Rng } from '../../lib/seededRandom';
import { pageCount, planPages, type Beat, type PlannedPage } from '../script/plan';
import type { ScriptInput } from '../script/story';
import { BUILT_IN } from './builtInLanguages';
import { bookWords, chooseNoun, heroCast, typeset, type BookCast } from './bookWords';
import type { BookCopy, Line, Words } from './copy';
import { pageShapes, type PageShape } from './pageShapes';
import { readAnswersIn } from './readAnswersIn';
import { SCENES, type Names, type Place, type Staging } from './scenes';
import { englishPlace } from './places';
import { joinNames } from '../words/matterWords';
import type { Person, Reading, WriterLanguage } from './types';
import type { Lexicon } from './lexicon';
import { quoteUnused } from './quoteUnused';
import { heroAidsWith } from '../answers/heroAids';
import { keepWithAids } from '../script/seatedHero';

/** The hero's possessive in the English directions the art reads, by the gender the answers tell. */
const ENGLISH_POSSESSIVE: Record<Person['gender'], string> = { f: 'her', m: 'his', x: 'their' };

/** The light of a beat's page: morning at dawn, trouble at dusk and night; the rest in daylight. */
const LIGHT: Partial<Record<Beat, TimeOfDay>> = {
  morning: 'dawn',
  evening: 'dusk',
  omen: 'dusk',
  decision: 'night',
  firstClash: 'night',
  chase: 'night',
  eve: 'night',
  coda: 'night',
  dream: 'dusk',
  finale: 'dusk',
};

/** The book being written: its dice and every sentence used, so no line is said twice. */
class Pen {
  private readonly used = new Set<string>();
  private readonly spoke = new Map<string, number>();
  constructor(
    readonly rng: Rng,
    private readonly copy: BookCopy,
    phrases: Array<string | undefined>,
    /** Said again and again: an animal hero's own sound (its only word). */
    private readonly repeatable = new Set<string>(),
  ) {
    this.unsaid = phrases.filter((p): p is string => !!p);
  }

  /** The answers' phrases no line has said yet: a line that says one is chosen first. */
  private readonly unsaid: string[];

  /**
   * A fresh line of the candidates that suit this book: one that says an answer's phrase not said yet, else
   * one at random; undefined when none is left.
   */
  line(lines: Line[] | undefined, w: Words, max: number): string | undefined {
    const fresh = (lines ?? [])
      .map((l) => l(w))
      .filter((t): t is string => typeof t === 'string' && t.trim().length > 0 && t.length <= max)
      .map((t) => typeset(this.copy, t.replace(/\s+/g, ' ').trim()))
      .filter((t) => !this.used.has(t) || this.repeatable.has(t));
    if (!fresh.length) return undefined;
    // Compared without case: a line may set an answer's phrase with another first letter.
    const says = (text: string, phrase: string) => text.toLocaleLowerCase().includes(phrase.toLocaleLowerCase());
    const telling = fresh.find((t) => this.unsaid.some((phrase) => says(t, phrase)));
    const chosen = telling ?? fresh[Math.floor(this.rng() * fresh.length)];
    this.used.add(chosen);
    for (const phrase of this.unsaid.filter((p) => says(chosen, p))) this.unsaid.splice(this.unsaid.indexOf(phrase), 1);
    return chosen;
  }

  said(name: string): number {
    return this.spoke.get(name) ?? 0;
  }

  speaks(name: string): void {
    this.spoke.set(name, this.said(name) + 1);
  }
}

function panelOf(
  stage: Staging,
  words: Words,
  copy: BookCopy,
  reading: Reading,
  cast: BookCast,
  pen: Pen,
  heroName: string,
  wording: BookCopy['beats'][Beat]['panels'][number] | undefined,
): Panel {
  const names: Names = { H: heroName, B: cast.buddy?.name, F: cast.foe.name, P: cast.pet?.name };
  const who = { hero: heroName, buddy: cast.buddy?.name, foe: cast.foe.name, pet: cast.pet?.name };
  const balloons: Panel['balloons'] = [];
  const say = (speaker: string | undefined, lines: Line[] | undefined, kind: Panel['balloons'][number]['kind']) => {
    const text = speaker && pen.line(lines, words, 120);
    if (speaker && text) {
      balloons.push({ speaker, kind, text });
      pen.speaks(speaker);
    }
  };
  for (const key of Object.keys(wording ?? {})) {
    if (key === 'hero') say(who.hero, wording?.hero, stage.heroKind ?? 'speech');
    if (key === 'buddy') say(who.buddy, wording?.buddy, 'speech');
    if (key === 'foe') say(who.foe, wording?.foe, 'shout');
  }
  // An animal only ever makes its own noise, twice in a book at most.
  if (stage.petSpeaks && cast.pet && pen.said(cast.pet.name) < 2 && balloons.length < 3) {
    balloons.push({ speaker: cast.pet.name, kind: 'speech', text: copy.sounds[cast.pet.species ?? 'pet'] });
    pen.speaks(cast.pet.name);
  }
  const caption = pen.line(wording?.caption, words, 200);
  const sfx =
    stage.sfx &&
    pen.line(
      copy.sfx[stage.sfx].map((s) => () => s),
      words,
      24,
    );
  const figures = stage.cast
    .filter(([role]) => who[role])
    .slice(0, 4)
    .map(([role, pose, emotion]) => ({ name: who[role]!, pose, emotion }));
  return {
    shot: stage.shot,
    setting: englishPlace(stage.place as Place, reading),
    action: stage.action(names).replace(/\s+/g, ' ').slice(0, 300),
    ...(caption ? { caption } : {}),
    balloons: balloons.slice(0, 3),
    ...(sfx ? { sfx } : {}),
    ...(figures.length ? { figures } : {}),
  };
}

/** How everyone else gets their word in: at the party they cheer the hero; in a book in memory they remember. */
interface Cheering {
  lines: Line[];
  alsoThere: (who: string) => string;
  action: (names: string) => string;
  pose: 'cheer' | 'stand';
  emotion: 'happy' | 'love';
}

const PARTY = (copy: BookCopy, cast: BookCast): Cheering => ({
  lines: copy.cheers,
  alsoThere: copy.alsoThere,
  action: (names) => `${names} ${names.includes(' and ') ? 'cheer' : 'cheers'} for ${cast.H}, laughing.`,
  pose: 'cheer',
  emotion: 'happy',
});
/** The family now: the hero is not named, so the art does not draw them there. */
const REMEMBERING = (copy: BookCopy): Cheering => ({
  lines: copy.memorial.cheers,
  alsoThere: copy.memorial.alsoThere,
  action: (names) => `${names} smiling, sharing a memory.`,
  pose: 'stand',
  emotion: 'love',
});

/** At the party (or the last page of a book in memory) everyone else the answers name says a word, in a panel. */
function everyoneCheers(
  page: StoryPage,
  copy: BookCopy,
  reading: Reading,
  cast: BookCast,
  pen: Pen,
  how: Cheering,
): void {
  // A baby cheers only as babies do: not in words.
  const others = reading.people.filter(
    (p) => p.relation !== 'pet' && p.relation !== 'baby' && p !== cast.buddy && pen.said(p.name) === 0,
  );
  for (let i = 0; i < others.length && page.panels.length < 6; i += 2) {
    const pair = others.slice(i, i + 2);
    const balloons = pair.flatMap((p) => {
      const text = pen.line(how.lines, bookWords(copy, reading, cast, 0, p), 120);
      if (!text) return [];
      pen.speaks(p.name);
      return [{ speaker: p.name, kind: 'speech' as const, text }];
    });
    if (!balloons.length) break;
    const who = joinNames(
      copy,
      pair.map((p) => copy.intro(p, reading.hero.gender)),
    );
    page.panels.push({
      shot: 'medium',
      caption: typeset(copy, how.alsoThere(who)),
      setting: page.panels[0].setting,
      action: how.action(pair.map((p) => p.name).join(' and ')),
      balloons,
      figures: pair.map((p) => ({ name: p.name, pose: how.pose, emotion: how.emotion })),
      timeOfDay: page.panels[0].timeOfDay,
    });
  }
}

function pageOf(
  planned: PlannedPage,
  number: number,
  copy: BookCopy,
  reading: Reading,
  cast: BookCast,
  pen: Pen,
  heroName: string,
  titles: Set<string>,
  shape: PageShape = {
    stagings: SCENES[planned.beat],
    wording: copy.beats[planned.beat],
    time: LIGHT[planned.beat] ?? 'day',
  },
): StoryPage {
  const words = { ...bookWords(copy, reading, cast, planned.round), ...shape.words };
  const { wording, time } = shape;
  const drawn = shape.stagings.map((stage, i) =>
    panelOf(stage, words, copy, reading, cast, pen, heroName, wording.panels[i]),
  );
  const said = drawn.filter((panel) => panel.caption || panel.balloons.length);
  // Nothing left to say on the whole page: the memory alone (the hero in an old photo), captioned if a line is left.
  const memory = drawn.find((_panel, i) => shape.stagings[i].cast[0]?.[0] === 'hero') ?? drawn[0];
  if (shape.silent && !said.length) {
    const caption = pen.line(shape.silent.lines, words, 200);
    if (caption) memory.caption = caption;
  }
  const panels = shape.silent ? (said.length ? said : [memory]) : drawn;
  for (const panel of panels) panel.timeOfDay = time;
  const fresh = wording.titles.map((t) => t(words)).filter((t): t is string => !!t && t.length <= 80 && !titles.has(t));
  const title = fresh.length
    ? fresh[Math.floor(pen.rng() * fresh.length)]
    : `${wording.titles[0](words) || cast.H} ${['II', 'III', 'IV', 'V', 'VI'][planned.round % 5]}`;
  titles.add(title);
  const summary = wording.summary.map((s) => s(words)).find((s): s is string => !!s && s.length <= 300) ?? title;
  return { number, act: planned.act, title: typeset(copy, title), summary: typeset(copy, summary), panels };
}

/** Someone of an animal hero's household, as the lines treat them: family, whatever the answer's relation. */
const asFamily = (person: Person): Person => (person.relation === 'pet' ? person : { ...person, relation: 'family' });

/** Who someone is in English, for the art and painting prompts ('her granddaughter'): they read English. */
const ENGLISH_KIN: Partial<Record<Person['relation'], [string, string, string]>> = {
  spouse: ['husband', 'wife', 'partner'],
  partner: ['boyfriend', 'girlfriend', 'partner'],
  child: ['son', 'daughter', 'child'],
  grandchild: ['grandson', 'granddaughter', 'grandchild'],
  parent: ['father', 'mother', 'parent'],
  grandparent: ['grandpa', 'grandma', 'grandparent'],
  sibling: ['brother', 'sister', 'sibling'],
  cousin: ['cousin', 'cousin', 'cousin'],
  auntUncle: ['uncle', 'aunt', 'aunt'],
  nieceNephew: ['nephew', 'niece', 'niece'],
  friend: ['friend', 'friend', 'friend'],
  neighbour: ['neighbour', 'neighbour', 'neighbour'],
  colleague: ['colleague', 'colleague', 'colleague'],
  family: ['relative', 'relative', 'relative'],
};

function drawnAs(person: Person, heroGender: Reading['hero']['gender']): string {
  const their = heroGender === 'f' ? 'her' : heroGender === 'm' ? 'his' : 'their';
  const word = ENGLISH_KIN[person.relation]?.[person.gender === 'm' ? 0 : person.gender === 'f' ? 1 : 2] ?? 'friend';
  // A friend's gender is not in the word 'friend': said plainly, as castLooks reads it.
  const who =
    person.relation === 'friend' && person.gender !== 'x'
      ? `${person.gender === 'f' ? 'female' : 'male'} friend`
      : word;
  return `${their} ${who}`;
}

function castOf(
  copy: BookCopy,
  reading: Reading,
  cast: BookCast,
  heroName: string,
  animal: HeroAnimal | null,
  remembered: boolean,
): CastMember[] {
  const members: CastMember[] = [
    // An animal hero is drawn as its species (its lines in this language are still a person's: the animal's
    // own story is written in English only, script/animalPages.ts).
    animal
      ? {
          name: heroName,
          role: copy.heroRole(reading.hero.gender),
          isHero: true,
          kind: 'animal',
          species: animal.species,
        }
      : {
          name: heroName,
          role: copy.heroRole(reading.hero.gender),
          drawnAs: 'the hero',
          isHero: true,
          kind: 'person',
          lifeStage: reading.hero.stage,
        },
    ...reading.people.map(
      (p): CastMember =>
        p.relation === 'pet'
          ? { name: p.name, role: copy.role(p, cast.H), isHero: false, kind: 'animal', species: p.species ?? 'pet' }
          : {
              name: p.name,
              // An animal's household is not its husband and children (the answers' relations are the writer's):
              // someone dear to it, drawn as the answer says.
              role: copy.role(animal ? { ...p, relation: 'family' } : p, cast.H),
              drawnAs: drawnAs(p, reading.hero.gender),
              // The second of two heroes ('Ana y Luis') is a hero of the cast, drawn at the first's side.
              isHero: p.name === reading.hero.partner,
              kind: 'person',
            },
    ),
    // No villain in a book in memory, nor in an animal's.
    ...(remembered || animal
      ? []
      : [{ name: cast.foe.name, role: copy.foeRole, drawnAs: 'the villain', isHero: false, kind: 'person' } as const]),
  ];
  return members.slice(0, 12);
}

export function writeBookIn(language: WriterLanguage, input: ScriptInput): Script {
  const { lexicon, copy } = BUILT_IN[language];
  return writeBookWith(lexicon, copy, input);
}

/** Dedications to offer a giver for a book in a built-in language, written from the answers as the book's is. */
export function dedicationsIn(language: WriterLanguage, input: ScriptInput): string[] {
  const { lexicon, copy } = BUILT_IN[language];
  const { reading, cast } = readBook(lexicon, copy, input);
  const words = bookWords(copy, reading, cast);
  const lines = (inMemory(input ?? {}) ? copy.memorial.dedication : copy.dedication).map((line) => line(words));
  return [
    ...new Set(lines.filter((t): t is string => typeof t === 'string' && t.trim().length > 0 && t.length <= 200)),
  ].map((t) => typeset(copy, t.replace(/\s+/g, ' ').trim()));
}

/** The book from a language's lexicon and copy (writeBookIn picks them by the book's language). */
/** The answers read in the book's language and the cast they give, with the dice thrown so far. */
function readBook(lexicon: Lexicon, copy: BookCopy, input: ScriptInput) {
  const rng = seededRandom(typeof input?.seed === 'number' ? input.seed : 0);
  // A sentence telling of a loss is never material for a caption beside a joke (answers/memorial.ts).
  const answers = Array.isArray(input?.answers)
    ? input.answers.map((a) => ({ ...a, answer: withoutLoss(String(a?.answer ?? '')) }))
    : input?.answers;
  const reading = readAnswersIn(lexicon, { ...input, answers });
  const idea = `${input?.idea?.title ?? ''} ${input?.idea?.description ?? ''}`;
  const kind = copy.kinds[reading.kind];
  // The foe first, then the prize: the order the seeded dice were always thrown in.
  const foe = chooseNoun(kind.foes, idea, rng);
  return { rng, reading, cast: heroCast(reading, copy, lexicon, foe, chooseNoun(kind.prizes, idea, rng)) };
}

export function writeBookWith(lexicon: Lexicon, copy: BookCopy, input: ScriptInput): Script {
  const { rng, reading, cast } = readBook(lexicon, copy, input);
  const heroName = reading.hero.named ? reading.hero.name : copy.someone;
  const titles = new Set<string>();
  const plan = planPages(pageCount(input?.pages));
  // A book in someone's memory is told by their family, and an animal's is lived as an animal: each in a shape
  // of its own (pageShapes.ts).
  const remembered = inMemory(input ?? {});
  const animal = remembered ? null : heroAnimal(input);
  const shapes = pageShapes(copy, plan, { remembered, animalSpecies: animal?.species });
  const sound = shapes?.[0].words?.heroSound;
  const pen = new Pen(
    rng,
    copy,
    [reading.job, reading.hobby, reading.dream],
    new Set(sound ? [typeset(copy, sound)] : []),
  );
  // An animal's household talks to it as family: the answers' relations are the writer's ("su nieta Lucía" does
  // not call the dog "abuela").
  const told = animal ? { ...reading, people: reading.people.map(asFamily) } : reading;
  // Everyone the answers name has stories: in a book in memory they tell them in turn, a page each.
  // The second of two heroes remembered together is remembered too, never a teller.
  const tellers = told.people.filter(
    (p) => p.relation !== 'pet' && p.relation !== 'baby' && p.name !== reading.hero.partner,
  );
  const teller = (i: number) => (remembered ? { ...cast, buddy: tellers[i % tellers.length] } : cast);
  const pageCast = (i: number) => (animal && cast.buddy ? { ...cast, buddy: asFamily(cast.buddy) } : teller(i));
  const pages = plan.map((planned, i) =>
    pageOf(planned, i + 1, copy, told, pageCast(i), pen, heroName, titles, ...(shapes ? [shapes[i]] : [])),
  );
  const party = shapes
    ? pages[pages.length - 1]
    : (pages.find((_page, i) => plan[i].beat === 'celebrate') ?? pages[pages.length - 1]);
  const cheering = remembered ? { ...told, people: told.people.filter((p) => p.name !== reading.hero.partner) } : told;
  everyoneCheers(party, copy, cheering, pageCast(0), pen, remembered ? REMEMBERING(copy) : PARTY(copy, cast));
  // An animal's "job" answer says what kind of animal it is ("Es un perro muy travieso"): not quoted as
  // something it "would tell you" about its day.
  const quotable = animal ? { ...reading, answers: reading.answers.filter((a) => a.id !== 'job') } : reading;
  quoteUnused(pages, quotable, copy, bookWords(copy, reading, cast), lexicon.functionWords);
  // A hero who uses a wheelchair races and rolls in the directions the art and a painter read (English); one
  // with crutches, a stick or a frame hurries.
  // (Not one another's: "Su abuelo usa silla de ruedas" is the grandfather's, answers/castAids.ts.)
  const members = castOf(copy, reading, cast, heroName, heroAnimal(input), remembered);
  const heroAids = heroAidsWith(input?.heroAids, input?.answers, [heroName], members);
  keepWithAids(pages, heroName, ENGLISH_POSSESSIVE[reading.hero.gender], heroAids, false);
  const words = bookWords(copy, reading, cast);
  return scriptSchema.parse({
    title: (input?.idea?.title ?? '').trim().slice(0, 120) || cast.H,
    dedication: pen.line(remembered ? copy.memorial.dedication : copy.dedication, words, 200) ?? copy.someone,
    cast: members,
    pages,
  });
}
