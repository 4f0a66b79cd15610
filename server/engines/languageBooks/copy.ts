// Every sentence the Spanish, French, German and Portuguese writer can say, as typed copy: one file per
// language (copy/<language>.ts) with the same keys, each line a function of named slots (Words) that returns
// the sentence, or false when it does not fit this book (no job in the answers, a child hero). A line that
// talks about the hero makes its words agree through `g` (masculine, feminine, and a wording that needs no
// gender for when the answers do not tell); names are only ever set as written, never inflected.
import type { LifeStage } from '../../../shared/script';
import type { Beat } from '../script/plan';
import type { MemorialBeatIn } from './scenes/memorial';
import type { AnimalBeatIn } from './scenes/animal';
import type { SfxKind } from '../script/flavour';
import type { Gender, NounForms, Person, Relation, Species, StoryKind } from './types';

/** Picks the word that agrees with a person's gender: masculine, feminine, and one that needs none. */
export type Agree = (m: string, f: string, x: string) => string;

/** Someone beside the hero in a line: the first person the answers name, or whoever is speaking. */
export interface Companion {
  name: string;
  g: Agree;
  /** What they call the hero, as a word in a sentence: "abuela", "Oma", or the hero's name. */
  calls: string;
  /** Whether `calls` is a family word ("abuela", "Papa"), which takes "mi"/"meine"/"ma", not a name. */
  family: boolean;
  /** "su nieta Lucía", "ihre Enkelin Lucía", or the name alone for a friend. */
  intro: string;
  /** What the hero calls them: "mamá", "Oma", "cariño" (copy.calledByHero), else their name. */
  called: string;
  /** How they are related to the hero (a line may call a mother "Mamá" and a friend by name). */
  relation: Person['relation'];
  gender: Gender;
}

export interface Words {
  /** The hero's name as written (or the copy's `someone` when the answers give none). */
  H: string;
  g: Agree;
  stage: LifeStage;
  buddy?: Companion;
  /** Agrees with the hero and the person beside them together ("juntas" for two women, else "juntos"). */
  both: Agree;
  pet?: { name: string; sound: string; intro: string };
  foe: NounForms;
  prize: NounForms;
  /** Where the last battle happens and where the foe hides, with their preposition: "en el viejo puerto". */
  arena: string;
  lair: string;
  job?: string;
  hobby?: string;
  dream?: string;
  /** Which repetition of a repeatable beat this is (the second training page is 1). */
  round: number;
  /** The hero's own sound, when the hero is an animal ('¡Guau!'). */
  heroSound?: string;
}

/** A line of the book: the sentence, or false/undefined when it does not suit this book. */
export type Line = (w: Words) => string | false | undefined;

/** A panel's words; balloons are placed in the order their keys are written (a reply after its question). */
export interface PanelCopy {
  caption?: Line[];
  hero?: Line[];
  /** Said by the first person the answers name; left out when they name no one. */
  buddy?: Line[];
  foe?: Line[];
}

export interface BeatCopy {
  titles: Line[];
  summary: Line[];
  /** One per panel of the beat's staging (scenes.ts), in order. */
  panels: PanelCopy[];
}

export interface IdeaCopy {
  key: string;
  title: Line;
  description: Line;
}

export interface KindCopy {
  foes: NounForms[];
  prizes: NounForms[];
  arena: string;
  lair: string;
}

/**
 * A book in someone's memory (scenes/memorial.ts): the family's words and the narration, never the hero's (the
 * hero is drawn only in memories), no foe; `w.buddy` is the first person the answers name.
 */
export interface MemorialCopy {
  beats: Record<MemorialBeatIn, BeatCopy>;
  /** The ideas offered for such a book: a day remembered, their stories told, their dream lived. */
  ideas: IdeaCopy[];
  /** Captions for any memory panel (the hero in an old photo), and for any panel of the family now. */
  memories: Line[];
  together: Line[];
  dedication: Line[];
  /** Said on the last page by each other person named (w.buddy is the one speaking). */
  cheers: Line[];
  /** The caption of their panel, naming them ("su hija Carmen"). */
  alsoThere: (who: string) => string;
}

/**
 * A book whose hero is an animal (scenes/animal.ts): the family talks to it by name, it thinks (a staged
 * panel's `heroKind: 'thought'`) and makes its sound (`w.heroSound`), never speaks; no foe.
 */
export interface AnimalCopy {
  beats: Record<AnimalBeatIn, BeatCopy>;
  ideas: IdeaCopy[];
  /** Captions and thoughts any page can take when its own are used up. */
  captions: Line[];
  thoughts: Line[];
}

export interface BookCopy {
  beats: Record<Beat, BeatCopy>;
  memorial: MemorialCopy;
  animal: AnimalCopy;
  kinds: Record<StoryKind, KindCopy>;
  ideas: IdeaCopy[];
  /** What someone of this relation calls the hero, by the hero's gender (grandchildren: "abuela"/"abuelo"). */
  address: Partial<Record<Relation, { f: string; m: string }>>;
  /** What the hero calls someone of this relation, by their gender (a mother: "mamá"); others by name. */
  calledByHero?: Partial<Record<Relation, { f: string; m: string }>>;
  /** How a person is introduced in a sentence: "su nieta Lucía" (hero's gender given for "ihr"/"sein"). */
  intro: (person: Person, heroGender: Gender) => string;
  /** The cast list's role line: "nieta de Carmen", "la protagonista". */
  role: (person: Person, hero: string) => string;
  heroRole: (gender: Gender) => string;
  foeRole: string;
  /** An animal's only words. */
  sounds: Record<Species, string>;
  sfx: Record<SfxKind, string[]>;
  /** Said by each person named in the answers at the celebration (w.buddy is the one speaking). */
  cheers: Line[];
  /** The caption of the party panel that names who else is there ("su hija Paula y Javier"), joined by `list`. */
  alsoThere: (who: string) => string;
  /** How names are joined: between names, and before the last. */
  list: [between: string, last: string];
  dedication: Line[];
  /** Stands in for the hero's name when the answers give none. */
  someone: string;
  /** Caption that quotes an answer the pages did not use, in the person's own words. */
  quote: (answerId: string, quoted: string, w: Words) => string;
  /** The language's last touch on every sentence (French: a no-break space before "!", "?", ":", ";"). */
  typeset?: (text: string) => string;
  /** The language's quotation marks: the matter pages' (`matterWords(code).quotes`), one table for the book. */
  quotes: [string, string];
}
