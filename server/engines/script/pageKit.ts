// The kit every page writer uses: choosing who appears (those who have not spoken yet first), the page's
// title and one-sentence summary (fresh for this book), and short references to the answers.
import type { StoryPage, TimeOfDay } from '../../../shared/script';
import { type Character, isBaby } from './cast';
import { face } from './expressions';
import { makePanel, spokeCount, type PanelSpec } from './panels';
import type { PlannedPage } from './plan';
import type { Line } from './tools';
import type { Story } from './story';

export interface Draft {
  titles: Line[];
  summaries: Line[];
  panels: PanelSpec[];
}

export function buildPage(story: Story, plan: PlannedPage, number: number, draft: Draft): StoryPage {
  const seen = story.book.titles;
  const titles = draft.titles.filter(
    (t): t is string => typeof t === 'string' && t.length > 0 && t.length <= 80 && story.book.reads(t),
  );
  const fresh = titles.filter((t) => !seen.has(t.toLowerCase()));
  const title = fresh.length
    ? story.book.pick(fresh)
    : `${titles[0] ?? 'Chapter'} ${['II', 'III', 'IV', 'V', 'VI'][plan.round % 5]}`;
  seen.add(title.toLowerCase());
  const summary =
    story.book.first(draft.summaries, 300) ??
    story.book.take(
      [
        `Page ${number}: ${story.cast.hero.label} keeps going, one step closer to the end ` +
          `of “${story.plot.idea.title}”.`,
        `Page ${number} of the story of ${story.cast.hero.label}.`,
      ],
      300,
    ) ??
    `Page ${number}.`;
  const specs = draft.panels.slice(0, 5);
  // A page of fewer than three panels (few people in the answers) gets the hero's own reactions.
  for (let i = 0; plan.beat !== 'splash' && specs.length > 0 && specs.length < 3 && i < 3; i += 1)
    specs.push(filler(story, specs[specs.length - 1].setting));
  const panels = specs.map((spec) => makePanel(story, spec, plan.act));
  // One light for the page: the first time any panel's place or action states, else daylight.
  const time = timeOfPage(panels.map((p) => `${p.setting} ${p.action}`));
  for (const panel of panels) panel.timeOfDay = time;
  return { number, act: plan.act, title, summary, panels };
}

const TIMES: Array<[RegExp, TimeOfDay]> = [
  [/\b(?:night|midnight|moonlit|moonlight|starry|stars|after dark|under the stars)\b/i, 'night'],
  [/\b(?:dawn|sunrise|early light|first light|morning light)\b/i, 'dawn'],
  [/\b(?:sunset|dusk|twilight|golden hour|evening)\b/i, 'dusk'],
];

/** The time of day a page's panels state first (the establishing panel usually says it), else day. */
export function timeOfPage(texts: string[]): TimeOfDay {
  for (const text of texts) for (const [re, time] of TIMES) if (re.test(text)) return time;
  return 'day';
}

const FILLER_THOUGHTS = [
  'Okay. Breathe. You can do this.',
  'Why does this always happen to me?',
  'Nobody said this would be easy.',
  'Focus. Focus!',
  'I should have stayed in bed today.',
  'One step at a time.',
  'Well, that escalated quickly.',
  'Note to self: never do that again.',
  'Is it weird that I am kind of enjoying this?',
  'Deep breath. Then go.',
  'This is fine. Everything is fine.',
  'Keep going. Just keep going.',
];

function filler(story: Story, setting: string): PanelSpec {
  return {
    shot: story.book.pick(['close-up', 'medium'] as const),
    setting,
    action:
      `${story.cast.hero.label}, ` +
      `${face(story, story.book.pick(['fierce', 'worried', 'proud', 'shocked'] as const))}, takes it all in.`,
    say: [{ who: story.cast.hero, kind: 'thought', lines: [...FILLER_THOUGHTS] }],
  };
}

/** Up to n characters from a list, those who have spoken least first (ties in a seeded order). */
export function whoNext(story: Story, from: Character[], n: number, exclude: Character[] = []): Character[] {
  const order = from.filter((c) => !exclude.includes(c)).map((c) => ({ c, r: story.book.rng() }));
  // A baby comes along, and is picked only when nobody else is there.
  order.sort(
    (a, b) =>
      Number(isBaby(a.c)) - Number(isBaby(b.c)) ||
      spokeCount(story, a.c) - spokeCount(story, b.c) ||
      Number(a.c.pet) - Number(b.c.pet) ||
      a.r - b.r,
  );
  return order.slice(0, n).map((x) => x.c);
}

/** The people named in the answers who still have not said a word. */
export function silent(story: Story): Character[] {
  return story.cast.people.filter((c) => c.mustSpeak && spokeCount(story, c) === 0);
}

/** Names of characters for a sentence: 'Harold and Susan'. */
export function names(list: Character[]): string[] {
  return list.map((c) => c.short);
}

export const hobbyAt = (story: Story, i: number) =>
  story.life.hobbies.length ? story.life.hobbies[i % story.life.hobbies.length] : undefined;
