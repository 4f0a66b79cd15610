// Waiting for long work (a book drawn, a book prepared for print) by what tells stuck from slow: the wait lasts
// while the work's own progress on screen keeps moving, and fails once it has stood still for `stallMs`. On a
// machine kept busy (CI's two cores shared with the other spec's server, one of them loaded) the same work took
// three times as long as on a quiet one: a fixed deadline failed slow work that was moving ("53%" after 150 s).
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, type Locator } from '@playwright/test';

export async function untilDoneWhileMoving(
  done: Locator,
  progress: Locator,
  what: string,
  stallMs = 90_000,
): Promise<void> {
  let seen: string | null = null;
  let movedAt = Date.now();
  for (;;) {
    if (await done.isVisible()) return;
    const now = await progress
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    if (now !== seen) {
      seen = now;
      movedAt = Date.now();
    }
    expect(Date.now() - movedAt, `${what}: stood still at ${JSON.stringify(seen)}`).toBeLessThan(stallMs);
    await sleep(500);
  }
}
