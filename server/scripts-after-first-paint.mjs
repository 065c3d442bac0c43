// @ts-check
/**
 * The booking page drawn before its scripts run. A visitor reaches it as a new document: a
 * Book link tapped before the panel's code is here, and each step of a booking without the
 * panel. The framework's scripts are in the browser's cache by then, and a browser runs a
 * cached `async` script as soon as the parser meets it, before the first frame: on a phone
 * (CPU 4x slower) about 200 ms of evaluation, and the first time a script is met again, V8
 * writing its code cache, between the tap and the step on the screen. The page works before
 * its scripts (every step is a link or a form), so nothing is lost by drawing it first.
 *
 * Each of Next's `<script src async>` chunk tags becomes a `<link rel="preload" as="script">`
 * in the same place, marked `data-after-paint` (one already written for the same file is marked
 * instead), so the files are still fetched from the start; a fixed inline loader adds the
 * scripts, in the same order and still `async`, once the first frame is drawn (the frame's
 * animation callback, then a task after it). The loader's text never changes, so the
 * Content-Security-Policy hashes it like the site's other known scripts
 * (server/site-inline-scripts.mjs). Taps before the scripts run are kept and replayed as on
 * every page (components/EarlyTap). A page in a background tab draws no frame, so its scripts
 * wait until it is shown.
 */

import { flightDataTag } from './flight-data-scripts.mjs';

/** The booking page in either language, at any step (its query says which). */
const bookingPage = /^\/(?:ua\/)?book\/(?:[?#]|$)/;

/**
 * Whether the answer to `url` (a request's path and query) is drawn before its scripts run.
 * @param {string} url
 */
export const drawnBeforeScripts = (url) => bookingPage.test(url);

/** The loader, as written in the page: adds each marked file as an async script after the first frame. */
export const afterPaintLoader =
  "requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll('link[data-after-paint]').forEach(function(l){var s=document.createElement('script');s.src=l.getAttribute('href');s.async=true;document.head.appendChild(s)})},0)})";

/** A chunk tag as Next writes it; the `noModule` polyfill (run by no browser that runs modules) is left alone. */
const chunkTag = /<script src="([^"]+)" async=""><\/script>/g;

/** A preload Next already wrote for a script. */
const scriptPreload = /<link rel="preload" as="script"((?: [a-zA-Z]+="[^"]*")*) href="([^"]+)"((?: [a-zA-Z]+="[^"]*")*)\/>/g;

/**
 * `html` with its chunk tags turned into marked preloads and the loader after the last of them;
 * the same text when it has none. Tags are read up to the page's data: Next writes most in the
 * head and one after its bootstrap in the body. A file the loader has not met when it runs (a
 * browser that draws before the parser reached it) is loaded by the framework's runtime, which
 * loads whatever of its chunks has no script tag yet.
 * @param {string} html
 * @returns {string}
 */
export function scriptsAfterFirstPaint(html) {
  // Next writes its chunk tags before the page's data, which is most of its bytes: not read.
  const dataAt = html.indexOf(flightDataTag);
  const end = dataAt < 0 ? html.length : dataAt;
  const markup = html.slice(0, end);
  const sources = [...markup.matchAll(chunkTag)].map((match) => match[1]);
  if (sources.length === 0) return html;
  /** @type {Set<string>} */
  const preloaded = new Set();
  const marked = markup.replace(scriptPreload, (tag, before, href, after) => {
    if (!sources.includes(href) || preloaded.has(href)) return tag;
    preloaded.add(href);
    return `<link rel="preload" as="script"${before} href="${href}"${after} data-after-paint=""/>`;
  });
  let seen = 0;
  const moved = marked.replace(chunkTag, (_, src) => {
    seen += 1;
    // Low, as the browser fetches an async script: the page's styles, fonts and picture first.
    const preload = preloaded.has(src) ? '' : `<link rel="preload" as="script" fetchPriority="low" href="${src}" data-after-paint=""/>`;
    preloaded.add(src);
    return seen === sources.length ? `${preload}<script>${afterPaintLoader}</script>` : preload;
  });
  return moved + html.slice(end);
}
