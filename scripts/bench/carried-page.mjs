// What a page of the site makes a browser fetch, parse and lay out before it can be live,
// without the site's own scripts: its styles, its preloaded fonts and picture, and its markup
// with every script taken out but its structured data. The framework floor serves it as a
// second bare page (one client button, nothing else hydrated), so the bench can set each
// template beside a page of the same weight on the same framework: what is left between the
// two is the site's own code.

/** React's names for the attributes of a preload link, as the server writes them in any case. */
const reactNames = {
  as: 'as',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  href: 'href',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
  type: 'type',
};

const entities = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (text) => text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity]);

/** The attributes of one start tag, by lower-case name. */
function attributesOf(tag) {
  const attributes = {};
  for (const [, name, value = ''] of tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)) attributes[name.toLowerCase()] = decode(value);
  return attributes;
}

/**
 * @param {string} html a page of the site as its server sends it
 * @returns {{ css: string, preloads: Record<string, string>[], body: string }}
 */
export function carriedPage(html) {
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.indexOf('<body');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyStart < 0 || bodyEnd < bodyStart) throw new Error('not a whole HTML page');
  const head = html.slice(0, headEnd);
  const css = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => text).join('\n');
  const preloads = [];
  for (const [tag] of head.matchAll(/<link\s[^>]*>/g)) {
    const attributes = attributesOf(tag);
    if (attributes.rel !== 'preload' || (attributes.as !== 'font' && attributes.as !== 'image')) continue;
    const props = {};
    for (const [name, value] of Object.entries(attributes)) if (reactNames[name]) props[reactNames[name]] = value;
    preloads.push(props);
  }
  const body = html
    .slice(html.indexOf('>', bodyStart) + 1, bodyEnd)
    // Every script goes but the page's structured data: that is content, read by search engines.
    .replace(/<script(?:\s[^>]*)?>[\s\S]*?<\/script>/g, (script) => (/^<script type="application\/ld\+json"/.test(script) ? script : ''))
    // The site's own controls stay dead here: the floor's one button is the page's control.
    .replace(/\sdata-early-tap(?:-live)?(?:="[^"]*")?/g, '');
  return { css, preloads, body };
}
