// What the built-in writer for Spanish, French, German and Portuguese books reads from the answers
// (readAnswersIn.ts) and writes with (copy/<language>.ts): people with a gender and a relation to the hero,
// animals by species, and noun phrases in the forms a sentence of the language needs (article, "of", "to").
import type { LifeStage } from '../../../shared/script';

/** The languages this writer speaks; English has its own, richer writer (server/engines/script). */
export type WriterLanguage = 'es' | 'fr' | 'de' | 'pt';

/** 'x' when the answers do not tell: the copy then uses wording that needs no gender. */
export type Gender = 'f' | 'm' | 'x';

/** How someone named in the answers is related to the hero (the hero's granddaughter is a 'grandchild'). */
export type Relation =
  | 'spouse'
  | 'partner'
  | 'child'
  | 'grandchild'
  | 'parent'
  | 'grandparent'
  | 'sibling'
  | 'cousin'
  | 'auntUncle'
  | 'nieceNephew'
  | 'friend'
  | 'neighbour'
  | 'colleague'
  /** Family the answer does not say more of (a name alone in the family answer). */
  | 'family'
  /** A baby of the family ('nuestro bebé Noah'): comes along, says nothing yet. */
  | 'baby'
  | 'pet';

export type Species = 'dog' | 'cat' | 'bird' | 'parrot' | 'rabbit' | 'horse' | 'fish' | 'turtle' | 'hamster' | 'pet';

/** The kind of story the genre answer asks for: it picks the foe, the prize, the places and the sound effects. */
export type StoryKind = 'mystery' | 'space' | 'magic' | 'spooky' | 'heart' | 'adventure';

export interface Person {
  /** As the answers write it: never inflected, never translated. */
  name: string;
  gender: Gender;
  relation: Relation;
  /** For an animal. */
  species?: Species;
}

/**
 * A noun phrase with its article in the forms a sentence needs, written out by hand per language, because
 * articles contract ("de el" is "del", "à le" is "au") and German declines them ("der", "den", "dem").
 */
export interface NounForms {
  /** Without an article, as a name: "Sombra Gris". */
  name: string;
  gender: Gender;
  /** Subject: "la Sombra Gris", "der Graue Schatten". */
  the: string;
  /** "of": "de la Sombra Gris", "du Baron", "do Barão", (German genitive) "des Grauen Schattens". */
  of: string;
  /** Object (German accusative "den Grauen Schatten"; the same as `the` elsewhere, "a" for Spanish persons). */
  obj: string;
  /** "with": "con la Sombra Gris", "mit dem Grauen Schatten". */
  with: string;
}

/** The answers as the writer reads them, in the book's language. */
export interface Reading {
  /** `partner`: the second of two heroes ('Ana y Luis': Luis), also first of `people` (shared/heroPair.ts). */
  hero: { name: string; gender: Gender; stage: LifeStage; named: boolean; partner?: string };
  /** Family and friends named in the answers, people before animals, in the order written. */
  people: Person[];
  /** The job as a bare noun phrase when the answer says one ("enfermera jubilada"), for "Carmen, enfermera…". */
  job?: string;
  /** A hobby, stripped of "le gusta" and the like: for "label: phrase" lines, where any form reads. */
  hobby?: string;
  /** The dream, stripped of "sueña con" and the like, for "label: phrase" lines. */
  dream?: string;
  kind: StoryKind;
  /** Every answer as written, for quotes and for the check that nothing said was dropped. */
  answers: Array<{ id: string; answer: string }>;
}
