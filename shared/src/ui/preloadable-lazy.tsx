import { createElement, lazy, type ComponentType } from 'react';

export interface PreloadableLazy<P extends object> {
  /** Renders the component: at once when it was preloaded, through React.lazy otherwise. */
  Component: ComponentType<P>;
  /** Fetches the component's chunk; a failure is left for the render to meet (its error boundary). */
  preload(): Promise<void>;
}

/**
 * React.lazy that can be fetched before its first render. A lazy component that suspends shows
 * its Suspense fallback, and React 19 then holds the content back for 300 ms after the fallback
 * appeared (its fallback throttle), however fast the chunk came: a page whose chunk was preloaded
 * renders without suspending. Once a render has used the lazy form it keeps it, since switching
 * the element's type would remount the component and lose its state.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  let lazyRendered = false;
  const Lazy = lazy(load);

  function preload(): Promise<void> {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      () => {
        pending = null;
      },
    );
    return pending;
  }

  function Component(props: P) {
    if (loaded && !lazyRendered) return createElement(loaded, props);
    lazyRendered = true;
    return createElement(Lazy, props);
  }

  return { Component, preload };
}
