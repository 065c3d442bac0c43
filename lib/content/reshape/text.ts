import { decodeHTML } from 'entities';
import sanitize from 'sanitize-html';
import type { SafeHtml } from '../types';

/** A CMS title or label as plain text: entities decoded, tags dropped. */
export function plainText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

const allowed: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '#';
      const external = /^https?:\/\//.test(href);
      const safe: sanitize.Attributes = external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
      return { tagName, attribs: safe };
    },
    h1: 'h2',
  },
};

/** CMS HTML reduced to an allowlist of tags and attributes; null when nothing is left. */
export function safeHtml(html: string | null | undefined): SafeHtml | null {
  if (!html) return null;
  const clean = sanitize(html, allowed).trim();
  return clean ? { __html: clean } : null;
}
