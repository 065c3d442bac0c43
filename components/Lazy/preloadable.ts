'use client';

import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { loadingAhead, reloadOrRethrow } from '@/lib/chunk-reload/chunk-reload';
import { shouldPrefetch } from '@/lib/net/should-prefetch';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type Module = { default: ComponentType<any> };

/**
 * A component whose code loads on first use, like `next/dynamic` without server rendering,
 * that can also be loaded ahead, when a visitor shows the intent to use it (a pointer over,
 * or focus on, the control that opens it).
 *
 * Once its code is here it renders at once, without suspending. That matters: React holds
 * back content that suspended until 300 ms after its fallback was shown (so that loading
 * states do not flicker), so a panel that suspends appears at least 300 ms after the click
 * even when its code arrived in 50.
 *
 * If it has to suspend (opened before its code arrived) it renders through `React.lazy`
 * inside the nearest Suspense boundary, and keeps doing so while mounted, so that it is never
 * remounted when the code arrives. A failed load may be tried again.
 *
 * When the code fails to load for a render (the visitor opened it), the page reloads once
 * for a missing chunk, as after a deploy (lib/chunk-reload). A failed load ahead only
 * rejects `preload`'s promise: the visitor asked for nothing yet, and a reload would lose what
 * they were typing.
 */
export function preloadable<M extends Module>(load: () => Promise<M>) {
  type P = ComponentProps<M['default']>;
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<M> | null = null;

  const loadOnce = (): Promise<M> => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  /** Loads the code ahead (once), resolving with its module, whose other exports may be used too. */
  const preload = (): Promise<M> => loadingAhead(loadOnce());

  const Lazy = lazy(() => loadOnce().catch(reloadOrRethrow));

  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component, props);
  }

  return { Component: Preloadable, preload, isLoaded: () => loaded !== null };
}

/**
 * What counts as a visitor's intent to use a control: a pointer coming over it (or pressing
 * it, on a touch screen), or focus reaching it. Spread on the control that opens a
 * preloadable panel, with the function that loads it ahead. On a 2G connection or with data
 * saver on nothing loads ahead (lib/net/should-prefetch): the code comes when the panel opens.
 */
export function intentHandlers(signal: () => void) {
  const intend = () => {
    if (shouldPrefetch()) signal();
  };
  return { onPointerEnter: intend, onPointerDown: intend, onFocus: intend };
}
