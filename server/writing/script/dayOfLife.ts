// The hero's everyday, by life stage: a pupil's school day, a grown-up's working day, a retiree's busy days
// with no work in them. The opening's work page and its captions take their words from here, so 'Nine to
// Five' and 'an ordinary day at work' only ever reach a book whose hero has a job to go to.
import { possessive, titleCase } from '../wording';
import type { Line } from './tools';
import type { World } from './world';

export type Day = 'school' | 'work' | 'retired';

export function dayOf(w: World): Day {
  return w.stage === 'child' || w.stage === 'teen' ? 'school' : w.stage === 'senior' ? 'retired' : 'work';
}

/** The work page's titles. */
export function dayTitles(w: World): Line[] {
  const day = dayOf(w);
  if (day === 'school') return ['School Days', 'A Day at School', 'Class Is in Session', `Meanwhile, at ${titleCase(w.places.work)}`];
  if (day === 'retired') return ['Retired, Not Tired', 'Busier Than Ever', 'Never a Dull Moment', 'The Days Are Never Long Enough'];
  return ['All in a Day’s Work', 'Nine to Five', 'The Daily Grind', w.job.head ? `The ${titleCase(w.job.head)} at Work` : ''];
}

/** Narration for the hero setting off into the day. */
export function dayCaptions(w: World, manga: boolean): Line[] {
  const { H } = w;
  const day = dayOf(w);
  const own = w.job.quote && `${possessive(H)} ${day === 'school' ? 'school days' : day === 'retired' ? 'days' : 'work'}, in ${w.pos} own words: ${w.job.quote}.`;
  if (day === 'school') {
    return [w.job.is && `${H} ${w.job.is}. School starts soon, ready or not.`, w.job.is && `${H} ${w.job.is}. Today will not be an ordinary school day.`, own, !w.job.is && !w.job.quote && `${H} heads for ${w.places.work}, bag bouncing.`];
  }
  if (day === 'retired') {
    return [w.job.is && `${H} ${w.job.is}. Retired, and never busier.`, own, !w.job.is && !w.job.quote && `${H} is retired, and busier than ever.`];
  }
  return [
    w.job.is && `${H} ${w.job.is}. Today will not be an ordinary day at work.`,
    w.job.is && (manga ? `${H} ${w.job.is}. At least, for now.` : `By day, ${H} ${w.job.is}. Nobody suspects a thing!`),
    own,
    !w.job.is && !w.job.quote && `${H} makes the rounds of ${w.places.town}, greeting everyone by name.`,
  ];
}

/** What the hero says setting off, by stage; a job's own lines come first for a grown-up. */
export function dayLines(w: World, jobOwn: Line[]): Line[] {
  const day = dayOf(w);
  if (day === 'school') return ['Is this going to be on the test?', 'Five more minutes of class. I can survive five minutes.', `Bell's about to ring. Let's go!`];
  if (day === 'retired') return ['Retirement is a full-time job, you know.', 'Busy, busy. Retired people are never bored.', w.hobbies[0] && `Right. ${w.hobbies[0].phrase.replace(/^./, (c) => c.toUpperCase())} won't do itself.`];
  return [...jobOwn, w.job.head && `Best ${w.job.head} in ${w.places.town}, coming through!`, `Right. Let's get to work.`, `Coffee first. Then greatness.`];
}

/** How the work page opens, where the hero's day happens. */
export function dayScene(w: World): string {
  const day = dayOf(w);
  if (day === 'school') return `${w.places.work}, just before the bell.`;
  if (day === 'retired') return `${w.places.work}, on a bright morning.`;
  return `${w.places.work}, busy on a weekday morning.`;
}

/** The page's one-line summary of the hero's day. */
export function daySummaries(w: World): Line[] {
  const { H } = w;
  const day = dayOf(w);
  if (day === 'school') return [`${H} spends the day at ${w.places.work}, counting the minutes to the bell.`];
  if (day === 'retired') return [`${H} is retired, which somehow means busier than ever.`];
  return [
    w.job.noun && `At ${w.places.work}, ${H} is hard at work as ${w.job.a}${w.quirk && !w.job.noun.includes(w.quirk) ? ` and, as always, ${w.quirk}` : ''}.`,
    w.job.is && !w.job.noun && `${H} ${w.job.is}, and today starts like any other working day.`,
    w.job.quote && `${H} goes to work: in ${w.pos} own words, ${w.job.quote}.`,
  ];
}

/** Where the hero's time goes after the day: after school, after work, or (retired) every day. */
export function afterTheDay(w: World): string {
  const day = dayOf(w);
  return day === 'school' ? 'After school' : day === 'retired' ? 'These days' : 'After work';
}
