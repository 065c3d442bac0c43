import { pageLinkAttribute } from '@/lib/i18n/PageLink';

type Place = Pick<Location, 'href' | 'origin'>;

/** The page link (lib/i18n/PageLink) an event happened on or inside, if any. */
export function pageLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const element = target as Element | null;
  return (element?.closest?.(`a[${pageLinkAttribute}]`) as HTMLAnchorElement | null) ?? null;
}

/** The path, query and hash a page link leads to on this site, or null when it leaves it. */
export function pagePathOf(anchor: HTMLAnchorElement, here: Place): string | null {
  const href = anchor.getAttribute('href');
  if (href === null) return null;
  const url = new URL(href, here.href);
  if (url.origin !== here.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where the client router should take a click on a page link, or null when the browser's own
 * handling is right: a click something else already handled, another button or a modifier
 * key (a new tab or window), a link opening elsewhere or downloading, one leaving the site,
 * or a jump within the page it is on (its hash).
 */
export function routedClick(event: MouseEvent, here: Place & Pick<Location, 'pathname' | 'search'>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = pageLinkOf(event.target);
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const path = pagePathOf(anchor, here);
  if (path === null) return null;
  const url = new URL(path, here.href);
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return path;
}
