// The beats of acts 3 to 5 staged (scenes.ts says why the directions are English): training and trials, the
// setback and the rally, the showdown, and the party and home-coming after it.
import { type ClosingBeat, type Staging, heroAndB, withB, withP } from './staging';

export const CLOSING_SCENES: Record<ClosingBeat, Staging[]> = {
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
      action: (n) => heroAndB(n, 'run out into the moonlight together.', 'runs out into the moonlight.'),
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
      action: (n) => heroAndB(n, 'sit on the steps, talking quietly.', 'sits on the steps, thinking quietly.'),
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
      action: (n) => heroAndB(n, 'stand back to back.', 'stands firm.'),
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
