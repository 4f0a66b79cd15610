// The shape of an idea template. A template is whole sentences written as a function of slot values; it
// declares the slots it needs, so a value is only ever placed where its grammatical form fits, and the
// generator only offers it when the answers provide those slots.
import { agree, possessive, withArticle, capitalize } from '../answers/wording';

/**
 * Description slots (all forms are longest-first lists in the slot table):
 * name (what to call the hero), job (noun phrase, no article), jobHead, jobDoes (third-person verb phrase),
 * jobIs (predicate for either: 'is a dentist', 'works at the library'),
 * jobQuote, quirk (third-person verb phrase), hobby/hobby2 (gerund or noun phrase), dreamTo (base verb
 * phrase), dreamOf (gerund or noun phrase), dreamQuote, family/family2, friend, crew (hero and friends),
 * pet, thing (named thing), thingName, fear, fearPl (plural fears only), love, genre, villain.
 * Title slots end in T (nameT only when the hero has a name; rivalT is 'Rosa' or 'my mom') and are cut to 24 (first)
 * or 20 (later) characters and title-cased.
 */
export type Slot =
  | 'name'
  | 'job'
  | 'jobHead'
  | 'jobDoes'
  | 'jobQuote'
  | 'quirk'
  | 'hobby'
  | 'hobby2'
  | 'dreamTo'
  | 'dreamOf'
  | 'dreamQuote'
  | 'family'
  | 'family2'
  | 'friend'
  | 'crew'
  | 'pet'
  | 'thing'
  | 'thingName'
  | 'fear'
  | 'fearPl'
  | 'love'
  | 'genre'
  | 'villain'
  | 'jobIs'
  | 'nameT'
  | 'jobT'
  | 'jobHeadT'
  | 'hobbyT'
  | 'dreamT'
  | 'familyT'
  | 'friendT'
  | 'petT'
  | 'petKindT'
  | 'thingT'
  | 'thingBareT'
  | 'fearT'
  | 'loveT'
  | 'quirkT'
  | 'rivalT';

export type Values = Record<Slot, string>;
export type Plurals = Partial<Record<Slot, boolean>>;

export interface IdeaTemplate {
  key: string;
  /** Slots the description and title read besides name, genre and villain (always present). */
  needs: Slot[];
  title(t: Values, plural: Plurals): string;
  /** Description candidates, preferred first; the first that fits 90 characters is used. */
  text(v: Values, plural: Plurals): string[];
}

/** Slots that come from the answers: a template using one is personal. Detail slots weigh more. */
export const DETAIL_WEIGHT: Partial<Record<Slot, number>> = {
  thing: 4,
  thingName: 4,
  thingT: 4,
  thingBareT: 4,
  fear: 4,
  fearPl: 4,
  fearT: 4,
  pet: 4,
  petT: 4,
  love: 3,
  loveT: 3,
  quirk: 3,
  quirkT: 3,
  family: 2,
  family2: 2,
  familyT: 2,
  rivalT: 2,
  friend: 2,
  friendT: 2,
  crew: 2,
  job: 2,
  jobHead: 2,
  jobIs: 2,
  jobT: 2,
  jobHeadT: 2,
  jobDoes: 2,
  hobby: 2,
  hobby2: 2,
  hobbyT: 2,
  dreamTo: 2,
  dreamOf: 2,
  dreamT: 2,
  jobQuote: 1,
  dreamQuote: 1,
};

/** Grammar shorthands for template authors. */
export const a = withArticle;
export const cap = capitalize;
export const poss = (name: string) => possessive(name);
/** Verb agreeing with a slot's value: vb(p.family, 'vows', 'vow'). */
export const vb = (plural: boolean | undefined, singular: string, pluralForm: string) =>
  agree(Boolean(plural), singular, pluralForm);
