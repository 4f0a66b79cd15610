// Act planning: how many pages each of the five acts gets (20 pages: 3/4/7/3/3) and which beat each page
// plays, so a short book keeps the essential beats and a long one adds training, trials and chases.
import { DEFAULT_STORY_PAGES, MAX_STORY_PAGES, MIN_STORY_PAGES } from '../../../shared/script';

export type Beat =
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
  | 'secret'
  | 'train'
  | 'trial'
  | 'chase'
  | 'setback'
  | 'rally'
  | 'eve'
  | 'showdown'
  | 'splash'
  | 'aftermath'
  | 'allies'
  | 'celebrate'
  | 'dream'
  | 'coda'
  | 'finale';

export interface PlannedPage {
  act: 1 | 2 | 3 | 4 | 5;
  beat: Beat;
  /** Which repetition of a repeatable beat this is (the second training page is 1). */
  round: number;
}

/** A page count the schema accepts: 8..40, a multiple of 4, default 20. */
export function pageCount(requested: number | undefined): number {
  if (typeof requested !== 'number' || !Number.isFinite(requested)) return DEFAULT_STORY_PAGES;
  const n = Math.round(requested / 4) * 4;
  return Math.min(MAX_STORY_PAGES, Math.max(MIN_STORY_PAGES, n));
}

export function actSizes(total: number): [number, number, number, number, number] {
  const a1 = Math.max(1, Math.round(total * 0.15));
  const a2 = Math.max(2, Math.round(total * 0.2));
  const a4 = Math.max(1, Math.round(total * 0.15));
  const a5 = Math.max(1, Math.round(total * 0.15));
  return [a1, a2, total - a1 - a2 - a4 - a5, a4, a5];
}

/** Beats in order of importance per act; the page list keeps the first n in story order. */
const ACT1: Record<number, Beat[]> = { 1: ['intro'], 2: ['morning', 'friends'], 3: ['morning', 'work', 'friends'] };
const ACT1_LONG: Beat[] = ['morning', 'work', 'friends', 'evening'];
const ACT2: Beat[][] = [
  [],
  [],
  ['challenge', 'decision'],
  ['omen', 'challenge', 'decision'],
  ['omen', 'challenge', 'decision', 'firstClash'],
];
const ACT2_LONG: Beat[] = ['omen', 'challenge', 'secret', 'decision', 'gather', 'firstClash'];
const ACT4: Beat[][] = [[], ['splash'], ['showdown', 'splash'], ['showdown', 'splash', 'aftermath']];
const ACT5: Beat[][] = [[], ['finale'], ['celebrate', 'finale'], ['celebrate', 'dream', 'coda']];

function spread(beats: Beat[], n: number, filler: Beat[]): Beat[] {
  if (n <= beats.length) return beats.slice(0, n);
  const out = [...beats];
  let i = 0;
  while (out.length < n) {
    // Extra pages go before the last beat of the act (the hand-over to the next act stays last).
    out.splice(out.length - 1, 0, filler[i % filler.length]);
    i += 1;
  }
  return out;
}

function act3(n: number): Beat[] {
  const ending: Beat[] =
    n >= 5 ? ['setback', 'rally', 'eve'] : n >= 3 ? ['setback', 'rally'] : n === 2 ? ['setback'] : [];
  const middle: Beat[] = [];
  const cycle: Beat[] = ['train', 'trial', 'train', 'chase'];
  for (let i = 0; middle.length < n - ending.length; i += 1) middle.push(cycle[i % cycle.length]);
  return [...middle, ...ending];
}

export function planPages(total: number): PlannedPage[] {
  const [a1, a2, a3, a4, a5] = actSizes(total);
  const acts: Array<[PlannedPage['act'], Beat[]]> = [
    [1, a1 <= 3 ? ACT1[a1] : spread(ACT1_LONG, a1, ['evening', 'friends'])],
    [2, a2 <= 4 ? ACT2[a2] : spread(ACT2_LONG, a2, ['gather'])],
    [3, act3(a3)],
    [4, a4 <= 3 ? ACT4[a4] : ['showdown', ...Array<Beat>(a4 - 3).fill('allies'), 'splash', 'aftermath']],
    [5, a5 <= 3 ? ACT5[a5] : spread(['celebrate', 'dream', 'coda', 'finale'], a5, ['celebrate', 'dream'])],
  ];
  const pages: PlannedPage[] = [];
  for (const [act, beats] of acts) {
    const seen = new Map<Beat, number>();
    for (const beat of beats) {
      const round = seen.get(beat) ?? 0;
      seen.set(beat, round + 1);
      pages.push({ act, beat, round });
    }
  }
  return pages;
}
