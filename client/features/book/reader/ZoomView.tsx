// The larger view: the pages in view at the reader copy's full size in a full-window dialog, panned by
// scrolling or by dragging with the mouse. Escape (or the close button) leaves it; Radix keeps focus inside.
import { useRef, type PointerEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { m } from '../../../lib/i18n';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  label: string;
  children: ReactNode;
}

export function ZoomView({ open, onOpenChange, label, children }: Props) {
  const pan = useDragToPan();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/90" />
        <Dialog.Content aria-describedby={undefined} className="fixed inset-0 z-50 flex flex-col focus:outline-none">
          <div className="flex items-center justify-between gap-3 border-b-3 border-ink bg-zap px-4 py-2">
            <Dialog.Title className="font-display text-2xl tracking-wide">
              {m.library_reader_zoom_title({ view: label })}
            </Dialog.Title>
            <Dialog.Close
              className={
                'inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-lg border-2 border-ink ' +
                'bg-white px-3 font-bold shadow-comic-sm hover:bg-paper'
              }
            >
              <X aria-hidden="true" className="size-5" strokeWidth={3} />
              {m.library_reader_close_zoom()}
            </Dialog.Close>
          </div>
          {/* Focusable so the keyboard can scroll it too (arrow keys pan here instead of turning pages). */}
          <section
            ref={pan.ref}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached and panned by keyboard
            tabIndex={0}
            aria-label={m.library_reader_zoomed_pages()}
            className="min-h-0 flex-1 cursor-grab overflow-auto active:cursor-grabbing"
            onPointerDown={pan.onPointerDown}
            onPointerMove={pan.onPointerMove}
            onPointerUp={pan.onPointerUp}
          >
            <div className="mx-auto flex w-max p-4">{children}</div>
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mouse drag pans the scroll area (touch screens already pan it natively). */
function useDragToPan() {
  const ref = useRef<HTMLElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  return {
    ref,
    onPointerDown(event: PointerEvent) {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      last.current = { x: event.clientX, y: event.clientY };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove(event: PointerEvent) {
      if (!last.current || !ref.current) return;
      ref.current.scrollBy(last.current.x - event.clientX, last.current.y - event.clientY);
      last.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp() {
      last.current = null;
    },
  };
}
