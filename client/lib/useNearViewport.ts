// For parts further down a page that need code of their own (the FAQ accordion): true once the element is
// within a screen or so of the viewport, so their code loads as the visitor scrolls towards them rather
// than with the page. False in the first render (also the prerendered HTML's, so hydration matches).
import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport to start: loading has time to finish before the part is on screen. */
const AHEAD = '800px 0px';

export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver !== 'function') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
