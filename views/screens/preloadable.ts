import { createElement, lazy, type ComponentType } from 'react';

/** A lazy screen that can also be loaded ahead: `preload()` resolves once its chunk is in. */
export type PreloadableScreen = ComponentType & { readonly preload: () => Promise<unknown> };

/**
 * React.lazy, plus a way to load the chunk before React asks. Once loaded, the screen renders its
 * component directly: hydrating the served page then never suspends on the route's chunk, so nothing
 * that changes above it meanwhile (messages, the session, the slots) can make React throw its server
 * markup away and draw it anew.
 */
export const preloadable = (load: () => Promise<{ default: ComponentType }>): PreloadableScreen => {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed chunk may be asked for again (the chunk loader reloads the page at most once a minute).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  const Screen = () => createElement(loaded ?? Lazy);
  return Object.assign(Screen, { preload: start });
};
