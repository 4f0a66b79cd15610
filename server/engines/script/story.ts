// The story of one book as the page writers see it, in five parts read from the answers and the chosen idea
// (readStory.ts builds them once), and the book being written:
//   cast    who is in it: the hero, the family and friends named in the answers, pets, the antagonist,
//           and how sentences name the hero (pronouns, life stage, the family's word for the hero)
//   life    the hero's life as the answers tell it (job, hobbies, dream, a named thing, a fear), each in a
//           form short enough for a balloon
//   places  where things happen: home, work, the town, the genre's arena, lair and omen
//   plot    the idea read as a plot: its kind and stake, the foe, the special move, the event, the mode
//   voice   how the book talks: the style (manga or vintage) and the genre
//   book    what is written so far (no sentence twice, who has spoken, the titles used) and the seeded dice
// Each writer takes only the parts it reads (StoryParts<...>), so what a page can say is plain from its type.
import type { HeroAid } from '../../../shared/heroAids';
import type { HeroAnimal } from '../answers/animalHero';
import type { LifeStage } from '../../../shared/script';
import type { FamilyAddress } from '../answers/familyAddress';
import type { NamedThing } from '../answers/facts';
import type { Plot } from './plot/readPlot';
import type { Cast, Character } from './cast';
import type { GenrePlaces, Mode, StyleKey } from './flavour';
import type { Book } from './tools';
import { isPluralNoun } from '../answers/nouns';

export interface ScriptInput {
  author: string;
  type: string;
  answers: { id: string; answer: string }[];
  idea: { title: string; description: string };
  pages?: number;
  seed: number;
  /** Details the owner marked as musts (the writer shows every detail; Claude's acts are checked for these). */
  mustUse?: string[];
  /** The aids chosen on the hero's card; the answers may name more (answers/heroAids.ts heroAidsWith). */
  heroAids?: readonly HeroAid[];
}

export interface StoryCast extends Cast {
  /** Everyone but the hero and the villain, people before pets. */
  people: Character[];
  /** The person the idea names beside the hero (who learns the secret, the partner, the master). */
  ally?: Character;
  /** The second hero, when the book has two ('Anna and Ben'): first of `people`, drawn beside the hero. */
  partner?: Character;
  /** How old the hero reads: a child's book has school, not work, and nothing adult in it. */
  stage: LifeStage;
  /** Whether the answers name the hero (else sentences say 'our hero' and nobody calls the hero by name). */
  named: boolean;
  /** The hero's pronouns: 'their' and 'them' when the answers do not say. */
  pronouns: { possessive: string; object: string; subject?: string; reflexive?: string };
  /** What the hero's children and grandchildren call the hero ('Nan', 'Abuela'). */
  address: FamilyAddress;
  /** The book is in memory of the hero (answers/memorial.ts): no threat to them, a dedication in their memory. */
  inMemory: boolean;
  /** The hero is an animal (answers/animalHero.ts): the answers' word for it and the species drawn. */
  animal?: HeroAnimal;
}

export interface Hobby {
  /** For sentences: 'baking sourdough with Gerald' cut to fit. */
  phrase: string;
  /** For names and titles: 'baking sourdough'. */
  short: string;
  plural: boolean;
  place: string;
}

export interface HeroLife {
  job: { noun?: string; a?: string; is?: string; quote?: string; place: string; head?: string };
  quirk?: string;
  hobbies: Hobby[];
  dream: { to?: string; of?: string; quote?: string };
  thing?: NamedThing;
  fear?: string;
  fearPlural: boolean;
  love?: string;
  /** Answers quoted whole where the reader could not make out people or pastimes in them. */
  quotes: { hobbies?: string; family?: string; friends?: string };
}

export type Places = GenrePlaces & {
  home: string;
  kitchen: string;
  work: string;
  hobby: string;
  town: string;
  training: string;
  /** Where an other-world story happens: 'another world', 'the Moon', 'an adventure world'. */
  otherWorld: string;
};

export interface StoryPlot {
  idea: { title: string; description: string };
  /** The chosen idea read as a plot: its kind, rival, stake and named elements drive the acts. */
  arc: Plot;
  mode: Mode;
  /** The antagonist with its article forms: 'a rogue AI' / 'the rogue AI'. */
  foe: { a: string; the: string };
  minions: string;
  /** Manga: 'Baking Sourdough Meteor Strike'; vintage: a contraption or the hobby itself. */
  move: string;
  /** Contest mode: the event the story builds to ('the Cedar Springs Summer Fair'). */
  event: string;
}

export interface Voice {
  style: StyleKey;
  genre: string;
}

export interface Story {
  cast: StoryCast;
  life: HeroLife;
  places: Places;
  plot: StoryPlot;
  voice: Voice;
  book: Book;
}

/** The parts of the story a writer reads. */
export type StoryParts<K extends keyof Story> = Pick<Story, K>;

/** A phrase about the hero said to the hero ('his pumpkins' -> 'your pumpkins') or by the hero ('my pumpkins'). */
export function heroSays(cast: Pick<StoryCast, 'pronouns'>, phrase: string, who: 'you' | 'me'): string {
  const { possessive, reflexive } = cast.pronouns;
  if (possessive === 'their') return theirAsOwn(phrase, who);
  return phrase
    .replace(new RegExp(`\\b${possessive}\\b`, 'g'), who === 'you' ? 'your' : 'my')
    .replace(new RegExp(`\\b${reflexive}\\b`, 'g'), who === 'you' ? 'yourself' : 'myself');
}

/** Words that end in -s without naming several people, which isPluralNoun would take for plurals. */
const NOT_PLURAL = new Set('always perhaps towards afterwards sometimes besides its does yes'.split(' '));
/** Words before a 'their' that may be whom it means. */
const OTHERS = /^(?:and|them|they|others|everyone|everybody|someone|somebody|anyone|each)$/i;

/**
 * A phrase about a hero called 'they' ('open their own bakery'), said to or by the hero: 'their' is the hero's
 * own until the phrase names others it could mean ('help kids reach their potential', 'take Mum and Dad on
 * their first cruise'), which keep it. The first word is the phrase's verb, never whom 'their' means.
 */
function theirAsOwn(phrase: string, who: 'you' | 'me'): string {
  return phrase.replace(/\b(?:their|themselves|themself)\b/g, (word, at: number) => {
    const before = phrase.slice(0, at).split(/\s+/).filter(Boolean).slice(1);
    const others = before.some((w) => {
      const bare = w.toLowerCase().replace(/[^a-z'’-]/g, '');
      return OTHERS.test(bare) || (isPluralNoun(bare) && !NOT_PLURAL.has(bare));
    });
    if (others) return word;
    if (word === 'their') return who === 'you' ? 'your' : 'my';
    return who === 'you' ? 'yourself' : 'myself';
  });
}
