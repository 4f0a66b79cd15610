// What a reader of a script sees of it: the captions and the balloons (the stage directions are for the
// artist). The writers' safety nets check every answer against it before quoting one whole.
import type { StoryPage } from '../../../shared/script';

/** The words a reader sees, a line per caption or balloon. */
export function visibleText(pages: StoryPage[]): string {
  return pages.flatMap((p) => p.panels.flatMap((x) => [x.caption ?? '', ...x.balloons.map((b) => b.text)])).join('\n');
}
