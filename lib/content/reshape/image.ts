import type { WpImage } from '../raw/common';
import type { Image } from '../types';
import { plainText } from './text';

export function toImage(raw: WpImage | null | undefined, fallbackAlt = ''): Image | null {
  if (!raw) return null;
  return {
    src: raw.url,
    alt: plainText(raw.alt ?? '') || fallbackAlt,
    width: raw.width ?? 1200,
    height: raw.height ?? 900,
    heroSrc: raw.sizes?.['2048x2048'] ?? raw.url,
  };
}
