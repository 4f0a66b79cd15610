// Per-style and per-genre flavour: manga speed lines, rivals and named special moves; vintage radio-serial
// narration, period exclamations and POW!-style sound effects; genre places, villains and their minions.
import { villainsFor } from '../ideas/flavours';
import { styleOrDefault } from '../../../shared/styles';

export type StyleKey = 'manga' | 'vintage';
/** battle: manga showdowns; pulp: vintage villains and death traps; contest: vintage slice of life. */
export type Mode = 'battle' | 'pulp' | 'contest';

/** A style's writing flavour is its idea template set (shared/styles.ts): ideas and script speak alike. */
export function styleKey(type: string): StyleKey {
  return styleOrDefault(type).ideaTemplates === 'vintage' ? 'vintage' : 'manga';
}

const GENTLE = /slice|everyday|drama|family|school|life|cozy|cosy|feel|comed|funny|humou?r|sitcom|roman|love|rom-?com/;

export function modeFor(style: StyleKey, genre: string): Mode {
  if (style === 'manga') return 'battle';
  return GENTLE.test(genre) ? 'contest' : 'pulp';
}

export const EXCLAIM: Record<StyleKey, string[]> = {
  manga: [
    'No way!',
    'Impossible!',
    'What?!',
    'Unbelievable!',
    'Tch!',
    'Seriously?!',
    'You have got to be kidding me!',
    'Wh-what is this?!',
  ],
  vintage: [
    'Holy mackerel!',
    'Gee whiz!',
    'Jeepers!',
    'Great Scott!',
    'Golly!',
    'Zowie!',
    'Hot diggity!',
    'Leaping lizards!',
    'Jumping Jehoshaphat!',
    'Swell!',
    'Yowza!',
    'Criminy!',
    'Good grief!',
    'Sufferin’ succotash!',
  ],
};

export const SFX = {
  manga: {
    hit: ['DOGOOON', 'BAKI', 'ZUDOOM', 'GOOON', 'DOKAAN', 'BASHI', 'GASHAN', 'DON'],
    move: ['SHUN', 'GYUN', 'ZAAA', 'BYUN', 'SHUPA', 'DASH'],
    tension: ['GOGOGOGO', 'ZAWA ZAWA', 'DOOON', 'GOGOGO', 'ZUN', 'DODODO'],
    quiet: ['SHIIIN', 'JIII', 'PIKU', 'CHUN CHUN', 'FUWA', 'POKAN'],
    heart: ['DOKI DOKI', 'BA-DUMP', 'DOKUN', 'KYUN'],
  },
  vintage: {
    hit: ['POW!', 'BAM!', 'WHAM!', 'BIFF!', 'SOCK!', 'KA-BOOM!', 'CRASH!', 'KRAKK!', 'THWACK!'],
    move: ['ZOOM!', 'WHOOSH!', 'ZAP!', 'SWOOSH!', 'VROOOM!'],
    tension: ['RUMBLE!', 'TICK TOCK!', 'KLANG!', 'CREAK!', 'DUN DUN DUN!'],
    quiet: ['RING RING!', 'TWEET!', 'SIGH...', 'KNOCK KNOCK!', 'HONK!'],
    heart: ['THUMP THUMP!', 'SMOOCH!', 'HOORAY!', 'CLAP CLAP!'],
  },
};
export type SfxKind = keyof (typeof SFX)['manga'];

/** Words for a special move (manga) or a contraption (vintage pulp), after the hobby: 'Salsa Dancing Hurricane'. */
export const MOVE_WORDS = [
  'Hurricane',
  'Meteor Strike',
  'Dragon Fist',
  'Thunder Dance',
  'Final Flash',
  'Storm Technique',
  'Spirit Cannon',
  'Phoenix Barrage',
];
export const GADGET_WORDS = ['Atomic Whiz-Bang', 'Rocket Contraption', 'Ray-O-Matic', 'Super-Duper Gizmo'];

export const TOWNS = [
  'Maple Falls',
  'Elm Grove',
  'Cedar Springs',
  'Willow Creek',
  'Oak Harbor',
  'Pinewood',
  'Brookhaven',
  'Millbrook',
];

export interface GenrePlaces {
  match: RegExp;
  /** Where the final battle or event happens. */
  arena: string;
  /** The antagonist's base. */
  lair: string;
  /** Where trouble first shows up. */
  omen: string;
  /** A crowd of lesser foes (plural noun phrase). */
  minions: string;
}

const PLACES: GenrePlaces[] = [
  {
    match: /sci-?fi|science|space|robot|cyber|alien|future|galax/,
    arena: 'a space station high above the city',
    lair: 'a mothership hidden behind the moon',
    omen: 'the night sky over the rooftops',
    minions: 'silver robots',
  },
  {
    match: /noir|detective|crime|myster|thriller|spy|heist|gangster|mafia/,
    arena: 'the fog-bound docks at midnight',
    lair: 'a warehouse by the docks',
    omen: 'a rain-soaked alley',
    minions: 'goons in fedoras',
  },
  {
    match: /horror|scary|ghost|zombie|vampire|monster|spooky|gothic|haunt/,
    arena: 'the old mansion on the hill',
    lair: 'the crypt under the mansion',
    omen: 'a foggy graveyard',
    minions: 'shambling ghouls',
  },
  {
    match: /fantas|magic|dragon|wizard|witch|fairy|myth|elf|sword/,
    arena: 'the castle ramparts',
    lair: 'a tower of black stone',
    omen: 'an enchanted forest',
    minions: 'cackling goblins',
  },
  {
    match: /western|cowboy|frontier/,
    arena: 'the dusty main street at high noon',
    lair: 'an outlaw hideout in the canyon',
    omen: 'the edge of the desert',
    minions: 'outlaws on horseback',
  },
  {
    match: /roman|love|rom-?com|dating/,
    arena: 'the grand ballroom',
    lair: 'a rooftop restaurant',
    omen: 'the town square',
    minions: 'gossiping admirers',
  },
  {
    match: /sport|football|soccer|basket|baseball|tennis|hockey|boxing|racing/,
    arena: 'a packed stadium',
    lair: 'the rival team’s locker room',
    omen: 'the training ground',
    minions: 'trash-talking rivals',
  },
  {
    match: /comed|funny|humou?r|sitcom|parody|joke|silly/,
    arena: 'the town square',
    lair: 'the mayor’s office',
    omen: 'the high street',
    minions: 'very smug pigeons',
  },
  {
    match: /slice|everyday|drama|family|school|life|cozy|cosy|feel/,
    arena: 'the town fairground',
    lair: 'the house across the street',
    omen: 'the high street',
    minions: 'nosy neighbors',
  },
];
const DEFAULT_PLACES: GenrePlaces = {
  match: /./,
  arena: 'the Grand Tournament arena',
  lair: 'a fortress on the mountain',
  omen: 'the city rooftops',
  minions: 'masked henchmen',
};

export function placesFor(genre: string): GenrePlaces {
  return PLACES.find((p) => p.match.test(genre)) ?? DEFAULT_PLACES;
}

/** Every villain the idea generator may name, so an idea's villain becomes the script's antagonist. */
const PROBES = [
  'sci-fi',
  'romance',
  'noir',
  'horror',
  'fantasy',
  'comedy',
  'sport',
  'western',
  'super',
  'adventure',
  'slice of life',
  'zzz',
];
const EXTRA_VILLAINS = ['a mad scientist', 'a mysterious rival', 'a masked rival', 'a martian robot'];
export const KNOWN_VILLAINS: string[] = [...new Set([...PROBES.flatMap((g) => villainsFor(g)), ...EXTRA_VILLAINS])];

export function genreVillains(genre: string): string[] {
  return villainsFor(genre);
}

/** Places a hobby happens, by what it is about. */
const HOBBY_PLACES: Array<[RegExp, string]> = [
  [/sail|\bboat|yacht|\brow(?:ing)?\b|kayak|canoe|express/, 'the harbor'],
  [/\bpier\b|\bjetty\b/, 'the end of the pier'],
  [/bak|sourdough|bread|cook|cake|pastr|\bpies?\b|cooking/, 'the kitchen'],
  [/danc|salsa|tango|ballet/, 'the dance hall'],
  [/golf/, 'the golf course'],
  [/fish/, 'the lake shore'],
  [/climb|boulder/, 'the climbing gym'],
  [/knit|sew|crochet|quilt|embroider/, 'a cozy armchair by the window'],
  [/karaoke|sing/, 'the karaoke bar'],
  [/chess/, 'the chess tables in the park'],
  [/crossword|puzzle|read|book|novel/, 'the reading nook'],
  [/video|game|gaming|tiktok|stream|internet|online/, 'the living room couch'],
  [/soccer|football|basketball|tennis|baseball/, 'the sports field'],
  [/skate|bmx/, 'the skate park'],
  [/garden|pumpkin|grow|plant|flower/, 'the vegetable patch'],
  [/bagpipe|guitar|piano|drum|violin|music|band|trumpet/, 'the garage'],
  [/run|jog|hik|walk/, 'the hiking trail'],
  [/swim|surf|dive|beach/, 'the beach'],
  [/draw|paint|anime|sketch|art|pottery/, 'the art studio'],
  [/brew|beer|wine/, 'the garage brewery'],
  [/podcast|crime|movie|film|tv|netflix/, 'the couch under a blanket'],
  [/sleep|nap/, 'the hammock'],
  [/pizza|eat|food/, 'the pizza place'],
  [/collect|stamp|globe|coin/, 'the display cabinet'],
  [/yoga|meditat/, 'the yoga studio'],
  [/bik|cycl/, 'the bike path'],
  [/camp/, 'the campsite'],
];

export function hobbyPlace(phrase: string): string | undefined {
  const lower = phrase.toLowerCase();
  return HOBBY_PLACES.find(([re]) => re.test(lower))?.[1];
}

/** Workplaces by job words. */
const WORKPLACES: Array<[RegExp, string]> = [
  // A parent at home all day spends the working day out with the children.
  [/stay-at-home|homemaker|housewife|househusband/, 'the playground'],
  [/dent/, 'the dental clinic'],
  [/pharmac|chemist shop/, 'the pharmacy counter'],
  [/midwi/, 'the maternity ward'],
  [/bus driver|\bbus\b/, 'the bus depot'],
  [/post(?:man|woman|al)|mail/, 'the sorting office'],
  [/\ber\b|emergency/i, 'the emergency room'],
  [/nurse|doctor|surgeon|paramedic|physician|midwife/, 'the hospital ward'],
  [/vet\b|veterinar/, 'the animal clinic'],
  [/teach|professor|tutor|principal|lecturer/, 'the classroom'],
  [/librar/, 'the library'],
  [/student|grade|school|college|university/, 'the school hallway'],
  [
    new RegExp(
      'develop|programm|engineer|coder|analyst|designer|accountant|manager|consultant|ceo|founder' +
        '|admin|clerk|secretary|startup|office',
    ),
    'the office',
  ],
  [/chef|cook|diner|restaurant|waiter|waitress/, 'the restaurant kitchen'],
  [/baker|bakery/, 'the bakery'],
  [/barista|coffee|cafe/, 'the coffee shop'],
  [/bartender|\bbar\b/, 'the bar'],
  [/farm|rancher/, 'the farm'],
  [/mechanic|garage/, 'the garage workshop'],
  [/plumb|electric|carpent|builder|welder|handyman|factory/, 'the workshop'],
  [/pilot|airline/, 'the airfield'],
  [/firefight/, 'the fire station'],
  [/cop\b|police|officer|detective/, 'the police station'],
  [/retire|pension/, 'the garden'],
  [/writer|author|poet|journalist|editor|reporter/, 'the writing desk'],
  [/artist|painter|illustrat|animator|cartoon/, 'the studio'],
  [/music|singer|drummer|guitar|pian|dj/, 'the stage'],
  [/driver|trucker|courier/, 'the delivery van'],
  [/cashier|shop|store|grocer|retail/, 'the shop counter'],
  [/napper|nap/, 'the couch'],
  [/homemaker|housewife|househusband|stay-at-home/, 'the house'],
  [/lawyer|attorney|judge|paralegal/, 'the courthouse'],
  [/scien|chemist|research|lab/, 'the lab'],
  [/astronaut/, 'the launch pad'],
  [/hair|barber|stylist/, 'the salon'],
  [/coach|trainer|instructor/, 'the gym'],
];

export function workplaceFor(text: string): string | undefined {
  const at = /\b(?:at|in) (the (?:[a-z]+ ){0,2}[a-z]+)$/i.exec(text);
  if (at && !/\bthe (?:moment|end|world|morning|evening|night)$/i.test(at[1]))
    return at[1].replace(/^the er$/i, 'the emergency room');
  const lower = text.toLowerCase();
  return WORKPLACES.find(([re]) => re.test(lower))?.[1];
}
