import { useEffect, useRef } from 'react';
import { usePathname } from './use-pathname';

/**
 * Calls `onChange` when the visitor moves to another page, never for the page the component
 * was first drawn on. Panels and menus close on navigation this way rather than on every mount:
 * parts of a page hydrate in separate commits, and a tap made before the page was interactive
 * is replayed as soon as its control is live (components/EarlyTap), so a panel host that
 * hydrated after that control would otherwise close what the tap had just opened.
 */
export function usePathChange(onChange: () => void): void {
  const pathname = usePathname();
  const drawnFor = useRef(pathname);
  useEffect(() => {
    if (drawnFor.current === pathname) return;
    drawnFor.current = pathname;
    onChange();
  }, [pathname, onChange]);
}
