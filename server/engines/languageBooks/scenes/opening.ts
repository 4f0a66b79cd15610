// The beats of acts 1 and 2 staged (scenes.ts says why the directions are English): everyday life, the omen,
// the challenge and the hero's decision.
import { type OpeningBeat, type Staging, heroAndB, withB, withP } from './staging';

export const OPENING_SCENES: Record<OpeningBeat, Staging[]> = {
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
        `${n.H} at breakfast${withB(n, `, ${n.B} chatting across the table`)}` +
        `${withP(n, `, ${n.P} begging for crumbs`)}.`,
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
      action: (n) => `A sunny afternoon in the town square; ${heroAndB(n, 'meet up.', 'waits by the fountain.')}`,
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
};
