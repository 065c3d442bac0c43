type Place = Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;

/**
 * Whether a click will take the app to another page of this site: a plain primary click on
 * a link here, not to a new tab, a download, or the page it is on (a hash link).
 */
export function isInternalNavigation(event: MouseEvent, here: Place): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const href = anchor.getAttribute('href');
  if (href === null) return false;
  const url = new URL(href, here.href);
  return url.origin === here.origin && (url.pathname !== here.pathname || url.search !== here.search);
}
