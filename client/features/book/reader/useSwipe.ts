// Swipe to turn pages on touch screens, with pointer events: a mostly horizontal stroke of at least
// SWIPE_PX turns; a touch that hardly moves is a tap (on a phone, it opens the zoom: balloon text on a
// 375 px screen is too small to read without it). Mouse drags are left alone (the buttons and keys serve).
import { useRef, type PointerEvent } from 'react';

const SWIPE_PX = 50;
/** A touch that moves less than this is a tap. */
const TAP_PX = 10;

export function useSwipe(onSwipeLeft: () => void, onSwipeRight: () => void, onTap?: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.hypot(dx, dy) < TAP_PX) {
        // A tap on a control (a page's Retry) is that control's, not the page's.
        if (!(event.target as Element).closest?.('button, a, input, textarea, select')) onTap?.();
        return;
      }
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
