// Genre defaults per comic type and the villains that give each genre its flavour.
import type { BookType } from '../../../../shared/bookTypes';

export const DEFAULT_GENRE: Record<BookType, string> = {
  'black-and-white-manga': 'adventure',
  '30s-50s-style': 'slice of life',
};

export interface Flavour {
  villains: string[];
}

const FLAVOURS: Array<{ match: RegExp; flavour: Flavour }> = [
  {
    match: /sci-?fi|science|space|robot|cyber|alien|future|dystop|galax|steampunk/,
    flavour: { villains: ['a rogue AI', 'a robot overlord', 'a space-pirate queen', 'an alien landlord'] },
  },
  {
    match: /roman|love|rom-?com|romcom|dating/,
    flavour: { villains: ['a dashing rival', 'a jealous ex', 'a meddling matchmaker', 'a suave heartbreaker'] },
  },
  {
    match: /noir|detective|crime|mystery|myster|thriller|spy|heist|gangster|mafia/,
    flavour: { villains: ['a crooked mob boss', 'a shadowy syndicate', 'a smooth-talking con man', 'a masked jewel thief'] },
  },
  {
    match: /horror|scary|ghost|zombie|vampire|monster|spooky|gothic|haunt|creep/,
    flavour: { villains: ['a hungry ghost', 'a cursed doll', 'a vampire landlord', 'a swamp monster'] },
  },
  {
    match: /fantas|magic|dragon|wizard|witch|fairy|myth|elf|sword/,
    flavour: { villains: ['a grumpy dragon', 'an evil sorcerer', 'the goblin king', 'a wicked witch'] },
  },
  {
    match: /comed|funny|humou?r|sitcom|parody|satire|joke|silly/,
    flavour: { villains: ['a very smug pigeon', 'an evil vending machine', 'a pompous mayor', 'a prank-loving rival'] },
  },
  {
    match: /sport|football|soccer|basket|baseball|tennis|hockey|boxing|racing/,
    flavour: { villains: ['an undefeated rival team', 'a ruthless coach', 'a cheating champion', 'a trash-talking rival'] },
  },
  {
    match: /western|cowboy|frontier/,
    flavour: { villains: ['an outlaw gang', 'a crooked sheriff', 'a cattle rustler', 'a masked bandit'] },
  },
  {
    match: /super|hero|action|martial/,
    flavour: { villains: ['an evil genius', 'a giant robot', 'a masked supervillain', 'a ninja warlord'] },
  },
  {
    match: /advent|quest|pirate|explor|treasure|jungle/,
    flavour: { villains: ['a treasure-hunting rival', 'a sky-pirate captain', 'a masked rival', 'a sneaky explorer'] },
  },
  {
    match: /slice|everyday|drama|family|school|life|cozy|cosy|feel-?good/,
    flavour: { villains: ['a grumpy neighbor', 'a nosy landlord', 'the town gossip', 'a rival bake-off champ'] },
  },
];
const GENERIC_FLAVOUR: Flavour = {
  villains: ['a mysterious rival', 'an evil genius', 'a shadowy villain', 'a sinister stranger'],
};

export function flavourFor(genre: string): Flavour {
  return FLAVOURS.find((f) => f.match.test(genre))?.flavour ?? GENERIC_FLAVOUR;
}
