// How a panel's action shows a feeling: a face for a mood, and the style's effect around an action, each
// drawn from the book's dice (copy/expressions.ts has the words).
import { EFFECTS, FACES, type Intensity, type Mood } from './copy/expressions';
import type { StoryParts } from './story';

export type { Intensity, Mood };

/** A short expression for a character, varied by mood. */
export function face(story: StoryParts<'book'>, mood: Mood): string {
  return story.book.pick(FACES[mood]);
}

/** Manga actions carry speed lines and screentone; vintage ones Ben-Day dots and bold motion lines. */
export function dynamic(story: StoryParts<'voice' | 'book'>, action: string, intensity: Intensity = 'action'): string {
  return `${action.replace(/[.!]$/, '')}; ${story.book.pick(EFFECTS[story.voice.style][intensity])}.`;
}
