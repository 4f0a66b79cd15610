// The copy of the hero's everyday, by life stage: a pupil's school day, a grown-up's working day, a
// retiree's busy days with no work in them. Slots: fill.ts; {job.*} is the hero's job as the answers say it.
import type { StyledCopy } from './captions';

export type Day = 'school' | 'work' | 'retired';

export const EVERYDAY: Record<
  Day,
  {
    /** The work page's titles. */
    titles: readonly string[];
    /** Narration for the hero setting off into the day. */
    captions: StyledCopy;
    /** What the hero says setting off (a grown-up's own job lines come first). */
    lines: readonly string[];
    /** How the work page opens. */
    scene: string;
    /** The page's one-line summary. */
    summaries: readonly string[];
    /** Where the hero's time goes after the day. */
    after: string;
  }
> = {
  school: {
    titles: ['School Days', 'A Day at School', 'Class Is in Session', 'Meanwhile, at {work|title}'],
    captions: [
      '{hero} {job.is}. School starts soon, ready or not.',
      '{hero} {job.is}. Today will not be an ordinary school day.',
      '{hero|poss} school days, in {their} own words: {job.quote}.',
      '{!job.is}{!job.quote}{hero} heads for {work}, bag bouncing.',
    ],
    lines: [
      'Is this going to be on the test?',
      'Five more minutes of class. I can survive five minutes.',
      "Bell's about to ring. Let's go!",
    ],
    scene: '{work}, just before the bell.',
    summaries: ['{hero} spends the day at {work}, counting the minutes to the bell.'],
    after: 'After school',
  },
  retired: {
    titles: ['Retired, Not Tired', 'Busier Than Ever', 'Never a Dull Moment', 'The Days Are Never Long Enough'],
    captions: [
      '{hero} {job.is}. Retired, and never busier.',
      '{hero|poss} days, in {their} own words: {job.quote}.',
      '{!job.is}{!job.quote}{hero} is retired, and busier than ever.',
    ],
    lines: [
      'Retirement is a full-time job, you know.',
      'Busy, busy. Retired people are never bored.',
      "Right. {hobby|cap} won't do itself.",
    ],
    scene: '{work}, on a bright morning.',
    summaries: ['{hero} is retired, which somehow means busier than ever.'],
    after: 'These days',
  },
  work: {
    titles: ['All in a Day’s Work', 'Nine to Five', 'The Daily Grind', 'The {job.head|title} at Work'],
    captions: {
      manga: [
        '{hero} {job.is}. Today will not be an ordinary day at work.',
        '{hero} {job.is}. At least, for now.',
        '{hero|poss} work, in {their} own words: {job.quote}.',
        '{!job.is}{!job.quote}{hero} makes the rounds of {town}, greeting everyone by name.',
      ],
      vintage: [
        '{hero} {job.is}. Today will not be an ordinary day at work.',
        'By day, {hero} {job.is}. Nobody suspects a thing!',
        '{hero|poss} work, in {their} own words: {job.quote}.',
        '{!job.is}{!job.quote}{hero} makes the rounds of {town}, greeting everyone by name.',
      ],
    },
    lines: ['Best {job.head} in {town}, coming through!', "Right. Let's get to work.", 'Coffee first. Then greatness.'],
    scene: '{work}, busy on a weekday morning.',
    summaries: [
      '{?job.noun}{!asAlways}At {work}, {hero} is hard at work as {job.a}.',
      '{?job.noun}At {work}, {hero} is hard at work as {job.a} and, as always, {asAlways}.',
      '{!job.noun}{hero} {job.is}, and today starts like any other working day.',
      '{hero} goes to work: in {their} own words, {job.quote}.',
    ],
    after: 'After work',
  },
};
