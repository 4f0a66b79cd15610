// The app's toasts: sonner's API, plus two rules that keep them from getting in the way.
// - The same message never stacks: a toast is keyed by its text, so a repeated error replaces itself.
// - Toasts belong to the page that raised them: on navigation, toasts older than a moment are dismissed
//   (one raised together with the navigation, like 'Your comic book has been created!', survives it).
// sonner and its Toaster load with the first toast of the visit, so a page that raises none never loads
// them. Calls made before sonner has loaded run in order once it has, and the Toaster shows the toasts
// raised before it mounted.
type Sonner = typeof import('sonner');
type ToastData = Parameters<Sonner['toast']['success']>[1];

let sonner: Promise<Sonner> | undefined;
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

let toastRaised = false;
const onFirstToast = new Set<() => void>();

/** Calls `listener` once the visit's first toast has been raised (at once if it has been). */
export function whenToastRaised(listener: () => void): () => void {
  if (toastRaised) {
    listener();
    return () => undefined;
  }
  onFirstToast.add(listener);
  return () => onFirstToast.delete(listener);
}

const raisedAt = new Map<string, number>();
/** A toast raised this close to a navigation was raised for the page being opened. */
const SAME_MOMENT_MS = 500;

/**
 * How long a toast stays unless hovered or closed. sonner's default (4 s) is short for a failure the visitor
 * has to read and act on, and on a busy phone the page may still be settling when it goes: errors stay 10 s.
 */
const ERROR_TOAST_MS = 10_000;

function keyed(kind: 'success' | 'error' | 'info') {
  const duration = kind === 'error' ? ERROR_TOAST_MS : undefined;
  return (message: string, data?: ToastData): string => {
    raisedAt.set(message, Date.now());
    if (!toastRaised) {
      toastRaised = true;
      for (const listener of onFirstToast) listener();
      onFirstToast.clear();
    }
    void loadSonner().then(({ toast }) => toast[kind](message, { id: message, duration, ...data }));
    return message;
  };
}

export const toast = {
  success: keyed('success'),
  error: keyed('error'),
  info: keyed('info'),
  /** Takes a toast away before its time (it is keyed by its text). */
  dismiss(message: string): void {
    raisedAt.delete(message);
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.dismiss(message));
  },
};

/**
 * Redirects announced and not yet arrived. A count, not a flag: a redirect chain (/generate → /ideas →
 * /create for an empty draft) can announce its second redirect in the same render as the first one arrives,
 * before the first arrival is seen here; a flag then kept the toasts through one arrival only, and the second
 * dismissed them whenever the chain took longer than a moment (a loaded machine, a slow phone).
 */
let redirectsUnderWay = 0;

/**
 * A redirect (a step sending the visitor back) is the same page arriving, not a page being left: the toasts
 * raised for it stay. It can come well after them now that pages load lazily (the redirect waits for the
 * step's code), e.g. the failed sign-in toast on /generate?login_error=1 before the redirect to /create.
 */
export function keepToastsThroughRedirect(): void {
  redirectsUnderWay += 1;
}

/** Called on every route change: dismisses the toasts of the page being left. */
export function dismissToastsOfPreviousPage(now = Date.now()): void {
  if (redirectsUnderWay > 0) {
    redirectsUnderWay -= 1;
    return;
  }
  for (const [id, at] of raisedAt) {
    if (now - at < SAME_MOMENT_MS) continue;
    raisedAt.delete(id);
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
  }
}
