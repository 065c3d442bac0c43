/**
 * The link a click followed, when the click is one the page may take over: a plain primary
 * click (nothing handled it already, no modifier key for a new tab or window) on a link that
 * opens in this tab and does not download. Null for any other click, which the browser keeps.
 */
export function clickedLinkInTab(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a') ?? null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor;
}
