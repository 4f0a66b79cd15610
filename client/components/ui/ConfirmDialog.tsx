// A Radix AlertDialog for destructive confirmations: it cannot be dismissed by clicking outside.
import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonClass } from './Button';
import { m } from '../../lib/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  busy?: boolean;
  /** The dismissing button: 'Cancel' by default; `onCancel` runs when it is pressed (Escape only closes). */
  cancelLabel?: string;
  onCancel?(): void;
  /** Destructive (red) by default; 'primary' for a choice that loses nothing that is saved. */
  tone?: 'danger' | 'primary';
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    confirmLabel,
    onConfirm,
    busy,
    cancelLabel = m.site_cancel(),
    onCancel,
    tone = 'danger',
  } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px]" />
        <AlertDialog.Content
          className={
            'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 ' +
            'rounded-2xl border-3 border-ink bg-paper p-6 shadow-comic-lg focus:outline-none ' +
            'data-[state=open]:animate-[pop-in_160ms_ease-out]'
          }
        >
          <AlertDialog.Title className="font-display text-3xl tracking-wide">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-lg text-ink/85">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: 'secondary' })} onClick={onCancel}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass({ variant: tone })}
              disabled={busy}
              onClick={(event) => {
                // The caller closes the dialog when it is done (e.g. after a delete request).
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
