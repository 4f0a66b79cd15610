// A book in someone's memory, staged for the Spanish, French, German and Portuguese writer (issue 46; the
// English writer's is script/memorialPages.ts): the family round the photo album, the hero remembered at work
// and at what they loved, the family's stories, the day they live the hero's dream, home again. The hero is
// drawn only in memories ("years ago"); a panel of the family now never names the hero (the art would draw
// them there), and is a wide view of the place when the answers name nobody to show. No villain.
import type { PlannedPage } from '../../script/plan';
import type { Staging } from './staging';

export type MemorialBeatIn = 'album' | 'remember' | 'stories' | 'dream' | 'goodbye';

/** The family now: the first person the answers name, doing `doing`; else the place as it is, `empty`. */
const now = (B: string | undefined, doing: string, empty: string) => (B ? `${B} ${doing}` : empty);

export const MEMORIAL_SCENES: Record<MemorialBeatIn, Staging[]> = {
  album: [
    {
      shot: 'establishing',
      place: 'home',
      action: (n) =>
        now(n.B, 'and the family sit round an open photo album.', 'An open photo album on the living-room table.'),
      cast: [['buddy', 'sit', 'happy']],
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `${n.H} in an old photo, years ago, smiling.`,
      cast: [['hero', 'stand', 'happy']],
    },
    {
      shot: 'establishing',
      place: 'home',
      action: (n) => now(n.B, 'turns a page of the album, smiling.', 'The album open at a page of old photos.'),
      cast: [['buddy', 'point', 'happy']],
    },
  ],
  remember: [
    {
      shot: 'wide',
      place: 'work',
      action: (n) => `${n.H} at work, years ago, busy as ever.`,
      cast: [['hero', 'hold', 'happy']],
    },
    {
      shot: 'medium',
      place: 'town',
      action: (n) => `${n.H}, years ago, happy as can be.`,
      cast: [['hero', 'cheer', 'happy']],
    },
    {
      shot: 'establishing',
      place: 'home',
      action: (n) => now(n.B, 'smiles at the memory.', 'Family photos line the shelves in the lamplight.'),
      cast: [['buddy', 'stand', 'happy']],
    },
  ],
  stories: [
    {
      shot: 'establishing',
      place: 'home',
      action: (n) =>
        now(n.B, 'tells the family a story, everyone listening.', 'Cups of tea on the table, the album open.'),
      cast: [['buddy', 'sit', 'laughing']],
    },
    {
      shot: 'medium',
      place: 'town',
      action: (n) => `${n.H}, years ago, in the middle of the story being told.`,
      cast: [['hero', 'walk', 'happy']],
    },
    {
      shot: 'establishing',
      place: 'home',
      action: (n) => now(n.B, 'laughs until the tears come.', 'The living room full of laughter.'),
      cast: [['buddy', 'cheer', 'laughing']],
    },
  ],
  dream: [
    {
      shot: 'establishing',
      place: 'town',
      action: (n) => now(n.B, 'and the family set off together on a bright morning.', 'A bright morning on the road.'),
      cast: [['buddy', 'walk', 'determined']],
    },
    {
      shot: 'establishing',
      place: 'arena',
      action: (n) => now(n.B, 'and the family arrive at the place from the stories.', 'The place from the stories.'),
      cast: [['buddy', 'stand', 'love']],
    },
    {
      shot: 'medium',
      place: 'arena',
      action: (n) => `${n.H}, years ago, dreaming of this very place.`,
      cast: [['hero', 'stand', 'love']],
    },
  ],
  goodbye: [
    {
      shot: 'establishing',
      place: 'home',
      action: (n) => now(n.B, 'and the family home again, the album back on its shelf.', 'Home again, at dusk.'),
      cast: [['buddy', 'sit', 'calm']],
    },
    {
      shot: 'medium',
      place: 'home',
      action: (n) => `${n.H} in a favourite photo, smiling.`,
      cast: [['hero', 'stand', 'happy']],
    },
    {
      shot: 'establishing',
      place: 'home',
      action: (n) => now(n.B, 'looks at the photo and smiles.', 'A framed photo on the shelf, in the evening light.'),
      cast: [['buddy', 'stand', 'love']],
    },
  ],
};

/**
 * The memorial beat of each planned page: the album first and goodbye last, the dream lived on the first two
 * pages of act 4, memories and the family's stories in turn on the others.
 */
export function memorialBeatsIn(plan: PlannedPage[]): MemorialBeatIn[] {
  const between: MemorialBeatIn[] = ['remember', 'stories'];
  let turn = 0;
  let dreams = 0;
  return plan.map((planned, i) => {
    if (i === 0) return 'album';
    if (i === plan.length - 1) return 'goodbye';
    if (planned.act === 4 && dreams < 2) {
      dreams += 1;
      return 'dream';
    }
    return between[turn++ % between.length];
  });
}
