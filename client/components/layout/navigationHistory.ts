// Tracks this visit's in-app page stack, so a back arrow can use browser history without ever leaving the
// site: a visitor who opened a step directly (or reloaded it) goes to the step's parent instead.
const stack: string[] = [];

/** Called on every location change. Returning to the previous page counts as going back (pop). */
export function recordNavigation(location: string): void {
  if (stack[stack.length - 1] === location) return; // StrictMode re-runs, same page
  if (stack[stack.length - 2] === location) stack.pop();
  else stack.push(location);
}

/** True when the previous browser history entry is a page of this app. */
export function canGoBackInApp(): boolean {
  return stack.length > 1;
}

/** A redirect replaces the current history entry; the stack must agree or "back" could leave the site. */
export function recordReplace(location: string): void {
  stack.pop();
  stack.push(location);
}
