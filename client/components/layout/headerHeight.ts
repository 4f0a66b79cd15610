// The sticky header's height as the CSS variable --header-height, for what must sit below it (toasts, the
// reader's stage). Published only while something that uses it is on the page: setting a variable on the
// root element makes the browser recompute the style of every element, a cost every page would otherwise
// pay as it loads for a variable it does not use.
import { useEffect } from 'react';

let height: number | null = null;
let users = 0;

function publish() {
  if (height !== null) document.documentElement.style.setProperty('--header-height', `${height}px`);
}

/** The header reports its height on every change (a ResizeObserver). */
export function reportHeaderHeight(px: number): void {
  if (px === height) return;
  height = px;
  if (users > 0) publish();
}

/** Keeps --header-height up to date while the calling component is mounted. */
export function useHeaderHeightVariable(): void {
  useEffect(() => {
    users += 1;
    publish();
    return () => {
      users -= 1;
    };
  }, []);
}
