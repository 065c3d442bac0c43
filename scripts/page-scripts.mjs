// @ts-check
/**
 * The scripts a page's HTML has a browser load before any interaction: every `<script src>`
 * except the legacy polyfills (`noModule`), which browsers that run modules skip. Used by the
 * benchmarks (page weight, Lighthouse's warm-up) and the browser test of the compile hints.
 * @param {string} html
 * @returns {string[]}
 */
export function pageScriptSources(html) {
  /** @type {string[]} */
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    if (/\bnoModule\b/i.test(attributes)) continue;
    const source = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (source) sources.push(source);
  }
  return [...new Set(sources)];
}
