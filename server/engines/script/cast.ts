// The cast: the hero, the family and friends named in the answers (each one gets a speaking part), pets, and
// the antagonist. Each character knows how to be named mid-sentence and what kind of voice they have.
import type { Person, StoryFacts } from '../answers/facts';
import { capitalize, possessive, withArticle } from '../answers/wording';
import { FRIEND_TITLES, RELATION_MEANING } from '../answers/nouns';

export type Voice =
  | 'hero'
  | 'parent'
  | 'grandparent'
  | 'partner'
  | 'child'
  | 'sibling'
  | 'pet'
  | 'friend'
  | 'relative'
  | 'villain';

export interface Character {
  /** The speaker name on balloons and in the cast list: 'Margaret', 'Mom Lakshmi', "Rosa's parents". */
  name: string;
  /** How sentences name them: 'Harold', 'Mom Lakshmi', 'Biscuit the dog', "Margaret's three grandkids". */
  label: string;
  /** A shorter mention after the first: 'Harold', 'Lakshmi', 'Biscuit', 'the grandkids'. */
  short: string;
  role: string;
  /** Who the art draws, when the role does not say it ('his family', drawn as 'his husband': a man). */
  drawnAs?: string;
  voice: Voice;
  relation?: string;
  plural: boolean;
  pet: boolean;
  /** Named in the answers: must speak at least once. */
  mustSpeak: boolean;
}

const VOICES: Array<[RegExp, Voice]> = [
  [
    new RegExp(
      '^(?:mom|mum|mommy|mummy|mother|dad|daddy|father|mama|papa|parents|parent|stepmom|stepdad' +
        '|stepmother|stepfather|folks|in-laws)$',
    ),
    'parent',
  ],
  [/^(?:grandma|grandpa|grandmother|grandfather|granny|gran|nana|nan|grandparents)$/, 'grandparent'],
  [/^(?:wife|husband|partner|spouse|girlfriend|boyfriend|fiance|fiancé|fiancee|fiancée)$/, 'partner'],
  [
    new RegExp(
      '^(?:son|daughter|kid|child|kids|children|baby|twins|triplets|grandkids' +
        '|grandchildren|grandson|granddaughter|grandsons|granddaughters|stepson|stepdaughter' +
        '|grandkid|grandchild|sons|daughters)$',
    ),
    'child',
  ],
  [
    /^(?:brother|sister|bro|sis|twin|siblings?|brothers|sisters|stepbrother|stepsister|half-(?:brother|sister))$/,
    'sibling',
  ],
  [
    new RegExp(
      '^(?:friend|bestie|buddy|pal|mate|roommate|coworker|colleague|coworkers|colleagues|classmates' +
        '|teammates|bandmates|roommates|friends|gang|crew|neighbor|neighbour|neighbors|neighbours)$',
    ),
    'friend',
  ],
];

function voiceOf(person: Person, kind: 'family' | 'friends'): Voice {
  if (person.pet) return 'pet';
  // Someone else's wife or girlfriend ('Staś's girlfriend') is family to the hero, not their partner.
  if (person.of) return 'relative';
  if (
    kind === 'friends' &&
    person.relation &&
    FRIEND_TITLES[person.relation] === undefined &&
    Object.values(FRIEND_TITLES).includes(person.relation)
  )
    return 'friend';
  const given = person.relation?.toLowerCase();
  const relation = given ? (RELATION_MEANING[given] ?? given) : undefined;
  if (relation) for (const [re, voice] of VOICES) if (re.test(relation)) return voice;
  return kind === 'friends' ? 'friend' : 'relative';
}

function roleOf(person: Person, kind: 'family' | 'friends', pos: string, young: boolean): string {
  // A child's 'baby Rose' is the family's baby, not the child's own.
  if (young && person.relation === 'baby') return 'the baby of the family';
  // 'Father Okafor': a friend who is a priest; 'Babcia Halina': a grandmother, said in English.
  if (kind === 'friends' && person.relation && Object.values(FRIEND_TITLES).includes(person.relation))
    return `${pos} friend, ${withArticle(person.relation)}`;
  if (person.of && person.relation) return `${possessive(person.of)} ${person.relation}`;
  const meaning = person.relation ? RELATION_MEANING[person.relation] : undefined;
  if (meaning) return `${pos} ${meaning}`;
  // 'his pigeons': several animals of one kind, said as the answer said them.
  if (person.pet && person.plural && !person.name) return `${pos} ${person.label.split(' ').slice(1).join(' ')}`;
  // 'The girls from book club' are her friends: 'her girls' would be her daughters.
  if (kind === 'friends' && /^(?:girls|boys)$/.test(person.relation ?? '')) return `${pos} friends`;
  // 'Her twins Maya and Leo' are her children: each is one of her twins, never "her twin" (a sister's word).
  if (person.name && (person.relation === 'twins' || person.relation === 'triplets'))
    return `one of ${pos} ${person.relation}`;
  if (person.relation && !(kind === 'friends' && /^(?:friends?|buddy|pal|mate|bestie)$/.test(person.relation))) {
    const rel = person.name
      ? ((
          {
            kids: 'kid',
            children: 'child',
            grandkids: 'grandkid',
            grandchildren: 'grandchild',
          } as Record<string, string>
        )[person.relation] ?? person.relation)
      : person.relation;
    return `${pos} ${rel}`;
  }
  return kind === 'friends' ? `${pos} friend` : 'family';
}

function fromPerson(
  person: Person,
  kind: 'family' | 'friends',
  pos: string,
  heroCall: string,
  young = false,
): Character {
  const voice = voiceOf(person, kind);
  const group =
    person.relation && !person.name
      ? person.label.replace(new RegExp(`^${possessive(heroCall).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+`), '')
      : '';
  // An unnamed parent or grandparent is called what the family calls them: 'Mammy', 'Grandpa'.
  const calledBy =
    !person.name && !person.plural && (voice === 'parent' || voice === 'grandparent') && person.relation
      ? capitalize(person.relation)
      : undefined;
  // 'Granda Pádraig', 'Auntie Hoa': a family title stays with the name (nobody says just 'Pádraig' of Granda).
  // The hero's own wife is just 'Rose' to the hero, though the grandchildren's 'Grandma Rose' names her first.
  const titled =
    person.name &&
    person.label !== person.name &&
    person.label.endsWith(person.name) &&
    !person.pet &&
    voice !== 'partner';
  const short = calledBy ?? (titled ? person.label : person.name) ?? (group ? `the ${group}` : person.label);
  const name =
    calledBy ?? (person.name ? (person.label.startsWith(person.name) ? person.name : person.label) : capitalize(short));
  return {
    name: name.slice(0, 60),
    label: calledBy ?? (person.name ? person.label : short),
    short,
    role: roleOf(person, kind, pos, young),
    voice,
    relation: person.relation,
    plural: person.plural,
    pet: person.pet,
    mustSpeak: true,
  };
}

export interface Cast {
  hero: Character;
  family: Character[];
  friends: Character[];
  villain: Character;
}

/**
 * The cast; a rival from the answers (the idea's 'My Rival Is Babcia Halina?!')
 * plays the antagonist, not a second part.
 */
export function buildCast(
  facts: StoryFacts,
  pos: string,
  heroRole: string,
  villain: { name: string; label: string; role: string },
  rival?: Person,
): Cast {
  const call = facts.hero.call;
  const hero: Character = {
    name: facts.hero.named ? call : 'The Hero',
    label: call,
    short: call,
    role: heroRole,
    voice: 'hero',
    plural: false,
    pet: false,
    mustSpeak: true,
  };
  const seen = new Set<string>([hero.name.toLowerCase(), ...(rival ? [villain.name.toLowerCase()] : [])]);
  const add = (list: Character[], c: Character) => {
    if (seen.has(c.name.toLowerCase())) return;
    seen.add(c.name.toLowerCase());
    list.push(c);
  };
  const family: Character[] = [];
  const friends: Character[] = [];
  const young = facts.hero.stage === 'child' || facts.hero.stage === 'teen';
  for (const p of facts.family) add(family, fromPerson(p, 'family', pos, call, young));
  for (const p of facts.friends) add(friends, fromPerson(p, 'friends', pos, call));
  // Pets named elsewhere ('walking my dog named Rex') join the family, if the cast list has room.
  for (const p of facts.pets) if (family.length + friends.length < 9) add(family, fromPerson(p, 'family', pos, call));
  const villainChar: Character = {
    ...villain,
    short: rival?.name ?? villain.label,
    voice: 'villain',
    relation: rival?.relation,
    plural: false,
    pet: false,
    mustSpeak: Boolean(rival),
  };
  return { hero, family: family.slice(0, 5), friends: friends.slice(0, 4), villain: villainChar };
}

/** A baby of the family ('our baby Noah'): comes along, says only sounds, never trains, chases or fights. */
export const isBaby = (c: Pick<Character, 'relation' | 'pet' | 'plural'>) =>
  c.relation === 'baby' && !c.pet && !c.plural;

/** What someone is called to their face: 'Biscuit', and a group by what it is ('kids', never 'the two kids'). */
export function calledBy(c: Pick<Character, 'short'>): string {
  return c.short.replace(/^the /, '').replace(/^(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+/i, '');
}

/** The verb agreeing with a character: agree(c, 'joins') is 'join' for the twins. */
export function agree(c: Pick<Character, 'plural'>, verb: string): string {
  if (!c.plural) return verb;
  const [first, ...rest] = verb.split(' ');
  const plural =
    first === 'is'
      ? 'are'
      : first === 'has'
        ? 'have'
        : /(?:ch|sh|ss|x)es$/.test(first)
          ? first.slice(0, -2)
          : /ies$/.test(first)
            ? `${first.slice(0, -3)}y`
            : first.replace(/s$/, '');
  return [plural, ...rest].join(' ');
}
