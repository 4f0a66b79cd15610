// A book whose hero is an animal (answers/animalHero.ts) has a shape of its own: a morning at home, the hero's
// pastimes and family, then the idea's trouble, the hero on the trail across town, the moment it saves the day,
// the family's cheers and home again. The hero thinks in thought balloons and speaks in its kind's sounds (no
// words, no coffee, no work); the family talks to it as people talk to their pets; narration tells the rest.
// No villain: the trouble is the idea's. The words are copy (copy/animal.ts); each planned page (plan.ts) gets
// the beat its act asks for.
import {
  ANIMAL_CAPTIONS,
  ANIMAL_SUMMARIES,
  ANIMAL_TITLES,
  ANIMAL_PLACES,
  ANY_CAPTIONS,
  ANY_THOUGHTS,
  ANY_TO_THE_HERO,
  HERO_CLOSE,
  HERO_DOES,
  HERO_THINKS,
  PLACE_SHOTS,
  OTHER_SPECIES_VERBS,
  SPECIES_VERBS,
  TO_THE_HERO,
  type AnimalBeat,
} from './copy/animal';
import type { Character } from './cast';
import { animalSounds } from './dialogue';
import { candidates, type Slots } from './fill';
import { joinList } from '../answers/wording';
import { type Draft, hobbyAt, silent, whoNext } from './pageKit';
import type { PanelSpec, Say } from './panels';
import type { PlannedPage } from './plan';
import type { Story } from './story';
import type { Line } from './tools';
import { storyWords } from './words';
import { shuffled } from '../../lib/seededRandom';

/** The hero's species and the word the answers use for it (readStory.ts reads them). */
type AnimalStory = Story & { cast: Story['cast'] & { animal: NonNullable<Story['cast']['animal']> } };

/**
 * The beat of each planned page: morning first and home last, the trouble opening act 2, the trail (its clues,
 * the hero's pastimes and naps between) until the rescue on the splash page, then the family's cheers.
 */
export function animalBeats(plan: PlannedPage[]): AnimalBeat[] {
  const everyday: AnimalBeat[] = ['play', 'family'];
  const onTheTrail: AnimalBeat[] = ['search', 'clue', 'play', 'search', 'dream', 'family'];
  const rescueAt = Math.max(
    plan.findIndex((p) => p.beat === 'splash'),
    plan.findIndex((p) => p.act === 4),
  );
  let turn = 0;
  return plan.map((planned, i) => {
    if (i === 0) return 'morning';
    if (i === plan.length - 1) return 'home';
    if (i === rescueAt) return 'rescue';
    if (planned.act === 1) return everyday[(i - 1) % everyday.length];
    if (planned.act === 2 && plan[i - 1].act === 1) return 'trouble';
    if (i > rescueAt) return plan[i - 1].act < planned.act || i === rescueAt + 1 ? 'celebrate' : everyday[turn++ % 2];
    return onTheTrail[turn++ % onTheTrail.length];
  });
}

/** The page's draft (its titles, summaries and panels); `number` turns through the hero's pastimes. */
export function animalPage(story: AnimalStory, beat: AnimalBeat, number: number): Draft {
  const hobby = hobbyAt(story, number);
  const [who] = family(story, 1);
  const verbs = SPECIES_VERBS[story.cast.animal.species] ?? OTHER_SPECIES_VERBS;
  const words: Slots = {
    ...storyWords(story),
    hobby: hobby?.short,
    // A pastime's own place when it is one for an animal; the park otherwise (not the karaoke bar).
    hobbyPlace: ANIMAL_PLACES.find((p) => p === hobby?.place) ?? ANIMAL_PLACES[number % 2],
    they: story.cast.pronouns.subject ?? 'they',
    kind: story.cast.animal.word,
    who: who?.label,
    family: joinList(story.cast.people.filter((c) => !c.pet).map((c) => c.short)) || undefined,
    ...verbs,
  };
  return {
    titles: candidates(ANIMAL_TITLES[beat], words),
    summaries: candidates(ANIMAL_SUMMARIES[beat], words),
    panels: PANELS[beat](story, words),
  };
}

/** The people of the answers who can speak (pets make their own noises), those not heard yet first. */
function family(story: Story, n: number): Character[] {
  const people = story.cast.people.filter((c) => !c.pet);
  const quiet = silent(story).filter((c) => !c.pet);
  return [...quiet, ...whoNext(story, people, n, quiet)].slice(0, n);
}

/** The hero's thought, and the sound of its kind when `sound` (an animal never says words). */
function heroSays(story: AnimalStory, words: Slots, beat: AnimalBeat, sound = false): Say[] {
  const H = story.cast.hero;
  return [
    { who: H, kind: 'thought', lines: theBeatsFirst(story, HERO_THINKS[beat], ANY_THOUGHTS, words), prefer: true },
    ...(sound ? [{ who: H, kind: 'shout' as const, lines: animalSounds(story.cast.animal.species) }] : []),
  ];
}

/** Someone of the family talking to the hero. */
const toTheHero = (story: Story, c: Character, words: Slots, beat: AnimalBeat): Say => ({
  who: c,
  lines: theBeatsFirst(story, TO_THE_HERO[beat], ANY_TO_THE_HERO, { ...words, who: c.label }),
  prefer: true,
});

/** A beat's lines in the book's dice, then the lines of any page in theirs (a long book says them all). */
function theBeatsFirst(story: Story, own: readonly string[], any: readonly string[], words: Slots) {
  return candidates([...shuffled(own, story.book.rng), ...shuffled(any, story.book.rng)], words);
}

/** The beat's narration while any of it is fresh, then narration for any page. */
function caption(story: Story, words: Slots, beat: AnimalBeat): Line[] {
  const own = candidates(ANIMAL_CAPTIONS[beat], words);
  return own.some((line) => typeof line === 'string' && story.book.isFresh(line))
    ? own
    : candidates(ANY_CAPTIONS, words);
}

type PageOf = (story: AnimalStory, words: Slots) => PanelSpec[];

/**
 * A page of the hero and the family at one place: the place, the hero with `people` of the family talking to it
 * (the first panel with a sound of its kind), and the hero up close. A panel left with nothing fresh to say is
 * narrated.
 */
function scene(beat: AnimalBeat, setting: (story: Story, words: Slots) => string, people = 1): PageOf {
  return (story, words) => {
    const place = setting(story, words);
    const H = story.cast.hero;
    const others = family(story, people);
    // Nobody to talk to it: the hero alone in the middle panel (a page has three at least).
    const middle = others.length ? others : [undefined];
    const quietCaption = caption(story, words, beat);
    const doing = middle.map((c) => ({ ...words, who: c?.label ?? words.who }));
    const actions = distinct(story, HERO_DOES[beat], doing);
    return [
      {
        shot: beat === 'rescue' ? 'wide' : 'establishing',
        setting: place,
        action: pickOne(story, PLACE_SHOTS[beat], words, `${place}.`),
        caption: caption(story, words, beat),
      },
      ...middle.map((c, i) => ({
        shot: i % 2 ? ('close-up' as const) : ('medium' as const),
        setting: place,
        // A close-up is the hero's alone: the second of two animal heroes is beside it in the others.
        action: besideTheHero(story, actions[i] ?? `${H.label}${c ? ` and ${c.label}` : ''}.`, i % 2 === 1),
        say: [
          ...(c ? [toTheHero(story, c, words, beat)] : []),
          // The second of two animal heroes barks or mews in place of the first's sound.
          ...heroSays(story, { ...words, who: c?.label ?? words.who }, beat, i === 0 && !story.cast.partner),
          ...(i === 0 ? partnerSays(story) : []),
        ],
        quietCaption,
      })),
      {
        shot: 'close-up',
        setting: place,
        action: pickOne(story, HERO_CLOSE[beat], words, `${H.label}, up close.`),
        say: heroSays(story, words, beat),
        quietCaption,
      },
    ];
  };
}

/** Where the second of two animal heroes is in a picture of the first: at its side, as the book's dice say. */
const BESIDE = [', {p} right beside {h}', ', with {p} close behind', ', {p} never far from {h}', ', {p} at {h}’s side'];

/** The action with the second of two animal heroes in it too (both are drawn), or as it was (up close). */
function besideTheHero(story: AnimalStory, action: string, upClose = false): string {
  const partner = story.cast.partner;
  if (!partner || upClose || action.includes(partner.short)) return action;
  const where = story.book.pick(BESIDE).replace('{p}', partner.label).replace('{h}', story.cast.hero.short);
  return action.replace(/[.!]?$/, (end) => `${where}${end || '.'}`);
}

/** The second of two animal heroes joins in with a sound of its kind. */
function partnerSays(story: AnimalStory): Say[] {
  const partner = story.cast.partner;
  return partner ? [{ who: partner, kind: 'shout', lines: animalSounds(story.cast.animal.species) }] : [];
}

/** A line of the copy for each slot set (each naming its own person), no two alike while there are enough. */
function distinct(story: Story, from: readonly string[], each: Slots[]): (string | undefined)[] {
  const order = shuffled(from, story.book.rng);
  return each.map((words) => {
    const lines = candidates(order, words).filter((l): l is string => typeof l === 'string');
    // Not drawn yet in this book first (nor on this page), else the first of the dice's order.
    const chosen = lines.find((line) => story.book.isFresh(line)) ?? lines[0];
    if (chosen) story.book.remember(chosen);
    return chosen;
  });
}

/** One of the copy's lines whose facts are there, one the book has not drawn yet first, in the book's dice. */
function pickOne(story: Story, from: readonly string[], words: Slots, otherwise: string): string {
  const lines = candidates(from, words).filter((l): l is string => typeof l === 'string');
  const fresh = lines.filter((line) => story.book.isFresh(line));
  const chosen = fresh.length ? story.book.pick(fresh) : lines.length ? story.book.pick(lines) : otherwise;
  story.book.remember(chosen);
  return chosen;
}

const home = (story: Story) => story.places.home;
const hobbyPlace = (_: Story, words: Slots) => String(words.hobbyPlace);
const town = (story: Story) => story.places.town;

const PANELS: Record<AnimalBeat, PageOf> = {
  morning: scene('morning', home),
  play: scene('play', hobbyPlace),
  family: scene('family', home, 2),
  trouble: scene('trouble', home, 2),
  search: scene('search', town),
  clue: scene('clue', town),
  dream: scene('dream', home, 0),
  // The splash page: one big picture of the moment, the family arriving.
  rescue: (story, words) => {
    const people = family(story, 2);
    return [
      {
        shot: 'wide',
        setting: town(story),
        action: besideTheHero(
          story,
          pickOne(story, HERO_DOES.rescue, words, `${story.cast.hero.label} saves the day.`),
        ),
        caption: caption(story, words, 'rescue'),
        say: [
          ...people.map((c) => toTheHero(story, c, words, 'rescue')),
          ...heroSays(story, words, 'rescue'),
          ...partnerSays(story),
        ],
      },
    ];
  },
  celebrate: scene('celebrate', home, 3),
  home: scene('home', home, 2),
};
