// @ts-check
/**
 * The framework's scripts start loading once the first screen is on the screen.
 *
 * Next writes its client chunks into every page as `<script src async>` (and a low-priority
 * preload of its bootstrap chunk). A browser fetches them together with the stylesheets, the
 * fonts and the page's main image, and runs each as soon as it arrives, even before the first
 * frame has been painted. On a phone on a slow connection the 140 KB of framework then share
 * the line with what the visitor looks at, and on a repeat visit (scripts from the disk cache)
 * they can hold up the first paint. The pages are prerendered and complete without
 * JavaScript (links are links, every Book control falls back to the booking site), so the
 * page is shown first and made interactive after: this takes Next's chunk tags out of an
 * HTML answer and puts a small inline loader in the head that adds the same scripts once
 *
 * - the largest paint has been presented and the page's main image (the one fetched at high
 *   priority, marked `elementtiming` by ContentImage) has been presented too, has failed, or
 *   lies outside the first screen; a browser without Element Timing takes the image's load
 *   and two frames for its paint; or
 * - the visitor presses a key or touches the screen (they want the page to respond); or
 * - `latestMs` have passed (a main image that never comes, a page opened in the background).
 *
 * Browsers without the Largest Contentful Paint API wait for the parsed document and the main
 * image instead. Added scripts run in any order, as `async` ones do. The transform is
 * deterministic, so Next's ETag still names the answer; the loader's hash joins the CSP like
 * any inline script (response-filter computes the policy after this).
 */

/** A chunk tag as Next writes it: `<script src="/_next/static/chunks/….js" async=""></script>`. */
const chunkTag = /<script src="(\/_next\/static\/[^"<>]+?\.js(?:\?[^"<>]*)?)" async=""><\/script>/g;
/** React's preload of the bootstrap chunk. */
const chunkPreload = /<link rel="preload" as="script"(?: fetchPriority="low")? href="(\/_next\/static\/[^"<>]+?\.js(?:\?[^"<>]*)?)"\/>/g;
const loaderMark = 'data-hydrate-after-paint';

/** How long at most the scripts wait for the first screen. */
export const latestMs = 3000;

/**
 * Runs in the page, from the inline script; written in the syntax every browser of Next's
 * support list runs, and kept free of comments other than type annotations, because its
 * text is sent as it is.
 * @param {string[]} sources
 * @param {number} latest
 */
function loadAfterFirstScreen(sources, latest) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      document.head.appendChild(script);
    });
  }
  function afterFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  function mainImage() {
    return /** @type {HTMLImageElement | null} */ (document.querySelector('img[fetchpriority="high" i]'));
  }
  /** @param {PerformanceObserverEntryList} list @param {Element} image */
  function paintedIn(list, image) {
    return list.getEntries().some(function (entry) {
      return /** @type {LargestContentfulPaint} */ (entry).element === image;
    });
  }
  /** @param {HTMLImageElement} image */
  function inView(image) {
    var box = image.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  }
  /** @param {HTMLImageElement} image */
  function whenLoaded(image) {
    if (image.complete) afterFrames();
    else image.addEventListener('load', afterFrames);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var elementTiming = types.indexOf('element') >= 0;
  if (types.indexOf('largest-contentful-paint') >= 0) {
    if (elementTiming) {
      new PerformanceObserver(function (list) {
        var image = mainImage();
        if (image && paintedIn(list, image)) start();
      }).observe({ type: 'element', buffered: true });
    }
    new PerformanceObserver(function (list) {
      var image = mainImage();
      if (!image || paintedIn(list, image) || !inView(image) || (image.complete && !image.naturalWidth)) start();
      else {
        image.addEventListener('error', start);
        if (!elementTiming) whenLoaded(image);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    var whenParsed = function () {
      var image = mainImage();
      if (!image) afterFrames();
      else {
        image.addEventListener('error', start);
        whenLoaded(image);
      }
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
    else whenParsed();
  }
  var once = { capture: true, once: true, passive: true };
  addEventListener('keydown', start, once);
  addEventListener('pointerdown', start, once);
  addEventListener('touchstart', start, once);
  setTimeout(start, latest);
}

// The function's text on one line, without its type annotations (it has no line comments,
// and ends its statements with `;`).
const loaderSource = loadAfterFirstScreen
  .toString()
  .replace(/\/\*\*[\s\S]*?\*\/\s*/g, '')
  .replace(/\s*\n\s*/g, ' ');

/**
 * The inline script that loads `sources` after the first screen.
 * @param {string[]} sources
 */
export function loaderScript(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `<script ${loaderMark}="">(${loaderSource})(${list},${latestMs})</script>`;
}

/**
 * An HTML answer with Next's chunk tags replaced by the loader. A page without them (not
 * written by Next, or already transformed) comes back unchanged.
 * @param {string} html
 */
export function hydrateAfterPaint(html) {
  if (html.includes(loaderMark) || !html.includes('</head>')) return html;
  /** @type {string[]} */
  const sources = [];
  let body = html.replace(chunkTag, (_, source) => {
    if (!sources.includes(source)) sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  body = body.replace(chunkPreload, (tag, source) => (sources.includes(source) ? '' : tag));
  const at = body.indexOf('</head>');
  return `${body.slice(0, at)}${loaderScript(sources)}${body.slice(at)}`;
}

/**
 * The scripts a page loads without interaction: its `<script src>` tags and the loader's list.
 * @param {string} html
 */
export function pageScriptSources(html) {
  /** @type {string[]} */
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\bnoModule\b/i.test(attributes)) continue;
    const source = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (source) sources.push(source);
    else if (attributes.includes(loaderMark)) {
      const list = /\)\((\[[^\]]*\]),\d+\)$/.exec(match[2] ?? '')?.[1];
      if (list) sources.push(...JSON.parse(list));
    }
  }
  return [...new Set(sources)];
}
