// @ts-check
/**
 * Taps that come before the page is interactive are kept, not lost.
 *
 * The header's buttons (menu, search, callback, account) are painted long before the
 * framework has hydrated them, and until then a button does nothing. This script runs inline
 * at the top of the body, before any of them is parsed, and listens to clicks (a tap, a mouse
 * click, Enter or Space) in the capture phase on the window, ahead of everything else. A click
 * on a control marked `data-early-tap` that the framework has not yet taken over is stopped
 * and its mark remembered; the control replays it once it is live
 * (components/EarlyTap/use-early-tap). Only the last such tap is kept: the visitor's latest
 * choice wins, and nothing runs twice.
 *
 * Book controls are not marked: before they are live they are links to the site's own
 * booking page, which works at first paint, so a tap on one follows the link at once.
 *
 * Plain ES5, no comments inside: the text is sent as it is, and the Content-Security-Policy
 * allows it by its SHA-256. This module is plain JavaScript so that the production server
 * reads the very same text at start (server/site-inline-scripts): the policy hashes only the
 * inline scripts the site and the build are known to write, never one found in an answer.
 */
export const earlyTapGlobal = '__backstageEarlyTap';

/** Put on a marked control once the framework has taken it over. */
export const earlyTapLiveAttribute = 'data-early-tap-live';

export const earlyTapCapture = `(function(){var s={pending:null,element:null,live:new WeakSet()};window.${earlyTapGlobal}=s;addEventListener('click',function(e){var t=e.target;var c=t&&t.closest?t.closest('[data-early-tap]'):null;if(!c||s.live.has(c)||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;var m=c.getAttribute('data-early-tap');if(s.element)s.element.removeAttribute('aria-busy');e.preventDefault();e.stopImmediatePropagation();s.pending=m;s.element=c;c.setAttribute('aria-busy','true');},true);})();`;

/**
 * What the inline script leaves on the window for the controls.
 * @typedef {{ pending: string | null, element: Element | null, live: WeakSet<Element> }} EarlyTapState
 */
