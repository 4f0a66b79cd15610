// What the book page shows of a painted book: each pictured person's likeness (the lowest score over their
// panels, so a drifting face shows), the panels kept with a mark after their repaints (with why), the
// cover's likeness, and the cost so far. Nothing for a book nobody painted (no Replicate).
import type { AppDeps } from '../appDeps';
import { imageLikeness } from '../../storage/ownedImages';
import { readPanelArt } from './paintRows';
import { spentOnBook } from '../spend/spendRows';
import { LIKENESS_THRESHOLD, type LikenessScores } from './paintedArt';

export interface PaintingSummary {
  /** Each person's lowest score over the panels where the face model found a face; null: it found none. */
  people: { name: string; likeness: number | null }[];
  /** Panels kept below the threshold after their repaints: `likeness` null for a person means no face found. */
  marked: { page: number; panel: number; likeness: LikenessScores }[];
  /** The painted cover's likeness to the hero's photo (by the hero's name), when it was measured. */
  cover: { name: string; likeness: number } | null;
  /** The score below which a panel was painted again. */
  threshold: number;
  calls: number;
  costUsd: number;
}

export async function paintingSummary(
  deps: Pick<AppDeps, 'db'>,
  comicId: string,
  userId: string,
  cover: { url: string | null; heroName: string },
): Promise<PaintingSummary | null> {
  const panels = await readPanelArt(deps.db, comicId, userId);
  const spent = await spentOnBook(deps.db, comicId);
  const coverLikeness = cover.url ? await imageLikeness(deps.db, cover.url) : null;
  if (!panels.length && !spent.calls && coverLikeness === null) return null;
  const lowest = new Map<string, number | null>();
  const marked: PaintingSummary['marked'] = [];
  for (const row of panels) {
    const scores = row.likeness ? (JSON.parse(row.likeness) as LikenessScores) : {};
    for (const [name, score] of Object.entries(scores)) {
      const before = lowest.get(name) ?? null;
      lowest.set(name, score === null ? before : Math.min(score, before ?? 1));
    }
    const [, page, panel] = row.key.split(':').map(Number);
    if (row.marked) marked.push({ page, panel, likeness: scores });
  }
  return {
    people: [...lowest].map(([name, likeness]) => ({ name, likeness })),
    marked: marked.sort((a, b) => a.page - b.page || a.panel - b.panel),
    cover: coverLikeness === null ? null : { name: cover.heroName, likeness: coverLikeness },
    threshold: LIKENESS_THRESHOLD,
    calls: spent.calls,
    costUsd: Number(spent.usd.toFixed(3)),
  };
}
