// The typed facts read from a visitor's answers, shared by the idea generator and the script writer so an idea
// and its script never contradict. Every phrase comes with the grammatical forms that are safe to use; lists of
// forms run longest first, and every entry of a list fits the same place in a sentence.
import type { Pronouns } from './pronouns';
import type { LifeStage } from '../../../shared/script';
import type { FamilyAddress } from './familyAddress';

export type AnswerId = 'job' | 'family' | 'friends' | 'hobbies' | 'dream' | 'genre';

export interface Hero {
  /** As typed, cleaned: 'María José Fernández-Castillo'; '' when not given. */
  full: string;
  /** What sentences call them: 'María José', 'Dr. Lopez', 'our hero' when no name was given. */
  call: string;
  /** For titles: the full name when it fits 24 characters, else the call name (two heroes: 'Anna and Ben'). */
  title: string;
  /** The second hero, when the name holds two ('Anna and Ben', shared/heroPair.ts); `call` is the first's. */
  partner?: { full: string; call: string };
  /** Both heroes, for titles and dedications: 'Anna and Ben'. */
  both?: string;
  named: boolean;
  pronouns?: Pronouns;
  /** How old the hero reads: a child's book has school, a retiree's no working day. */
  stage: LifeStage;
  /** What the hero's children and grandchildren call the hero (none known: they use no name). */
  address: FamilyAddress;
}

export interface Job {
  /** Noun phrase without article, longest first: ['dentist who sings to patients', 'dentist who sings', 'dentist']. */
  noun?: string[];
  /** The head noun: 'dentist'. */
  head?: string;
  /** Third-person verb phrase: ['works at the Bedpan factory', 'works at the factory']. */
  does?: string[];
  /** The answer as a short quote when it could not be read: '“Es dentista”'. */
  quote?: string;
}

export interface Activity {
  /** Gerund or noun phrase, usable where a noun goes: ['sailing the Bedpan Express', 'sailing']. */
  phrase: string[];
  gerund: boolean;
  /** Takes a plural verb ('crossword puzzles are'). */
  plural: boolean;
}

export interface Dream {
  /** Base verb phrase, after 'to': ['open a bakery on the moon', 'open a bakery']. */
  to?: string[];
  /** After 'of'/'about': gerund or noun phrase: ['opening a bakery on the moon', 'a bakery on the moon']. */
  of?: string[];
  /** Title fragments, not yet title-cased: ['bakery on the moon']. */
  title?: string[];
  quote?: string;
}

export interface Person {
  /** Proper name if one was given: 'Rosa'. */
  name?: string;
  /** mom, husband, dog, twins…: to the hero, or to `of` when that is set. */
  relation?: string;
  /** Whose relation it is when not the hero's ('her son Staś and his girlfriend Amy': Amy is Staś's). */
  of?: string;
  /** Fit for text: 'Mom Rosa', 'Rosa', 'Biscuit the dog', 'the twins', "Maria's husband". */
  label: string;
  plural: boolean;
  pet: boolean;
}

export interface NamedThing {
  /** 'Gerald', 'the Bedpan Express'. */
  name: string;
  /** 'sourdough starter', 'boat'. */
  kind: string;
  /** 'Gerald the sourdough starter', 'the Bedpan Express'. */
  label: string;
}

export interface StoryFacts {
  hero: Hero;
  job?: Job;
  hobbies: Activity[];
  dream?: Dream;
  family: Person[];
  friends: Person[];
  /** Pets named anywhere (also listed under family or friends when given there). */
  pets: Person[];
  genre: { label: string; given: boolean };
  named: NamedThing[];
  /** Noun phrases: [['geese'], ['the dark']]. */
  fears: string[][];
  /** Loves and obsessions as noun or gerund phrases. */
  loves: string[][];
  /** Third-person verb phrases: [['sings to patients']]. */
  quirks: string[][];
  /** Answers that were given (non-empty after cleanup). */
  given: Set<AnswerId>;
  /** The answers as read (plain text, junk dropped): the phrases no line may cut short (lineGuard). */
  answers: ReadonlyMap<AnswerId, string>;
}
