// ← and → turn the pages (← back and → forward, the other way in a right-to-left book), unless the key
// belongs to something else: a field being typed in, a list or slider being changed, a key combination, or an
// open dialog (the zoom pans with them instead).
import { useEffect } from 'react';

function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return Boolean(
    target.closest('input, textarea, select, [role="slider"], [role="dialog"], [role="listbox"], [role="menu"]'),
  );
}

export function useArrowKeys(enabled: boolean, onLeft: () => void, onRight: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (ownsArrowKeys(event.target)) return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') onLeft();
      else onRight();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, onLeft, onRight]);
}
