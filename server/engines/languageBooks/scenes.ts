// How each beat of the book is staged, the same in every language: the panels' shots, places and who is drawn
// in what pose. Settings and actions are English on purpose: they are never lettered, and the built-in art
// reads them (as it reads Claude's, which writes them in English for every language). The words lettered on
// each panel come from the language's copy (copy/<language>.ts), one PanelCopy per staged panel.
import type { BalloonKind, EMOTIONS, POSES, Shot } from '../../../shared/script';
import type { SfxKind } from '../script/flavour';
import type { Beat } from '../script/plan';

type Pose = (typeof POSES)[number];
type Emotion = (typeof EMOTIONS)[number];

export type Role = 'hero' | 'buddy' | 'foe' | 'pet';
export type Place = 'home' | 'work' | 'town' | 'omen' | 'arena' | 'lair';

/** The names an action is written with; buddy and pet are missing when the answers name none. */
export interface Names {
  H: string;
  B?: string;
  F: string;
  P?: string;
}

export interface Staging {
  shot: Shot;
  place: Place;
  action: (n: Names) => string;
  /** Who is drawn: the first is in front. Missing people are left out. */
  cast: Array<[Role, Pose, Emotion]>;
  /** The kind of the hero's balloon (speech unless said). */
  heroKind?: BalloonKind;
  sfx?: SfxKind;
  /** A pet in the panel makes its noise. */
  petSpeaks?: boolean;
}

const withB = (n: Names, text: string) => (n.B ? text : '');
const withP = (n: Names, text: string) => (n.P ? text : '');

export const SCENES: Record<Beat, Staging[]> = {
  intro: [
    {
      shot: 'establishing',
      place: 'town',
      action: (n) => `Morning over the town; ${n.H} steps out of the front door, smiling.`,
      cast: [['hero', 'walk', 'happy']],
      sfx: 'quiet',
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `${n.H} at home${withB(n, ` with ${n.B}`)}, laughing.`,
      cast: [
        ['hero', 'stand', 'laughing'],
        ['buddy', 'stand', 'happy'],
      ],
    },
    {
      shot: 'close-up',
      place: 'home',
      action: (n) => `${n.H} looks out of the window, curious.`,
      cast: [['hero', 'stand', 'surprised']],
      heroKind: 'thought',
    },
  ],
  morning: [
    {
      shot: 'establishing',
      place: 'home',
      action: (n) => `Early light in ${n.H}'s kitchen; coffee steams on the table.`,
      cast: [['hero', 'stand', 'tired']],
      sfx: 'quiet',
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) =>
        `${n.H} at breakfast${withB(n, `, ${n.B} chatting across the table`)}${withP(n, `, ${n.P} begging for crumbs`)}.`,
      cast: [
        ['hero', 'sit', 'happy'],
        ['buddy', 'sit', 'laughing'],
        ['pet', 'sit', 'happy'],
      ],
      petSpeaks: true,
    },
    {
      shot: 'close-up',
      place: 'home',
      action: (n) => `${n.H} grabs a coat, ready for the day.`,
      cast: [['hero', 'walk', 'determined']],
    },
  ],
  work: [
    {
      shot: 'wide',
      place: 'work',
      action: (n) => `${n.H} arrives at work; the day is already busy.`,
      cast: [['hero', 'walk', 'calm']],
    },
    {
      shot: 'medium',
      place: 'work',
      action: (n) => `${n.H} at work, sleeves rolled up, doing the job well.`,
      cast: [['hero', 'hold', 'determined']],
    },
    {
      shot: 'close-up',
      place: 'work',
      action: (n) => `${n.H} smiles at a small job well done.`,
      cast: [['hero', 'stand', 'happy']],
    },
  ],
  friends: [
    {
      shot: 'wide',
      place: 'town',
      action: (n) => `A sunny afternoon in the town square; ${n.H}${withB(n, ` and ${n.B}`)} meet up.`,
      cast: [
        ['hero', 'walk', 'happy'],
        ['buddy', 'walk', 'happy'],
      ],
    },
    {
      shot: 'medium',
      place: 'town',
      action: (n) => `${n.H} doing a favourite pastime${withB(n, `, ${n.B} cheering`)}.`,
      cast: [
        ['hero', 'hold', 'laughing'],
        ['buddy', 'cheer', 'happy'],
        ['pet', 'run', 'happy'],
      ],
      petSpeaks: true,
    },
    {
      shot: 'close-up',
      place: 'town',
      action: (n) => `${n.H} laughs, a perfect ordinary day.`,
      cast: [['hero', 'stand', 'laughing']],
    },
  ],
  evening: [
    {
      shot: 'establishing',
      place: 'home',
      action: (n) => `Evening light on ${n.H}'s home.`,
      cast: [['hero', 'sit', 'calm']],
      sfx: 'quiet',
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `${n.H}${withB(n, ` and ${n.B}`)} on the sofa, tired and content.`,
      cast: [
        ['hero', 'sit', 'tired'],
        ['buddy', 'sit', 'happy'],
      ],
    },
    {
      shot: 'close-up',
      place: 'home',
      action: (n) => `${n.H} looks at the stars through the window, dreaming.`,
      cast: [['hero', 'stand', 'love']],
      heroKind: 'thought',
    },
  ],
  omen: [
    {
      shot: 'establishing',
      place: 'omen',
      action: () => `A strange light flickers over the rooftops at dusk.`,
      cast: [],
      sfx: 'tension',
    },
    {
      shot: 'medium',
      place: 'town',
      action: (n) => `${n.H} stops in the street and stares up, surprised.`,
      cast: [
        ['hero', 'point', 'surprised'],
        ['buddy', 'stand', 'scared'],
      ],
    },
    {
      shot: 'close-up',
      place: 'omen',
      action: (n) => `A shadowy figure, ${n.F}, watches from a rooftop and grins.`,
      cast: [['foe', 'stand', 'sly']],
    },
  ],
  challenge: [
    {
      shot: 'wide',
      place: 'town',
      action: (n) => `${n.F} appears in the middle of the square; people scatter.`,
      cast: [['foe', 'point', 'angry']],
      sfx: 'hit',
    },
    {
      shot: 'medium',
      place: 'town',
      action: (n) => `${n.F} holds up a glowing prize and laughs.`,
      cast: [['foe', 'hold', 'sly']],
    },
    {
      shot: 'close-up',
      place: 'town',
      action: (n) => `${n.H} clenches a fist, angry.`,
      cast: [['hero', 'stand', 'angry']],
      heroKind: 'shout',
    },
  ],
  decision: [
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `${n.H} paces the kitchen at night${withB(n, `; ${n.B} watches, worried`)}.`,
      cast: [
        ['hero', 'walk', 'scared'],
        ['buddy', 'sit', 'scared'],
      ],
    },
    {
      shot: 'close-up',
      place: 'home',
      action: (n) => `${n.H} takes a deep breath and decides.`,
      cast: [['hero', 'stand', 'determined']],
      heroKind: 'thought',
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `${n.H} puts on a coat and opens the door into the night.`,
      cast: [
        ['hero', 'walk', 'determined'],
        ['buddy', 'cheer', 'happy'],
        ['pet', 'stand', 'happy'],
      ],
      petSpeaks: true,
    },
  ],
  firstClash: [
    {
      shot: 'wide',
      place: 'omen',
      action: (n) => `${n.H} catches up with ${n.F} in a dark alley.`,
      cast: [
        ['hero', 'run', 'determined'],
        ['foe', 'stand', 'sly'],
      ],
      sfx: 'move',
    },
    {
      shot: 'medium',
      place: 'omen',
      action: (n) => `${n.F} knocks ${n.H} over with a gust of wind and flees.`,
      cast: [
        ['foe', 'fight', 'laughing'],
        ['hero', 'fall', 'surprised'],
      ],
      sfx: 'hit',
    },
    {
      shot: 'close-up',
      place: 'omen',
      action: (n) => `${n.H} gets up, dusty but not beaten.`,
      cast: [['hero', 'stand', 'determined']],
    },
  ],
  gather: [
    {
      shot: 'wide',
      place: 'home',
      action: (n) => `${n.H} gathers everyone around the kitchen table.`,
      cast: [
        ['hero', 'point', 'determined'],
        ['buddy', 'sit', 'surprised'],
      ],
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `A map is spread on the table${withB(n, `; ${n.B} points at it`)}.`,
      cast: [
        ['buddy', 'point', 'determined'],
        ['hero', 'stand', 'calm'],
      ],
    },
    {
      shot: 'close-up',
      place: 'home',
      action: (n) => `Hands stacked together: ${n.H}'s on top.`,
      cast: [['hero', 'cheer', 'happy']],
      heroKind: 'shout',
    },
  ],
  secret: [
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `${n.H} finds an old letter hidden in a drawer.`,
      cast: [['hero', 'hold', 'surprised']],
      sfx: 'quiet',
    },
    {
      shot: 'close-up',
      place: 'home',
      action: (n) => `${n.H} reads the letter by lamplight.`,
      cast: [['hero', 'hold', 'surprised']],
      heroKind: 'thought',
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `${n.H} looks up, a new plan in mind${withB(n, `; ${n.B} leans in`)}.`,
      cast: [
        ['hero', 'stand', 'determined'],
        ['buddy', 'stand', 'surprised'],
      ],
    },
  ],
  train: [
    {
      shot: 'wide',
      place: 'town',
      action: (n) => `${n.H} trains in the park at dawn, running laps.`,
      cast: [['hero', 'run', 'determined']],
      sfx: 'move',
    },
    {
      shot: 'medium',
      place: 'town',
      action: (n) => `${n.H} tries again and again${withB(n, `; ${n.B} coaches from the bench`)}.`,
      cast: [
        ['hero', 'leap', 'determined'],
        ['buddy', 'point', 'happy'],
        ['pet', 'run', 'happy'],
      ],
      petSpeaks: true,
    },
    {
      shot: 'close-up',
      place: 'town',
      action: (n) => `${n.H}, out of breath, grins: it worked.`,
      cast: [['hero', 'cheer', 'happy']],
    },
  ],
  trial: [
    {
      shot: 'wide',
      place: 'lair',
      action: (n) => `${n.H} crosses a rickety bridge on the way to ${n.F}'s hideout.`,
      cast: [['hero', 'walk', 'scared']],
      sfx: 'tension',
    },
    {
      shot: 'medium',
      place: 'lair',
      action: (n) => `A trap springs; ${n.H} leaps clear just in time.`,
      cast: [['hero', 'leap', 'surprised']],
      sfx: 'hit',
    },
    {
      shot: 'close-up',
      place: 'lair',
      action: (n) => `${n.H} dusts off, smiling.`,
      cast: [['hero', 'stand', 'determined']],
    },
  ],
  chase: [
    {
      shot: 'wide',
      place: 'town',
      action: (n) => `${n.F} races over the rooftops; ${n.H} runs after.`,
      cast: [
        ['foe', 'run', 'laughing'],
        ['hero', 'run', 'determined'],
      ],
      sfx: 'move',
    },
    {
      shot: 'medium',
      place: 'town',
      action: (n) => `${n.H} jumps the gap between two roofs.`,
      cast: [['hero', 'leap', 'determined']],
      sfx: 'move',
    },
    {
      shot: 'close-up',
      place: 'town',
      action: (n) => `${n.F} slips away into the night, laughing.`,
      cast: [['foe', 'run', 'sly']],
    },
  ],
  setback: [
    {
      shot: 'wide',
      place: 'lair',
      action: (n) => `${n.H} is caught in ${n.F}'s net.`,
      cast: [
        ['hero', 'fall', 'scared'],
        ['foe', 'stand', 'laughing'],
      ],
      sfx: 'hit',
    },
    {
      shot: 'medium',
      place: 'lair',
      action: (n) => `${n.F} holds up the prize, triumphant.`,
      cast: [['foe', 'hold', 'sly']],
    },
    {
      shot: 'close-up',
      place: 'lair',
      action: (n) => `${n.H}, alone in the dark, close to tears.`,
      cast: [['hero', 'sit', 'sad']],
      heroKind: 'thought',
    },
  ],
  rally: [
    {
      shot: 'medium',
      place: 'lair',
      action: (n) => `${n.B ? `${n.B} arrives` : 'Help arrives'} and cuts ${n.H} free.`,
      cast: [
        ['buddy', 'run', 'determined'],
        ['hero', 'stand', 'surprised'],
        ['pet', 'run', 'happy'],
      ],
      petSpeaks: true,
    },
    {
      shot: 'close-up',
      place: 'lair',
      action: (n) => `${n.H} stands up straight, eyes shining.`,
      cast: [['hero', 'stand', 'determined']],
    },
    {
      shot: 'wide',
      place: 'lair',
      action: (n) => `${n.H}${withB(n, ` and ${n.B}`)} run out into the moonlight together.`,
      cast: [
        ['hero', 'run', 'determined'],
        ['buddy', 'run', 'happy'],
      ],
      sfx: 'move',
    },
  ],
  eve: [
    {
      shot: 'establishing',
      place: 'arena',
      action: () => `Night before the big day; the arena waits under the stars.`,
      cast: [],
      sfx: 'quiet',
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `${n.H}${withB(n, ` and ${n.B}`)} sit on the steps, talking quietly.`,
      cast: [
        ['hero', 'sit', 'calm'],
        ['buddy', 'sit', 'love'],
      ],
    },
    {
      shot: 'close-up',
      place: 'home',
      action: (n) => `${n.H} closes both eyes for a moment, calm.`,
      cast: [['hero', 'stand', 'calm']],
      heroKind: 'thought',
    },
  ],
  showdown: [
    {
      shot: 'establishing',
      place: 'arena',
      action: (n) => `${n.H} and ${n.F} face each other across the arena.`,
      cast: [
        ['hero', 'stand', 'determined'],
        ['foe', 'stand', 'angry'],
      ],
      sfx: 'tension',
    },
    {
      shot: 'medium',
      place: 'arena',
      action: (n) => `${n.F} strikes first; ${n.H} dodges.`,
      cast: [
        ['foe', 'fight', 'angry'],
        ['hero', 'leap', 'determined'],
      ],
      sfx: 'hit',
    },
    {
      shot: 'close-up',
      place: 'arena',
      action: (n) => `${n.H} smiles: the plan is working.`,
      cast: [['hero', 'point', 'determined']],
      heroKind: 'shout',
    },
    {
      shot: 'medium',
      place: 'arena',
      action: (n) => `${n.F} stumbles back, surprised.`,
      cast: [['foe', 'fall', 'surprised']],
      sfx: 'hit',
    },
  ],
  splash: [
    {
      shot: 'wide',
      place: 'arena',
      action: (n) => `Full-page splash: ${n.H} wins the day with one bold move; ${n.F} goes flying.`,
      cast: [
        ['hero', 'leap', 'determined'],
        ['foe', 'fall', 'surprised'],
      ],
      heroKind: 'shout',
      sfx: 'hit',
    },
  ],
  aftermath: [
    {
      shot: 'wide',
      place: 'arena',
      action: (n) => `Dust settles; ${n.F} sits defeated on the ground.`,
      cast: [
        ['foe', 'sit', 'sad'],
        ['hero', 'stand', 'calm'],
      ],
      sfx: 'quiet',
    },
    {
      shot: 'medium',
      place: 'arena',
      action: (n) => `${n.H} holds out a hand to ${n.F}.`,
      cast: [
        ['hero', 'point', 'calm'],
        ['foe', 'sit', 'embarrassed'],
      ],
    },
    {
      shot: 'close-up',
      place: 'arena',
      action: (n) => `${n.H} holds the prize up to the light.`,
      cast: [['hero', 'hold', 'happy']],
    },
  ],
  allies: [
    {
      shot: 'wide',
      place: 'arena',
      action: (n) => `${n.B ? `${n.B} and friends` : 'Friends'} charge into the arena to help.`,
      cast: [
        ['buddy', 'run', 'determined'],
        ['pet', 'run', 'happy'],
      ],
      sfx: 'move',
      petSpeaks: true,
    },
    {
      shot: 'medium',
      place: 'arena',
      action: (n) => `${n.H}${withB(n, ` and ${n.B}`)} stand back to back.`,
      cast: [
        ['hero', 'fight', 'determined'],
        ['buddy', 'fight', 'determined'],
      ],
    },
    {
      shot: 'close-up',
      place: 'arena',
      action: (n) => `${n.F} backs away, outnumbered.`,
      cast: [['foe', 'stand', 'scared']],
    },
  ],
  celebrate: [
    {
      shot: 'establishing',
      place: 'town',
      action: () => `The whole town throws a party in the square: lanterns, music and a cake.`,
      cast: [['hero', 'cheer', 'happy']],
      sfx: 'heart',
    },
    {
      shot: 'medium',
      place: 'town',
      action: (n) => `${n.H} is lifted onto everyone's shoulders${withB(n, `; ${n.B} cheers loudest`)}.`,
      cast: [
        ['hero', 'cheer', 'laughing'],
        ['buddy', 'cheer', 'happy'],
        ['pet', 'leap', 'happy'],
      ],
      petSpeaks: true,
    },
    {
      shot: 'close-up',
      place: 'town',
      action: (n) => `${n.H} blushes, happy.`,
      cast: [['hero', 'stand', 'embarrassed']],
    },
  ],
  dream: [
    {
      shot: 'wide',
      place: 'home',
      action: (n) => `${n.H} on the porch at sunset, thinking about tomorrow.`,
      cast: [['hero', 'sit', 'love']],
      sfx: 'quiet',
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `${n.H} imagines the dream come true, like a picture in the clouds.`,
      cast: [['hero', 'stand', 'love']],
      heroKind: 'thought',
    },
    {
      shot: 'close-up',
      place: 'home',
      action: (n) => `${n.H} smiles${withB(n, `; ${n.B} squeezes a hand`)}.`,
      cast: [
        ['hero', 'stand', 'happy'],
        ['buddy', 'stand', 'love'],
      ],
    },
  ],
  coda: [
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `Back home: ${n.H} puts the prize on the shelf.`,
      cast: [['hero', 'hold', 'happy']],
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) =>
        `Dinner together${withB(n, `; ${n.B} raises a glass`)}${withP(n, `; ${n.P} sleeps under the table`)}.`,
      cast: [
        ['hero', 'sit', 'laughing'],
        ['buddy', 'sit', 'happy'],
        ['pet', 'sit', 'calm'],
      ],
      sfx: 'heart',
    },
    {
      shot: 'wide',
      place: 'town',
      action: (n) => `The town at night, lights in every window; ${n.H}'s window is the brightest.`,
      cast: [],
      sfx: 'quiet',
    },
  ],
  finale: [
    {
      shot: 'wide',
      place: 'town',
      action: (n) => `${n.H} waves goodbye from the hill at sunset.`,
      cast: [
        ['hero', 'cheer', 'happy'],
        ['buddy', 'cheer', 'happy'],
      ],
    },
    {
      shot: 'close-up',
      place: 'town',
      action: (n) => `${n.H} winks at the reader.`,
      cast: [['hero', 'point', 'happy']],
    },
  ],
};
