// The page's one "we can't reach the server" notice (client/lib/outOfTouch.ts), shared by every part of a page
// that follows a job: shown while any part is out of touch, gone only when none is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outOfTouchNotice } from '../../client/lib/outOfTouch';

function watched() {
  const seen: string[] = [];
  const notice = outOfTouchNotice(
    () => seen.push('show'),
    () => seen.push('hide'),
  );
  return { notice, seen };
}

describe('the out-of-touch notice', () => {
  it('stays while a second part of the page is still out of touch after the first is back or gone', () => {
    const { notice, seen } = watched();
    const book = {};
    const printFiles = {};
    notice.lost(book);
    notice.lost(printFiles);
    notice.back(book);
    expect(seen).toEqual(['show']);
    notice.back(printFiles);
    expect(seen).toEqual(['show', 'hide']);
  });

  it('is shown once for a part that says so again, and not hidden by a part that never said so', () => {
    const { notice, seen } = watched();
    const book = {};
    notice.lost(book);
    notice.lost(book);
    notice.back({});
    expect(seen).toEqual(['show']);
  });

  it('over any order of parts losing and finding the server: shown exactly while one is out of touch', () => {
    const step = fc.record({ asker: fc.integer({ min: 0, max: 3 }), lost: fc.boolean() });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const askers = [{}, {}, {}, {}];
        const { notice, seen } = watched();
        const outOfTouch = new Set<number>();
        for (const { asker, lost } of steps) {
          if (lost) notice.lost(askers[asker]);
          else notice.back(askers[asker]);
          if (lost) outOfTouch.add(asker);
          else outOfTouch.delete(asker);
          const showing = seen.at(-1) === 'show';
          expect(showing).toBe(outOfTouch.size > 0);
        }
        // Shows and hides alternate: never a second toast over the first, never a hide of nothing.
        for (const [i, what] of seen.entries()) expect(what).toBe(i % 2 === 0 ? 'show' : 'hide');
      }),
    );
  });
});
