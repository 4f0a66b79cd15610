// The shape of a staged panel, shared by the opening and closing beats (opening.ts, closing.ts): its shot,
// its place, the English action the art reads, and who is drawn in what pose.
import type { BalloonKind, EMOTIONS, POSES, Shot } from '../../../../shared/script';
import type { SfxKind } from '../../script/flavour';
import type { Beat } from '../../script/plan';

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

export const withB = (n: Names, text: string) => (n.B ? text : '');
/** The hero and the buddy doing something together, or the hero alone when the answers name no buddy. */
export const heroAndB = (n: Names, together: string, alone: string) =>
  n.B ? `${n.H} and ${n.B} ${together}` : `${n.H} ${alone}`;
export const withP = (n: Names, text: string) => (n.P ? text : '');

/** The beats of acts 1 and 2 (opening.ts); the others are the closing beats (closing.ts). */
export type OpeningBeat =
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
export type ClosingBeat = Exclude<Beat, OpeningBeat>;
