// React.lazy with `preload`: a part that is loaded before it is first drawn (main.tsx loads the first
// page's chunk before the app's first render) then renders at once, without suspending and without
// showing its fallback even for a frame.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface Preloadable<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload(): Promise<unknown>;
}

export function preloadable<P>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  type Module = { default: ComponentType<P> };
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a chunk that failed (offline, a new deploy) is fetched again next time
        throw error;
      },
    ));
  // React.lazy takes a thenable that answers synchronously as already resolved: no suspending.
  const Component = lazy(() => (loaded ? (resolved(loaded) as Promise<Module>) : preload()));
  return { Component, preload };
}

function resolved<T>(value: T): PromiseLike<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (React.lazy reads it without suspending)
  return { then: (onFulfilled) => (onFulfilled ? onFulfilled(value) : value) as never };
}
