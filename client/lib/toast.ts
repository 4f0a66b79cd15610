// The app's toasts: sonner's API, plus two rules that keep them from getting in the way.
// - The same message never stacks: a toast is keyed by its text, so a repeated error replaces itself.
// - Toasts belong to the page that raised them: on navigation, toasts older than a moment are dismissed
//   (one raised together with the navigation, like 'Your comic book has been created!', survives it).
import { toast as sonner } from 'sonner';

type Show = (message: string, data?: Parameters<typeof sonner.success>[1]) => string | number;

const raisedAt = new Map<string | number, number>();
/** A toast raised this close to a navigation was raised for the page being opened. */
const SAME_MOMENT_MS = 500;

function keyed(show: Show): Show {
  return (message, data) => {
    const id = show(message, { id: message, ...data });
    raisedAt.set(id, Date.now());
    return id;
  };
}

export const toast = {
  success: keyed(sonner.success),
  error: keyed(sonner.error),
  info: keyed(sonner.info),
};

/** Called on every route change: dismisses the toasts of the page being left. */
export function dismissToastsOfPreviousPage(now = Date.now()): void {
  for (const [id, at] of raisedAt) {
    if (now - at < SAME_MOMENT_MS) continue;
    sonner.dismiss(id);
    raisedAt.delete(id);
  }
}
