import { getImageProps, type ImageProps } from 'next/image';
import { ImageElement } from './ImageElement';

type Props = Omit<ImageProps, 'priority' | 'placeholder' | 'blurDataURL' | 'onLoad' | 'onError' | 'loader'> & {
  /** The image a visitor sees first (the page's largest paint): fetched from the head, at high priority. */
  preload?: boolean;
};

/**
 * An image through Next's image optimiser (srcset, sizes, WebP) as a plain `<img>`. The
 * optimiser's attributes are worked out on the server (getImageProps), so the browser gets
 * only a tiny element (./ImageElement) instead of next/image's component, about 6 KB gzipped
 * on every page that showed a picture. `preload` puts the chosen rendition's srcset in the
 * document head with high priority, as next/image's `preload` does, and lets the image itself
 * load eagerly at high priority.
 */
export function ContentImage({ preload = false, ...image }: Props) {
  const { props } = getImageProps({ ...image, preload, fetchPriority: preload ? 'high' : image.fetchPriority });
  return <ImageElement {...props} preload={preload} />;
}
