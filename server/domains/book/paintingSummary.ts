// What the book page shows of a painted book: each pictured person's likeness (the lowest score over their
// panels, so a drifting face shows), the panels kept with a mark after their repaints, and the cost so far.
import type { AppDeps } from '../appDeps';
import { readPanelArt, spentOnBook } from '../rows/paintRows';

export interface PaintingSummary {
  people: { name: string; likeness: number }[];
  marked: { page: number; panel: number; likeness: Record<string, number> }[];
  calls: number;
  costUsd: number;
}

export function paintingSummary(deps: Pick<AppDeps, 'db'>, comicId: string, userId: string): PaintingSummary | null {
  const panels = readPanelArt(deps.db, comicId, userId);
  const spent = spentOnBook(deps.db, comicId);
  if (!panels.length && !spent.calls) return null;
  const lowest = new Map<string, number>();
  const marked: PaintingSummary['marked'] = [];
  for (const row of panels) {
    const scores = row.likeness ? (JSON.parse(row.likeness) as Record<string, number>) : {};
    for (const [name, score] of Object.entries(scores)) lowest.set(name, Math.min(score, lowest.get(name) ?? 1));
    const [, page, panel] = row.key.split(':').map(Number);
    if (row.marked) marked.push({ page, panel, likeness: scores });
  }
  return {
    people: [...lowest].map(([name, likeness]) => ({ name, likeness })),
    marked: marked.sort((a, b) => a.page - b.page || a.panel - b.panel),
    calls: spent.calls,
    costUsd: Number(spent.usd.toFixed(3)),
  };
}
