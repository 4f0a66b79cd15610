// Which of the owner's photos of people each person of the story is drawn from. The comic's Characters
// card lists the people (the hero first, as comics.save puts them, then up to three the owner added with
// a photo); the script's cast names the people of the story. A cast member who is a person, not the hero
// (the second of two heroes is one: 'Anna and Ben'), is drawn from a character's photo when the cast name is
// the character's nickname, full name or first name, letter case and accents aside ('Siobhán' is 'siobhan').
// The book (server) and the detail page (client) both read it from here, so the page says exactly what the book
// does.
import type { CastMember } from './script';

export interface PhotoCharacter {
  id: string;
  fullName: string;
  nickname: string;
  portraitImageUrl: string | null;
}

export interface CastPhotoMatch<C extends PhotoCharacter> {
  /** The cast member drawn from the photo. */
  member: CastMember;
  character: C & { portraitImageUrl: string };
}

/** The people besides the hero: every character after the first (the first is the comic's hero). */
export function supportingCharacters<C>(characters: C[]): C[] {
  return characters.slice(1);
}

/** A name as compared: lower case, no accents, single spaces. */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

/**
 * Each supporting cast member (a person, not the hero) with the character whose photo draws them, in cast
 * order. A full name or nickname that matches wins over a first name that does; each photo is used for one
 * cast member at most (the first it matches), so nobody appears twice in a picture.
 */
export function matchCastPhotos<C extends PhotoCharacter>(cast: CastMember[], characters: C[]): CastPhotoMatch<C>[] {
  const withPhoto = characters.filter((c): c is C & { portraitImageUrl: string } => Boolean(c.portraitImageUrl));
  // The hero's likeness is the main photo; a second hero ('Anna and Ben') is matched like anyone else.
  const hero = cast.find((member) => member.isHero);
  const people = cast.filter((member) => member !== hero && member.kind !== 'animal');
  const whole = (c: PhotoCharacter) => [c.nickname, c.fullName].map(foldName).filter(Boolean);
  const first = (c: PhotoCharacter) => [foldName(c.fullName).split(' ')[0]].filter(Boolean);
  const chosen = new Map<CastMember, C & { portraitImageUrl: string }>();
  const used = new Set<string>();
  for (const names of [whole, first]) {
    for (const member of people) {
      if (chosen.has(member)) continue;
      const name = foldName(member.name);
      const character = withPhoto.find((c) => !used.has(c.id) && names(c).includes(name));
      if (!character) continue;
      chosen.set(member, character);
      used.add(character.id);
    }
  }
  return people.filter((member) => chosen.has(member)).map((member) => ({ member, character: chosen.get(member)! }));
}
