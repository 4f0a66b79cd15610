// Provides the jotai store that holds the draft (and the per-visit flow state). The hook that reads and
// changes the draft is state/useBookBuilder.ts: it brings the draft's validation (zod), which the pages
// that never read the draft (the landing page) do without.
import { createContext, useState, type ReactNode } from 'react';
import { Provider, createStore } from 'jotai';

export type Store = ReturnType<typeof createStore>;
export const BookBuilderContext = createContext<Store | null>(null);

export function BookBuilderProvider({ children, store }: { children: ReactNode; store?: Store }) {
  const [ownStore] = useState(() => store ?? createStore());
  return (
    <BookBuilderContext.Provider value={ownStore}>
      <Provider store={ownStore}>{children}</Provider>
    </BookBuilderContext.Provider>
  );
}
