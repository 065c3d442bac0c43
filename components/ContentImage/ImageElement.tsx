'use client';

import type { ImgHTMLAttributes } from 'react';
import { preload as preloadImage } from 'react-dom';

type Props = ImgHTMLAttributes<HTMLImageElement> & { src: string; preload: boolean };

/**
 * The `<img>` itself, in a client component on purpose: an `<img>` rendered by a Server
 * Component puts a preload hint into the page's RSC payload, and the router acts on the hints
 * of every page it prefetches, so each link on screen fetched its page's pictures. Here the
 * hint is given only where the image is actually drawn.
 */
export function ImageElement({ preload, ...image }: Props) {
  if (preload) preloadImage(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' });
  // The main image reports its paint (Element Timing): pages load their scripts after it.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimiser's <img> from getImageProps, alt included
  return <img {...image} {...(preload ? { elementtiming: 'main-image' } : {})} />;
}
