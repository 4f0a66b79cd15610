// Narration captions in the style's voice (copy/captions.ts): each key returns the candidates the book's
// memory chooses from, filled with this story's words.
import { joinList } from '../answers/wording';
import { CAPTIONS, type CaptionKey } from './copy/captions';
import { afterTheDay, dayCaptions } from './dayOfLife';
import { candidates, forStyle } from './fill';
import type { StoryParts } from './story';
import type { Line } from './tools';
import { storyWords } from './words';

export type { CaptionKey };

export function captions(story: StoryParts<'cast' | 'life' | 'places' | 'plot' | 'voice'>, key: CaptionKey): Line[] {
  if (key === 'work') return dayCaptions(story);
  return candidates(forStyle(CAPTIONS[key], story.voice.style), {
    ...storyWords(story),
    afterTheDay: afterTheDay(story),
    hobbyList: joinList(story.life.hobbies.map((h) => h.phrase).slice(0, 3)),
    antagonist: story.plot.mode === 'contest' ? 'a troublemaker' : 'a villain',
  });
}
