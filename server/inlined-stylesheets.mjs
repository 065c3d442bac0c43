// @ts-check
/**
 * Tells the bundler's loader which stylesheets a page already carries. The page's stylesheets
 * are written into its HTML as <style> blocks (next.config's `inlineCss`); when a part of the
 * page loads later (a panel, a dialog), the bundler's loader adds a <link> for each stylesheet
 * of that part it does not find as a <link> already, and the part shares the page's own. Those
 * would then be loaded and applied a second time, after everything else: the fonts' faces
 * declared anew and every rule moved to the end of the cascade, which redraws the text and
 * moves the page under the reader seconds after it settled. A disabled <link> for each inline
 * stylesheet is what the loader looks for; a disabled stylesheet is neither fetched nor applied.
 */

/** A stylesheet the framework inlined: its files, by address, in the block's `data-href`. */
const inlinedBlock = /<style data-precedence="[^"]*" data-href="([^"]+)">/g;

/** Only the build's own stylesheet files are named (they go back into the page as they are). */
const buildStylesheet = /^\/_next\/static\/[\w./-]+\.css$/;

/**
 * The page with a disabled <link> before the end of its head for each stylesheet file written
 * into it inline; the same text when there is no head or nothing inlined.
 * @param {string} html
 * @returns {string}
 */
export function markInlinedStylesheets(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  /** @type {Set<string>} */
  const files = new Set();
  for (const block of head.matchAll(inlinedBlock))
    for (const href of (block[1] ?? '').split(' ')) if (buildStylesheet.test(href)) files.add(href);
  if (files.size === 0) return html;
  const links = [...files].map((href) => `<link rel="stylesheet" href="${href}" disabled=""/>`).join('');
  return head + links + html.slice(headEnd);
}
