import { clickedLinkInTab } from '@/lib/navigation/clicked-link';

type Place = Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;

/**
 * Whether a click will take the app to another page of this site: a plain primary click on
 * a link here, not to a new tab, a download, or the page it is on (a hash link).
 */
export function isInternalNavigation(event: MouseEvent, here: Place): boolean {
  const href = clickedLinkInTab(event)?.getAttribute('href');
  if (href == null) return false;
  const url = new URL(href, here.href);
  return url.origin === here.origin && (url.pathname !== here.pathname || url.search !== here.search);
}
