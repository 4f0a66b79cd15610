// The comic-styled Radix Dialog frame shared by the question picker and the answer editor.
import type { ReactNode, RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { m } from '../../lib/i18n';

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** False when another modal takes over as this one closes, so focus is not pulled back to the page. */
  restoreFocus?: boolean;
  /** What takes the focus when it opens (the field a dialog is for); by default its first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const OVERLAY = 'fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]';

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  restoreFocus = true,
  initialFocus,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={OVERLAY} />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!restoreFocus) event.preventDefault();
          }}
          className={
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 ' +
            '-translate-y-1/2 flex-col rounded-2xl border-3 border-ink bg-paper shadow-comic-lg ' +
            'focus:outline-none data-[state=open]:animate-[pop-in_160ms_ease-out]'
          }
        >
          <div
            className={
              'flex items-start justify-between gap-3 rounded-t-[13px] border-b-3 border-ink ' +
              'bg-zap px-4 py-3 sm:px-5 sm:py-4'
            }
          >
            <div>
              <Dialog.Title className="font-display text-2xl leading-tight tracking-wide">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 font-bold text-ink/80">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={m.site_close()}
              className={
                'grid size-9 shrink-0 cursor-pointer place-items-center rounded-lg border-2 ' +
                'border-ink bg-white hover:bg-paper'
              }
            >
              <X aria-hidden="true" className="size-5" strokeWidth={3} />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 p-4 sm:p-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
