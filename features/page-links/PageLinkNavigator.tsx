'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { shouldPrefetch } from '@/lib/net/should-prefetch';
import { pageLinkOf, pageUrlOf, routedClick } from './page-link-target';

/**
 * Does for every plain page link (lib/i18n/PageLink) what Next's link does for itself, from
 * one pair of listeners instead of one component per link: a click changes page through the
 * client router (the page is not loaded again, the header and its state stay), and a pointer
 * coming over a link or focus reaching it fetches its page ahead, unless the connection is
 * 2G or saves data. Clicks are taken on the window, after every handler on the way (a menu's
 * own, which closes it), so one already handled is left alone.
 */
export function PageLinkNavigator() {
  const router = useRouter();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = routedClick(event, window.location);
      if (path === null) return;
      event.preventDefault();
      router.push(path);
    };
    // Each page once: a pointer crossing a link's words comes over each of them in turn.
    const asked = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = pageLinkOf(event.target);
      const url = anchor && shouldPrefetch() ? pageUrlOf(anchor, window.location) : null;
      if (!url) return;
      const page = `${url.pathname}${url.search}`;
      if (asked.has(page)) return;
      asked.add(page);
      router.prefetch(page);
    };
    window.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      window.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);

  return null;
}
