// The slots every line of a Spanish, French, German or Portuguese book is written with (copy.ts, Words): the
// hero's name and agreement, the person beside the hero and what they call the hero, the pet, the foe and the
// prize the idea named, the places, and the answers' phrases. Built once per book; a line said by someone
// else (a cheer at the party) gets the same words with that person beside the hero.
import type { Rng } from '../../lib/seededRandom';
import type { Agree, BookCopy, Companion, Words } from './copy';
import type { Gender, NounForms, Person, Reading } from './types';
import type { Lexicon } from './lexicon';

export const agree =
  (gender: Gender): Agree =>
  (m, f, x) =>
    gender === 'm' ? m : gender === 'f' ? f : x;

/** A pair's gender for agreement: feminine when both are women, masculine when either is a man. */
const together = (a: Gender, b: Gender): Gender => (a === 'f' && b === 'f' ? 'f' : a === 'm' || b === 'm' ? 'm' : 'x');

/** Relations whose word for the hero is a family word said with "mi"/"meine" ("mi abuela"). */
const FAMILY_WORDS = new Set<Person['relation']>(['grandchild', 'child', 'nieceNephew']);

/**
 * The name the book calls the hero by: the first name of a full name ("Carmen" of "Carmen Ruiz"), after a
 * family word or title the name starts with ("Opa Willi" is Willi, "Doña Rosa" stays whole).
 */
export function shortName(name: string, lexicon?: Pick<Lexicon, 'relations' | 'titles'>): string {
  const words = name.split(' ');
  if (words.length > 1 && lexicon?.titles?.[words[0].toLocaleLowerCase()]) return name;
  const start = words.length > 1 && lexicon?.relations[words[0].toLocaleLowerCase()] ? 1 : 0;
  const [first, ...rest] = words.slice(start);
  return rest.length && first.length > 1 && !/[.]$/.test(first) ? first : words.slice(start).join(' ');
}

export function companion(copy: BookCopy, reading: Reading, person: Person, H: string): Companion {
  const hero = reading.hero.gender;
  const word = hero === 'x' ? undefined : copy.address[person.relation]?.[hero];
  const theirs = person.gender === 'x' ? undefined : copy.calledByHero?.[person.relation]?.[person.gender];
  return {
    called: theirs ?? person.name,
    name: person.name,
    g: agree(person.gender),
    calls: word ?? H,
    family: Boolean(word && FAMILY_WORDS.has(person.relation)),
    intro: copy.intro(person, hero),
    relation: person.relation,
    gender: person.gender,
  };
}

/** The foe or prize the chosen idea names (in any of its forms), else a seeded one of the kind's. */
export function chooseNoun(options: NounForms[], idea: string, rng: Rng): NounForms {
  const named = (o: NounForms) => [o.name, o.the, o.obj, o.with, o.of].some((form) => idea.includes(form));
  return options.find(named) ?? options[Math.floor(rng() * options.length)];
}

export interface BookCast {
  H: string;
  buddy?: Person;
  pet?: Person;
  foe: NounForms;
  prize: NounForms;
}

/** Who a book is about, as its lines name them: the hero's name, the first person and pet, the foe and prize. */
export function heroCast(
  reading: Reading,
  copy: BookCopy,
  lexicon: Pick<Lexicon, 'relations' | 'titles'>,
  foe: NounForms,
  prize: NounForms,
): BookCast {
  return {
    H: reading.hero.named ? shortName(reading.hero.name, lexicon) : copy.someone,
    // The one beside the hero trains and fights: never a pet, nor a baby.
    buddy: reading.people.find((p) => p.relation !== 'pet' && p.relation !== 'baby'),
    pet: reading.people.find((p) => p.relation === 'pet'),
    foe,
    prize,
  };
}

export function bookWords(copy: BookCopy, reading: Reading, cast: BookCast, round = 0, beside = cast.buddy): Words {
  const kind = copy.kinds[reading.kind];
  return {
    H: cast.H,
    g: agree(reading.hero.gender),
    stage: reading.hero.stage,
    buddy: beside && companion(copy, reading, beside, cast.H),
    both: agree(together(reading.hero.gender, beside?.gender ?? 'x')),
    pet: cast.pet && {
      name: cast.pet.name,
      sound: copy.sounds[cast.pet.species ?? 'pet'],
      intro: copy.intro(cast.pet, reading.hero.gender),
    },
    foe: cast.foe,
    prize: cast.prize,
    arena: kind.arena,
    lair: kind.lair,
    job: reading.job,
    hobby: reading.hobby,
    dream: reading.dream,
    round,
  };
}

/** A sentence as the language sets it (copy.typeset), or as written. */
export const typeset = (copy: BookCopy, text: string) => (copy.typeset ? copy.typeset(text) : text);
