// Where a staged panel happens, in English for the built-in art (never lettered): home and the town for every
// book, work or school by the hero's life stage, and the story kind's own places for trouble, the foe's lair
// and the last battle.
import type { Place } from './scenes';
import type { Reading, StoryKind } from './types';

const KIND_PLACES: Record<StoryKind, Record<'omen' | 'arena' | 'lair', string>> = {
  mystery: {
    omen: 'a dark alley under a flickering street lamp',
    arena: 'the fog-bound docks at midnight',
    lair: 'a warehouse by the docks',
  },
  space: {
    omen: 'the rooftops under a sky full of strange lights',
    arena: 'a space station high above the city',
    lair: 'a mothership hidden behind the moon',
  },
  magic: { omen: 'an enchanted forest at dusk', arena: 'the castle ramparts', lair: 'a tower of black stone' },
  spooky: {
    omen: 'a graveyard in the mist',
    arena: 'the old mansion on the hill',
    lair: 'the crypt under the mansion',
  },
  heart: {
    omen: 'the town square at dusk',
    arena: 'the town square decorated for the festival',
    lair: "the rival's shop across the square",
  },
  adventure: { omen: 'the harbour at dusk', arena: 'a jungle temple', lair: 'a hidden cave behind a waterfall' },
};

const WORK = {
  child: 'a bright school classroom',
  teen: 'a busy school corridor',
  adult: 'a busy workplace',
  senior: 'a community garden',
};

export function englishPlace(place: Place, reading: Reading): string {
  if (place === 'home') return 'a cosy home kitchen';
  if (place === 'town') return 'the town square';
  if (place === 'work') return WORK[reading.hero.stage];
  return KIND_PLACES[reading.kind][place];
}
