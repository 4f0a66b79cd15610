// The hero's everyday, by life stage: a pupil's school day, a grown-up's working day, a retiree's busy days
// with no work in them. The opening's work page and its captions take their words from here, so 'Nine to
// Five' and 'an ordinary day at work' only ever reach a book whose hero has a job to go to.
import { possessive, titleCase } from '../wording';
import type { Line } from './tools';
import type { Story } from './story';

export type Day = 'school' | 'work' | 'retired';

export function dayOf(story: Story): Day {
  return story.cast.stage === 'child' || story.cast.stage === 'teen' ? 'school' : story.cast.stage === 'senior' ? 'retired' : 'work';
}

/** The work page's titles. */
export function dayTitles(story: Story): Line[] {
  const day = dayOf(story);
  if (day === 'school') return ['School Days', 'A Day at School', 'Class Is in Session', `Meanwhile, at ${titleCase(story.places.work)}`];
  if (day === 'retired') return ['Retired, Not Tired', 'Busier Than Ever', 'Never a Dull Moment', 'The Days Are Never Long Enough'];
  return ['All in a Day’s Work', 'Nine to Five', 'The Daily Grind', story.life.job.head ? `The ${titleCase(story.life.job.head)} at Work` : ''];
}

/** Narration for the hero setting off into the day. */
export function dayCaptions(story: Story, manga: boolean): Line[] {
  const H = story.cast.hero.label;
  const day = dayOf(story);
  const own = story.life.job.quote && `${possessive(H)} ${day === 'school' ? 'school days' : day === 'retired' ? 'days' : 'work'}, in ${story.cast.pronouns.possessive} own words: ${story.life.job.quote}.`;
  if (day === 'school') {
    return [story.life.job.is && `${H} ${story.life.job.is}. School starts soon, ready or not.`, story.life.job.is && `${H} ${story.life.job.is}. Today will not be an ordinary school day.`, own, !story.life.job.is && !story.life.job.quote && `${H} heads for ${story.places.work}, bag bouncing.`];
  }
  if (day === 'retired') {
    return [story.life.job.is && `${H} ${story.life.job.is}. Retired, and never busier.`, own, !story.life.job.is && !story.life.job.quote && `${H} is retired, and busier than ever.`];
  }
  return [
    story.life.job.is && `${H} ${story.life.job.is}. Today will not be an ordinary day at work.`,
    story.life.job.is && (manga ? `${H} ${story.life.job.is}. At least, for now.` : `By day, ${H} ${story.life.job.is}. Nobody suspects a thing!`),
    own,
    !story.life.job.is && !story.life.job.quote && `${H} makes the rounds of ${story.places.town}, greeting everyone by name.`,
  ];
}

/** What the hero says setting off, by stage; a job's own lines come first for a grown-up. */
export function dayLines(story: Story, jobOwn: Line[]): Line[] {
  const day = dayOf(story);
  if (day === 'school') return ['Is this going to be on the test?', 'Five more minutes of class. I can survive five minutes.', `Bell's about to ring. Let's go!`];
  if (day === 'retired') return ['Retirement is a full-time job, you know.', 'Busy, busy. Retired people are never bored.', story.life.hobbies[0] && `Right. ${story.life.hobbies[0].phrase.replace(/^./, (c) => c.toUpperCase())} won't do itself.`];
  return [...jobOwn, story.life.job.head && `Best ${story.life.job.head} in ${story.places.town}, coming through!`, `Right. Let's get to work.`, `Coffee first. Then greatness.`];
}

/** How the work page opens, where the hero's day happens. */
export function dayScene(story: Story): string {
  const day = dayOf(story);
  if (day === 'school') return `${story.places.work}, just before the bell.`;
  if (day === 'retired') return `${story.places.work}, on a bright morning.`;
  return `${story.places.work}, busy on a weekday morning.`;
}

/** The page's one-line summary of the hero's day. */
export function daySummaries(story: Story): Line[] {
  const H = story.cast.hero.label;
  const day = dayOf(story);
  if (day === 'school') return [`${H} spends the day at ${story.places.work}, counting the minutes to the bell.`];
  if (day === 'retired') return [`${H} is retired, which somehow means busier than ever.`];
  return [
    story.life.job.noun && `At ${story.places.work}, ${H} is hard at work as ${story.life.job.a}${story.life.quirk && !story.life.job.noun.includes(story.life.quirk) ? ` and, as always, ${story.life.quirk}` : ''}.`,
    story.life.job.is && !story.life.job.noun && `${H} ${story.life.job.is}, and today starts like any other working day.`,
    story.life.job.quote && `${H} goes to work: in ${story.cast.pronouns.possessive} own words, ${story.life.job.quote}.`,
  ];
}

/** Where the hero's time goes after the day: after school, after work, or (retired) every day. */
export function afterTheDay(story: Story): string {
  const day = dayOf(story);
  return day === 'school' ? 'After school' : day === 'retired' ? 'These days' : 'After work';
}
