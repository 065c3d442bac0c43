import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

type Props = Omit<ImageProps, 'priority' | 'placeholder' | 'blurDataURL' | 'onLoad' | 'onError' | 'loader'> & {
  /** The image a visitor sees first (the page's largest paint): fetched from the head, at high priority. */
  preload?: boolean;
};

/**
 * An image through Next's image optimiser (srcset, sizes, WebP), drawn as a plain `<img>` on
 * the server. next/image's own component is a client component, so every page showing one
 * shipped its code to hydrate pictures that never change; this one ships nothing. `preload`
 * puts the chosen rendition's srcset in the document head with high priority, as next/image's
 * `preload` does, and lets the image itself load eagerly at high priority.
 */
export function ContentImage({ preload = false, ...image }: Props) {
  const { props } = getImageProps({ ...image, preload, fetchPriority: preload ? 'high' : image.fetchPriority });
  if (preload) {
    preloadImage(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the optimised <img>, alt included
  return <img {...props} />;
}
