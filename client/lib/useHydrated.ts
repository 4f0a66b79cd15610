// False while React hydrates HTML that was rendered at build time (and in that render itself), true in
// every other render. What the build could not know (the stored draft) must not show in a hydrating
// render: the HTML was made without it. It shows in the render that follows at once.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
