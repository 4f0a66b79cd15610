// The shapes a built-in language book's pages can take besides the adventure (SCENES and copy.beats): a book in
// someone's memory (scenes/memorial.ts) and a book whose hero is an animal (scenes/animal.ts). Each gives, per
// planned page, how it is staged and worded, its light, and what a page says when its own words are used up.
import type { TimeOfDay } from '../../../shared/script';
import type { AnimalBeatIn } from './scenes/animal';
import { ANIMAL_SCENES, animalBeatsIn } from './scenes/animal';
import { MEMORIAL_SCENES, memorialBeatsIn, type MemorialBeatIn } from './scenes/memorial';
import type { Staging } from './scenes';
import type { BeatCopy, BookCopy, Line, Words } from './copy';
import type { PlannedPage } from '../script/plan';

/** How a page is staged and worded. */
export interface PageShape {
  stagings: Staging[];
  wording: BeatCopy;
  time: TimeOfDay;
  /**
   * Panels nothing is left to say in are left out (a long book uses its words up), and a page left with none
   * takes one of these captions, kept for such pages; at least one picture stays.
   */
  silent?: { lines: Line[] };
  /** Words of this shape's own beside the book's (the animal hero's sound). */
  words?: Partial<Words>;
}

/** The light of a memorial page: the album and the memories by day, the stories and home-coming at dusk. */
const MEMORIAL_LIGHT: Record<MemorialBeatIn, TimeOfDay> = {
  album: 'day',
  remember: 'day',
  stories: 'dusk',
  dream: 'day',
  goodbye: 'dusk',
};

const ANIMAL_LIGHT: Record<AnimalBeatIn, TimeOfDay> = {
  wake: 'dawn',
  play: 'day',
  trouble: 'day',
  trail: 'day',
  found: 'dusk',
  home: 'night',
};

/** A memorial page: its beat's words, and the captions any moment of the family now can take. */
function memorialShape(copy: BookCopy, beat: MemorialBeatIn): PageShape {
  const stagings = MEMORIAL_SCENES[beat];
  const { memories, together } = copy.memorial;
  const wording = copy.memorial.beats[beat];
  // The family now may take any caption of theirs; a memory keeps to its page's own until nothing else is said.
  const panels = wording.panels.map((panel, i) =>
    stagings[i].cast[0][0] === 'hero' ? panel : { ...panel, caption: [...(panel.caption ?? []), ...together] },
  );
  return { stagings, wording: { ...wording, panels }, time: MEMORIAL_LIGHT[beat], silent: { lines: memories } };
}

/** An animal's page: its beat's words, any page's captions, and any thought where the animal thinks. */
function animalShape(copy: BookCopy, beat: AnimalBeatIn, heroSound: string): PageShape {
  const stagings = ANIMAL_SCENES[beat];
  const { captions, thoughts } = copy.animal;
  const wording = copy.animal.beats[beat];
  const panels = wording.panels.map((panel, i) =>
    stagings[i].heroKind === 'thought' ? { ...panel, hero: [...(panel.hero ?? []), ...thoughts] } : panel,
  );
  return {
    stagings,
    wording: { ...wording, panels },
    time: ANIMAL_LIGHT[beat],
    silent: { lines: captions },
    words: { heroSound },
  };
}

/**
 * The shape of each planned page for a book in memory or an animal's book (null for the adventure, whose pages
 * the act plan's beats stage).
 */
export function pageShapes(
  copy: BookCopy,
  plan: PlannedPage[],
  book: { remembered: boolean; animalSpecies?: string },
): PageShape[] | null {
  if (book.remembered) return memorialBeatsIn(plan).map((beat) => memorialShape(copy, beat));
  if (book.animalSpecies === undefined) return null;
  const sounds = copy.sounds as Record<string, string>;
  const sound = sounds[book.animalSpecies] ?? copy.sounds.pet;
  return animalBeatsIn(plan).map((beat) => animalShape(copy, beat, sound));
}
