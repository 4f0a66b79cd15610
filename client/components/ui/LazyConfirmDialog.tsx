// ConfirmDialog, loaded when it first opens: Radix AlertDialog (focus trap, scroll lock: about 10 KB gzip)
// stays off the first load of pages that only might ask. Once opened it stays mounted, like ConfirmDialog.
import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';

export const loadConfirmDialog = () => import('./ConfirmDialog');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })));

export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [needed, setNeeded] = useState(props.open);
  if (props.open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
