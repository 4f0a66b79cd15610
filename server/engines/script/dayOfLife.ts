// The hero's everyday, by life stage: a pupil's school day, a grown-up's working day, a retiree's busy days
// with no work in them. The opening's work page and its captions take their words from here (copy/everyday.ts),
// so 'Nine to Five' and 'an ordinary day at work' only ever reach a book whose hero has a job to go to.
import { EVERYDAY, type Day } from './copy/everyday';
import { candidates, forStyle, text } from './fill';
import type { StoryParts } from './story';
import type { Line } from './tools';
import { storyWords } from './words';

export type { Day };

type Everyday = StoryParts<'cast' | 'life' | 'places' | 'plot' | 'voice'>;

export function dayOf(story: StoryParts<'cast'>): Day {
  const { stage } = story.cast;
  return stage === 'child' || stage === 'teen' ? 'school' : stage === 'senior' ? 'retired' : 'work';
}

/** The work page's titles. */
export function dayTitles(story: Everyday): Line[] {
  return candidates(EVERYDAY[dayOf(story)].titles, storyWords(story));
}

/** Narration for the hero setting off into the day. */
export function dayCaptions(story: Everyday): Line[] {
  return candidates(forStyle(EVERYDAY[dayOf(story)].captions, story.voice.style), storyWords(story));
}

/** What the hero says setting off, by stage; a job's own lines come first for a grown-up. */
export function dayLines(story: Everyday, jobOwn: Line[]): Line[] {
  const day = dayOf(story);
  const said = candidates(EVERYDAY[day].lines, { ...storyWords(story), hobby: story.life.hobbies[0]?.phrase });
  return day === 'work' ? [...jobOwn, ...said] : said;
}

/** How the work page opens, where the hero's day happens. */
export function dayScene(story: Everyday): string {
  return text(EVERYDAY[dayOf(story)].scene, storyWords(story));
}

/** The page's one-line summary of the hero's day. */
export function daySummaries(story: Everyday): Line[] {
  const { quirk, job } = story.life;
  // The quirk is said beside the job, unless the job already says it.
  const asAlways = quirk && job.noun && !job.noun.includes(quirk) ? quirk : undefined;
  return candidates(EVERYDAY[dayOf(story)].summaries, { ...storyWords(story), asAlways });
}

/** Where the hero's time goes after the day: after school, after work, or (retired) every day. */
export function afterTheDay(story: StoryParts<'cast'>): string {
  return EVERYDAY[dayOf(story)].after;
}
