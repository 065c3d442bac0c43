import { pageLinkAttribute } from '@/lib/i18n/PageLink';
import { clickedLinkInTab } from '@/lib/navigation/clicked-link';

type Place = Pick<Location, 'href' | 'origin'>;

/** The page link (lib/i18n/PageLink) an event happened on or inside, if any. */
export function pageLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const element = target as Element | null;
  return (element?.closest?.(`a[${pageLinkAttribute}]`) as HTMLAnchorElement | null) ?? null;
}

/** Where a link leads on this site, or null when it leaves it. */
export function pageUrlOf(anchor: HTMLAnchorElement, here: Place): URL | null {
  const href = anchor.getAttribute('href');
  if (href === null) return null;
  const url = new URL(href, here.href);
  return url.origin === here.origin ? url : null;
}

/**
 * Where the client router should take a click on a page link (path, query and hash), or null
 * when the browser's own handling is right: any click but a plain one in this tab
 * (lib/navigation/clicked-link), a link that is not a page link or leaves the site, or a jump
 * within the page it is on (its hash).
 */
export function routedClick(event: MouseEvent, here: Place & Pick<Location, 'pathname' | 'search'>): string | null {
  const anchor = clickedLinkInTab(event);
  if (!anchor?.hasAttribute(pageLinkAttribute)) return null;
  const url = pageUrlOf(anchor, here);
  if (!url || (url.hash && url.pathname === here.pathname && url.search === here.search)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
