// The villains that give each genre its flavour (they appear in descriptions as 'a rogue AI', 'a grumpy dragon').

const FLAVOURS: Array<{ match: RegExp; villains: string[] }> = [
  {
    match: /sci-?fi|science|space|robot|cyber|alien|future|dystop|galax|steampunk/,
    villains: ['a rogue AI', 'a robot overlord', 'a space-pirate queen', 'an alien landlord'],
  },
  {
    match: /roman|love|rom-?com|dating/,
    villains: ['a dashing rival', 'a jealous ex', 'a meddling matchmaker', 'a suave heartbreaker'],
  },
  {
    match: /noir|detective|crime|myster|thriller|spy|heist|gangster|mafia/,
    villains: ['a crooked mob boss', 'a shadowy syndicate', 'a smooth-talking con man', 'a masked jewel thief'],
  },
  {
    match: /horror|scary|ghost|zombie|vampire|monster|spooky|gothic|haunt|creep/,
    villains: ['a hungry ghost', 'a cursed doll', 'a vampire landlord', 'a swamp monster'],
  },
  {
    match: /fantas|magic|dragon|wizard|witch|fairy|myth|elf|sword/,
    villains: ['a grumpy dragon', 'an evil sorcerer', 'the goblin king', 'a wicked witch'],
  },
  {
    match: /comed|funny|humou?r|sitcom|parody|satire|joke|silly/,
    villains: ['a very smug pigeon', 'an evil vending machine', 'a pompous mayor', 'a prank-loving rival'],
  },
  {
    match: /sport|football|soccer|basket|baseball|tennis|hockey|boxing|racing/,
    villains: ['an undefeated rival team', 'a ruthless coach', 'a cheating champion', 'a trash-talking rival'],
  },
  {
    match: /western|cowboy|frontier/,
    villains: ['an outlaw gang', 'a crooked sheriff', 'a cattle rustler', 'a masked bandit'],
  },
  {
    match: /super|hero|action|martial/,
    villains: ['an evil genius', 'a giant robot', 'a masked supervillain', 'a ninja warlord'],
  },
  {
    match: /advent|quest|pirate|explor|treasure|jungle/,
    villains: ['a treasure-hunting rival', 'a sky-pirate captain', 'a masked rival', 'a sneaky explorer'],
  },
  {
    match: /slice|everyday|drama|family|school|life|cozy|cosy|feel-?good/,
    villains: ['a grumpy neighbor', 'a nosy landlord', 'the town gossip', 'a rival bake-off champ'],
  },
];
const GENERIC = ['a mysterious rival', 'an evil genius', 'a shadowy villain', 'a sinister stranger'];

export function villainsFor(genre: string): string[] {
  return FLAVOURS.find((f) => f.match.test(genre))?.villains ?? GENERIC;
}
