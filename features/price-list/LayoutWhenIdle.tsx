'use client';

import { useEffect } from 'react';

type Schedule = { run: (task: () => void) => number; cancel: (handle: number) => void };

// Browsers without idle callbacks (Safari) get short timeouts, one direction each.
const idle: Schedule =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? {
        run: (task) => window.requestIdleCallback(task, { timeout: 2000 }),
        cancel: (handle) => window.cancelIdleCallback(handle),
      }
    : { run: (task) => window.setTimeout(task, 50), cancel: (handle) => window.clearTimeout(handle) };

/**
 * Once the page has loaded, lays out the price list's deferred directions (`data-deferred`,
 * skipped by the stylesheet until they near the screen) one at a time while the browser is
 * idle, marking each `data-whole`; then marks the document (`data-price-list-whole` on
 * `<html>`), so that a list drawn again in this visit is laid out whole at once. A visitor who
 * jumps down the list and comes back from a service then finds it as they left it: the scroll
 * offset the browser restores meets real heights, not guessed ones.
 */
export function LayoutWhenIdle() {
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.priceListWhole !== undefined) return;
    const pending = [...document.querySelectorAll<HTMLElement>('[data-deferred]')];
    let handle: number | undefined;
    const next = () => {
      const direction = pending.shift();
      if (!direction) {
        root.dataset.priceListWhole = '';
        return;
      }
      direction.dataset.whole = '';
      handle = idle.run(next);
    };
    const start = () => {
      handle = idle.run(next);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (handle !== undefined) idle.cancel(handle);
    };
  }, []);
  return null;
}
