/**
 * Link-preview cards: every content picture is offered to link previews as a 1200x630 JPEG
 * (the 1.91:1 shape Open Graph and X cards draw), cropped from the picture by the route
 * `app/social-card/[...source]`. A card's address names its source: `/social-card<path>.jpg`
 * for a picture of the site (`/images/...`), `/social-card/wordpress<path>.jpg` for a media
 * file of the configured WordPress. A picture anywhere else gets no card of its own.
 */
import sharp from 'sharp';

export const socialCardSize = { width: 1200, height: 630 } as const;

/** The brand's card, for a page without a picture of its own (drawn by scripts/render-site-icons.mjs). */
export const defaultSocialCardSrc = '/brand/social-card.jpg';

const cardPrefix = '/social-card';
const wordpressPrefix = '/wordpress';
/** Path segments a card address may carry: no `..`, no empty segment, no query. */
const safeSegment = /^(?!\.\.?$)[\w.%~+-]+$/;

/** The card's address of a picture, or null when the picture is not one the site can crop. */
export function socialCardSrc(src: string, wordpressUrl: string | null): string | null {
  if (src.startsWith('/images/')) return safeSource(src) ? `${cardPrefix}${src}.jpg` : null;
  if (!wordpressUrl) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  const origin = new URL(wordpressUrl);
  if (url.origin !== origin.origin || url.search || !safeSource(url.pathname)) return null;
  return `${cardPrefix}${wordpressPrefix}${url.pathname}.jpg`;
}

export type CardSource = { kind: 'file'; path: string } | { kind: 'wordpress'; url: string };

/** Where the picture of a card's address comes from (the route's segments after `/social-card/`), or null for an address that names none. */
export function cardSourceOf(segments: readonly string[], wordpressUrl: string | null): CardSource | null {
  const last = segments[segments.length - 1];
  if (!last?.endsWith('.jpg') || last === '.jpg') return null;
  const parts = [...segments.slice(0, -1), last.slice(0, -'.jpg'.length)];
  if (!parts.every((part) => safeSegment.test(part))) return null;
  if (parts[0] === 'images' && parts.length > 1) return { kind: 'file', path: parts.join('/') };
  if (parts[0] === wordpressPrefix.slice(1) && parts.length > 1 && wordpressUrl)
    return { kind: 'wordpress', url: `${new URL(wordpressUrl).origin}/${parts.slice(1).join('/')}` };
  return null;
}

function safeSource(path: string): boolean {
  const parts = path.split('/').slice(1);
  return parts.length > 0 && parts.every((part) => safeSegment.test(part));
}

/** The picture cropped to the card's shape around its most telling part, as JPEG. */
export function cropToSocialCard(picture: Buffer): Promise<Buffer> {
  return sharp(picture, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(socialCardSize.width, socialCardSize.height, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
