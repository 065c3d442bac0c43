'use client';

import type NProgressApi from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { isInternalNavigation } from './is-internal-navigation';

/** Show the bar only for navigations slower than this, and never for longer than the cap. */
const showAfterMs = 200;
const giveUpAfterMs = 5000;

let showTimer: number | undefined;
let giveUpTimer: number | undefined;
// The bar's code loads with the first navigation, not with the page, during the 200 ms
// before the bar may show. Calls are chained on it, so they keep their order.
let bar: Promise<typeof NProgressApi> | null = null;

function loadBar(): Promise<typeof NProgressApi> {
  bar ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({ showSpinner: false, trickleSpeed: 200 });
    return NProgress;
  });
  return bar;
}

function start() {
  window.clearTimeout(showTimer);
  window.clearTimeout(giveUpTimer);
  const loading = loadBar();
  showTimer = window.setTimeout(() => {
    loading.then(
      (NProgress) => NProgress.start(),
      () => {},
    );
  }, showAfterMs);
  giveUpTimer = window.setTimeout(finish, giveUpAfterMs);
}

function finish() {
  window.clearTimeout(showTimer);
  window.clearTimeout(giveUpTimer);
  bar?.then(
    (NProgress) => NProgress.done(),
    () => {},
  );
}

function Progress() {
  const pathname = usePathname();
  const search = useSearchParams();

  // The new route has rendered.
  useEffect(finish, [pathname, search]);

  useEffect(() => {
    // In the capture phase: by the time a click bubbles to the document, next/link has
    // already called preventDefault() to take the navigation over.
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event, window.location)) start();
    };
    const onPopState = () => {
      const { pathname: path, search: query } = window.location;
      if (path !== pathname || query !== (search.size > 0 ? `?${search}` : '')) start();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
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
