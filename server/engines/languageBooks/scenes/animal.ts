// A book whose hero is an animal, staged for the Spanish, French, German and Portuguese writer (issue 46; the
// English writer's is script/animalPages.ts): a morning at home, play, something of the family's gone missing,
// the trail across town, found, home again. The hero only thinks (thought balloons) and makes its kind's sound;
// the family talks to it. No villain. The art draws the hero as its species wherever the action names it.
import type { PlannedPage } from '../../script/plan';
import type { Staging } from './staging';

export type AnimalBeatIn = 'wake' | 'play' | 'trouble' | 'trail' | 'found' | 'home';

/** The first person the answers name doing `doing` with the hero, or the hero alone doing `alone`. */
const withThem = (B: string | undefined, H: string, doing: string, alone: string) =>
  B ? `${B} ${doing}` : `${H} ${alone}`;

export const ANIMAL_SCENES: Record<AnimalBeatIn, Staging[]> = {
  wake: [
    {
      shot: 'wide',
      place: 'home',
      action: (n) => `${n.H} wakes up at home and stretches in a patch of sun.`,
      cast: [['hero', 'stand', 'calm']],
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) => withThem(n.B, n.H, `says good morning to ${n.H}, smiling.`, 'waits by the door.'),
      cast: [
        ['buddy', 'stand', 'happy'],
        ['hero', 'stand', 'happy'],
      ],
    },
    {
      shot: 'close-up',
      place: 'home',
      action: (n) => `${n.H} sniffs the air, curious.`,
      cast: [['hero', 'stand', 'surprised']],
      heroKind: 'thought',
    },
  ],
  play: [
    {
      shot: 'wide',
      place: 'town',
      action: (n) => `${n.H} plays in the park, full of beans.`,
      cast: [['hero', 'run', 'happy']],
      sfx: 'move',
    },
    {
      shot: 'medium',
      place: 'town',
      action: (n) => withThem(n.B, n.H, `throws a ball and ${n.H} races after it.`, 'races after a leaf.'),
      cast: [
        ['hero', 'run', 'laughing'],
        ['buddy', 'point', 'laughing'],
      ],
    },
    {
      shot: 'close-up',
      place: 'town',
      action: (n) => `${n.H}, out of breath and very pleased.`,
      cast: [['hero', 'stand', 'happy']],
      heroKind: 'thought',
    },
  ],
  trouble: [
    {
      shot: 'wide',
      place: 'home',
      action: (n) =>
        withThem(n.B, n.H, `looks everywhere for something lost; ${n.H} watches.`, 'sees the family search the house.'),
      cast: [
        ['buddy', 'point', 'sad'],
        ['hero', 'stand', 'surprised'],
      ],
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `${n.H} notices something nobody else saw.`,
      cast: [['hero', 'stand', 'determined']],
      heroKind: 'thought',
    },
    {
      shot: 'close-up',
      place: 'home',
      action: (n) => `${n.H}'s ears prick up.`,
      cast: [['hero', 'stand', 'determined']],
    },
  ],
  trail: [
    {
      shot: 'wide',
      place: 'town',
      action: (n) => `${n.H} follows a trail across town, nose to the ground.`,
      cast: [['hero', 'run', 'determined']],
      sfx: 'move',
    },
    {
      shot: 'medium',
      place: 'town',
      action: (n) => `${n.H} finds a clue by a bench.`,
      cast: [['hero', 'stand', 'surprised']],
      heroKind: 'thought',
    },
    {
      shot: 'wide',
      place: 'town',
      action: (n) => `${n.H} squeezes through a gap in a fence and keeps going.`,
      cast: [['hero', 'walk', 'determined']],
    },
  ],
  found: [
    {
      shot: 'wide',
      place: 'arena',
      action: (n) => `${n.H} finds what was lost, at last!`,
      cast: [['hero', 'cheer', 'happy']],
      sfx: 'heart',
    },
    {
      shot: 'medium',
      place: 'arena',
      action: (n) => withThem(n.B, n.H, `hugs ${n.H}, laughing.`, 'brings it home, very proud.'),
      cast: [
        ['buddy', 'hug', 'love'],
        ['hero', 'stand', 'happy'],
      ],
    },
    {
      shot: 'close-up',
      place: 'arena',
      action: (n) => `${n.H}, very proud.`,
      cast: [['hero', 'stand', 'happy']],
      heroKind: 'thought',
    },
  ],
  home: [
    {
      shot: 'wide',
      place: 'home',
      action: (n) => `Home again, ${n.H} curls up with the family.`,
      cast: [['hero', 'sit', 'calm']],
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) => withThem(n.B, n.H, `gives ${n.H} a treat.`, 'gets a treat.'),
      cast: [
        ['buddy', 'stand', 'love'],
        ['hero', 'sit', 'happy'],
      ],
    },
    {
      shot: 'close-up',
      place: 'home',
      action: (n) => `${n.H} falls asleep, happy.`,
      cast: [['hero', 'sit', 'tired']],
      heroKind: 'thought',
    },
  ],
};

/**
 * The animal beat of each planned page: a morning first and home last; play in the first act, the trouble
 * when the second begins, the trail through the middle, found on the pages of act 4.
 */
export function animalBeatsIn(plan: PlannedPage[]): AnimalBeatIn[] {
  let troubled = false;
  return plan.map((planned, i) => {
    if (i === 0) return 'wake';
    if (i === plan.length - 1) return 'home';
    if (planned.act === 1) return 'play';
    if (!troubled) {
      troubled = true;
      return 'trouble';
    }
    if (planned.act === 4) return 'found';
    if (planned.act === 5) return 'home';
    return i % 3 === 0 ? 'play' : 'trail';
  });
}
