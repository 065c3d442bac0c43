/**
 * `next/image` in unit tests, as `next build` prepares it: the build writes the image options
 * of next.config.ts into the module, which a test run does not, so there `getImageProps` would
 * work out srcsets from Next's default widths and refuse the site's quality. The same function
 * over the same options as the build's.
 */
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import type { ImageProps } from 'next/image';
import { imageOptions } from '@/lib/images/image-options';

export * from 'next/dist/shared/lib/image-external';
export { default } from 'next/dist/shared/lib/image-external';

const imgConf = prepareImageConfig({ ...imageConfigDefault, ...imageOptions });

export function getImageProps(imgProps: ImageProps) {
  const { props } = getImgProps(imgProps, { defaultLoader, imgConf });
  for (const [key, value] of Object.entries(props)) if (value === undefined) delete props[key as keyof typeof props];
  return { props };
}
