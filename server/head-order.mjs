// @ts-check
/**
 * Puts a page's preview tags first in its <head>: the title, the description, the robots
 * line, the canonical and hreflang links and the Open Graph and Twitter tags, straight after
 * the charset and viewport. The framework writes the page's stylesheets (inlined, about 34 KB)
 * and its script tags before them, and link previews read only the start of a page (Slack
 * the first 32 KB): a page whose tags start past that has an empty card. Moving them costs the
 * first paint nothing measurable (2-3 KB before the styles); the styles stay inline.
 *
 * React does not hydrate these tags in place (it matches the head's title, meta and link
 * elements wherever they are), so the page comes alive as before.
 */

/** The tags a preview or a search engine reads, as React writes them: one line of markup each. */
const previewTag =
  /<title>[^<]*<\/title>|<meta name="(?:description|robots|googlebot)" [^>]*\/>|<link rel="(?:canonical|alternate)" [^>]*\/>|<meta (?:property="og:|name="twitter:)[^>]*\/>/g;

/** Where they go: after the viewport tag, or the charset tag when there is no viewport. */
const anchors = [/<meta name="viewport" [^>]*\/>/, /<meta charSet="[^"]*"\/>/];

/**
 * The page with its preview tags moved to the start of its head, in the order they came;
 * the same bytes when there is no head, no preview tag or nothing before them worth moving.
 * @param {string} html
 * @returns {string}
 */
export function previewTagsFirst(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const place = anchors.map((anchor) => anchor.exec(head)).find(Boolean);
  if (!place) return html;
  const afterAnchor = place.index + place[0].length;
  /** @type {string[]} */
  const tags = [];
  const rest = head.slice(afterAnchor).replace(previewTag, (tag) => {
    tags.push(tag);
    return '';
  });
  if (tags.length === 0 || head.slice(afterAnchor).startsWith(tags.join(''))) return html;
  return head.slice(0, afterAnchor) + tags.join('') + rest + html.slice(headEnd);
}
