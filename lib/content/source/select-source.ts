import { getConfig } from '@/lib/config';
import { createBundledSource } from './bundled-source';
import type { ContentSource } from './content-source';
import { createWordPressSource } from './wordpress-source';

let source: ContentSource | undefined;

/** The WordPress feed when `WORDPRESS_URL` is set, else the dataset bundled in `content/`. */
export function getContentSource(): ContentSource {
  if (!source) {
    const config = getConfig();
    source = config.wordpressUrl
      ? createWordPressSource({
          baseUrl: config.wordpressUrl,
          timeoutMs: config.contentTimeoutMs,
          revalidateSeconds: config.contentRevalidateSeconds,
        })
      : createBundledSource();
  }
  return source;
}
