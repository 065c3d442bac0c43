'use client';

import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';

/** Show the bar only for navigations slower than this, and never for longer than the cap (SPEC.md section 9). */
const showAfterMs = 200;
const giveUpAfterMs = 5000;

NProgress.configure({ showSpinner: false, trickleSpeed: 200 });

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && (url.pathname !== window.location.pathname || url.search !== window.location.search);
}

function Progress() {
  const pathname = usePathname();
  const search = useSearchParams();

  useEffect(() => {
    let showTimer: number | undefined;
    let giveUpTimer: number | undefined;
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event)) return;
      window.clearTimeout(showTimer);
      window.clearTimeout(giveUpTimer);
      showTimer = window.setTimeout(() => NProgress.start(), showAfterMs);
      giveUpTimer = window.setTimeout(() => NProgress.done(), giveUpAfterMs);
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      window.clearTimeout(showTimer);
      window.clearTimeout(giveUpTimer);
      NProgress.done();
    };
  }, [pathname, search]);

  return null;
}

/** The thin progress bar across the top during route changes. */
export function RouteProgress() {
  return (
    <Suspense fallback={null}>
      <Progress />
    </Suspense>
  );
}
