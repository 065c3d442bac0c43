'use client';

import { useCallback, useEffect, useId, useRef, type RefObject } from 'react';
import { earlyTapGlobal, earlyTapLiveAttribute, type EarlyTapState } from './early-tap-capture.mjs';

declare global {
  interface Window {
    [earlyTapGlobal]?: EarlyTapState;
  }
}

/**
 * The other half of the early-tap capture (./early-tap-capture): spread the first of the
 * pair it returns (the mark) on the control as the server draws it, and pass the second (a
 * ref) to the element that is live once hydrated. From the moment that element is attached the
 * capture lets its clicks through; if the visitor tapped it before, the tap is
 * replayed once, on the live element, with focus on it first so that a panel it opens returns
 * focus there. `targetRef`, if given, is set to the element too. The mark is React's `useId`, the same in the server's HTML and in the browser.
 *
 * The replay comes after the effects of the hydration that made the control live, all of
 * them (its own effect runs before its parents', so it waits for the task to end): some of
 * them reset UI state (the header closes its menus on each new page, search closes on each
 * path), which would undo an opening done among them.
 */
export function useEarlyTap<E extends HTMLElement>(targetRef?: RefObject<E | null>) {
  const id = useId();
  const replayRef = useRef<E | null>(null);
  const ref = useCallback(
    (element: E | null) => {
      if (targetRef) targetRef.current = element;
      const state = window[earlyTapGlobal];
      if (!element || !state) return;
      // Live from its commit on: a click from now goes to the framework, not to the capture.
      state.live.add(element);
      // Said on the element too, for tests and the benchmark to see when the control answers.
      element.setAttribute(earlyTapLiveAttribute, '');
      if (state.pending !== id) return;
      state.pending = null;
      state.element?.removeAttribute('aria-busy');
      state.element = null;
      replayRef.current = element;
    },
    [id, targetRef],
  );
  // After every commit, so after the one that attached the live element.
  useEffect(() => {
    const element = replayRef.current;
    if (!element) return;
    replayRef.current = null;
    setTimeout(() => {
      if (!element.isConnected) return;
      element.focus();
      element.click();
    }, 0);
  });
  return [{ 'data-early-tap': id }, ref] as const;
}
