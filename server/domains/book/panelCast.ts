// Who is in a panel's picture: the hero unless the shot is an establishing view that does not mention
// them, and the supporting characters the action names or who speak. The art draws the others as
// silhouettes (animals as their species) and the lettering points their balloons at them.
import { roleForArt, type CastMember, type Panel } from '../../../shared/script';
import { escapeRegExp } from '../../engines/answers/phrases';

export interface PanelCast {
  heroPresent: boolean;
  others: string[];
  /** The others who are animals, with their species (drawn as that animal). */
  animals: Record<string, string>;
  /** The script's props for the panel, to draw. */
  props: string[];
  /** The others who are people, with their role (each is drawn with a look of their own). */
  people: Record<string, string>;
  heroStage?: CastMember['lifeStage'];
  /** The hero, when the hero is an animal: one of the others, drawn the size of a hero. */
  heroAnimal?: string;
}

export function panelCast(panel: Panel, cast: CastMember[]): PanelCast {
  const hero = cast.find((c) => c.isHero);
  // An animal hero is drawn as its species, like any animal of the cast: never a person's body under a photo.
  if (hero?.kind === 'animal') return animalHeroCast(panel, hero, cast);
  const mentions = (name: string) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(name)}($|[^\\p{L}])`, 'iu').test(panel.action);
  const speaks = (name: string) => panel.balloons.some((b) => b.speaker === name);
  const heroNames = hero ? namesOf(hero.name) : [];
  // Named, speaking, or the subject of a clause by a pronoun or as "our hero" ("She sprints across town").
  const heroMentioned =
    heroNames.some((n) => mentions(n) || speaks(n)) ||
    panel.action.split(/\s*[;:]\s*/).some((clause) => HERO_SUBJECT.test(clause.trim()));
  const named = cast.filter((c) => c !== hero && (mentions(c.name) || speaks(c.name))).map((c) => c.name);
  // A panel whose action is someone else's ("Bernie pops by with a grin"), where the hero is neither named
  // nor speaks, shows that person: the picture follows the words rather than the hero's bust beside them.
  const theirs =
    !heroMentioned &&
    named.some((name) => new RegExp(`^${escapeRegExp(name)}($|[^\\p{L}])`, 'iu').test(panel.action.trim()));
  const heroPresent = !theirs && (panel.shot !== 'establishing' || heroMentioned);
  // The second of two heroes is at the hero's side in every picture of the hero but a close-up (the hero's alone).
  const partner = cast.find((c) => c.isHero && c !== hero)?.name;
  const beside = partner !== undefined && heroPresent && panel.shot !== 'close-up' && panel.shot !== 'extreme close-up';
  const others = (beside ? [partner, ...named.filter((n) => n !== partner)] : named).slice(0, 3);
  const animals = Object.fromEntries(
    cast.filter((c) => others.includes(c.name) && c.kind === 'animal').map((c) => [c.name, c.species ?? roleForArt(c)]),
  );
  // The villain stays a shadow; everyone from the answers gets a face of their own.
  const people = Object.fromEntries(
    cast
      .filter(
        (c) => others.includes(c.name) && c.kind !== 'animal' && !/^the (?:villain|troublemaker)$/i.test(roleForArt(c)),
      )
      .map((c) => [c.name, roleForArt(c)]),
  );
  return {
    heroPresent,
    others,
    animals,
    props: panel.props ?? [],
    people,
    ...(hero?.lifeStage ? { heroStage: hero.lifeStage } : {}),
  };
}

/**
 * A panel of a book whose hero is an animal: the hero, when the words name it or it speaks (a pronoun too), is
 * first of the others and drawn as its species; the art's own hero (a photo on a drawn body) is never there.
 */
function animalHeroCast(panel: Panel, hero: CastMember, cast: CastMember[]): PanelCast {
  const person = panelCast(panel, [{ ...hero, kind: 'person' }, ...cast.filter((c) => c !== hero)]);
  const present = person.heroPresent || panel.balloons.some((b) => b.speaker === hero.name);
  // Up close, the hero alone: whoever talks to it speaks from outside the picture.
  const alone = present && (panel.shot === 'close-up' || panel.shot === 'extreme close-up');
  const others = [...(present ? [hero.name] : []), ...(alone ? [] : person.others)].slice(0, 3);
  const animals = Object.fromEntries(
    Object.entries({ ...person.animals, [hero.name]: hero.species ?? roleForArt(hero) }).filter(([name]) =>
      others.includes(name),
    ),
  );
  return {
    heroPresent: false,
    others,
    animals,
    props: person.props,
    people: Object.fromEntries(Object.entries(person.people).filter(([name]) => others.includes(name))),
    ...(present ? { heroAnimal: hero.name } : {}),
  };
}

/** A clause whose subject is the hero without their name: a pronoun, or "our hero" / "the hero". */
const HERO_SUBJECT = /^(?:she|he|our hero|the hero)\b/i;

/** The names a script may call the hero by: the full name and its first word ('María José' → also 'María'). */
export function namesOf(full: string): string[] {
  const first = full.split(/\s+/)[0];
  return first && first !== full ? [full, first] : [full];
}
