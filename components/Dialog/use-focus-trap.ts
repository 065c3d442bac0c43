'use client';

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const tabbableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[tabindex]',
].join(',');

// Live regions and non-rendered elements stay as they are: route announcements must still be heard.
const neverInert = new Set(['NEXT-ROUTE-ANNOUNCER', 'SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT']);

function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : !element.closest('[hidden]');
}

/** The elements inside `container` that Tab reaches, in order. */
export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && isShown(element),
  );
}

/** The child of <body> that holds `node` (a dialog is portalled there). */
function bodyChildOf(node: HTMLElement): Element {
  let at: Element = node;
  while (at.parentElement && at.parentElement !== document.body) at = at.parentElement;
  return at;
}

type Options = {
  /** Whether this trap is the top one now; stacked dialogs leave Tab to the top one. */
  isTop: () => boolean;
  /** Focused on opening; else the first tabbable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focused on closing; else whatever had focus when the trap started (the opener). */
  returnFocus?: RefObject<HTMLElement | null>;
};

/**
 * While active, focus stays inside `container`: the rest of the page is `inert` (neither
 * focusable nor read by screen readers) and Tab wraps around the container's own
 * controls. When it ends, focus goes back to the control that opened it.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, { isTop, initialFocus, returnFocus }: Options) {
  const opener = useRef<HTMLElement | null>(null);
  // Noted in a layout effect, before children's effects may move focus inside.
  useLayoutEffect(() => {
    if (active) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [active]);

  // A passive effect: React restores the focus it saw before a commit after layout effects' clean-ups.
  useEffect(() => {
    const node = container.current;
    if (!active || !node) return;
    const back = returnFocus?.current ?? opener.current;
    const own = bodyChildOf(node);
    const silenced = [...document.body.children].filter(
      (element) => element !== own && !element.hasAttribute('inert') && !neverInert.has(element.tagName),
    );
    for (const element of silenced) element.setAttribute('inert', '');
    (initialFocus?.current ?? tabbablesIn(node)[0] ?? node).focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTop()) return;
      const items = tabbablesIn(node);
      const current = document.activeElement;
      const outside = !node.contains(current);
      if (items.length === 0) {
        event.preventDefault();
        node.focus();
      } else if (event.shiftKey && (outside || current === items[0])) {
        event.preventDefault();
        items.at(-1)!.focus();
      } else if (!event.shiftKey && (outside || current === items.at(-1))) {
        event.preventDefault();
        items[0]!.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const element of silenced) element.removeAttribute('inert');
      if (back?.isConnected) back.focus({ preventScroll: true });
    };
    // Options are read when the trap starts; a dialog does not change its opener while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, container]);
}
