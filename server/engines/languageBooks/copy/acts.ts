// The beats of a language's copy in two halves, a file each: copy/<language>/opening.ts has acts 1 and 2 (the
// hero's days, the foe's coming, the plan), copy/<language>/closing.ts acts 3 to 5 (the training, the last battle,
// the party after it). copy/<language>.ts joins them; a beat missing from both halves is a type error.
import type { Beat } from '../../script/plan';
import type { BeatCopy } from '../copy';

type OpeningBeat =
  | 'intro'
  | 'morning'
  | 'work'
  | 'friends'
  | 'evening'
  | 'omen'
  | 'challenge'
  | 'decision'
  | 'firstClash'
  | 'gather'
  | 'secret';

export type OpeningBeats = Record<OpeningBeat, BeatCopy>;
export type ClosingBeats = Record<Exclude<Beat, OpeningBeat>, BeatCopy>;
