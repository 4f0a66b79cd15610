// The page's one "we can't reach the server" notice. Several parts of a page may follow jobs at once (a book
// page follows its drawing, its story and its print files); each says when its asks stop reaching the server
// and when they reach it again. The notice shows while any of them is out of touch and goes only when the
// last is back or gone: one part coming back, or leaving the page, must not hide it from the others.

export interface OutOfTouchNotice {
  /** `asker` has failed to reach the server enough times in a row to say so. */
  lost(asker: object): void;
  /** `asker` reached the server again, or stopped asking (its job ended, its part of the page left). */
  back(asker: object): void;
}

export function outOfTouchNotice(show: () => void, hide: () => void): OutOfTouchNotice {
  const outOfTouch = new Set<object>();
  return {
    lost(asker) {
      if (outOfTouch.has(asker)) return;
      outOfTouch.add(asker);
      if (outOfTouch.size === 1) show();
    },
    back(asker) {
      if (!outOfTouch.delete(asker)) return;
      if (outOfTouch.size === 0) hide();
    },
  };
}
