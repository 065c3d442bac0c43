import { cache } from 'react';
import { loadSiteSnapshot } from '@/lib/routing/site-snapshot';
import { listSitePages } from './site-paths';
import { logger } from '@/lib/observability/logger.mjs';

/**
 * The pages whose own words are not yet translated, by unprefixed path: the same judgement
 * the sitemap makes (lib/seo/site-paths.ts), so a page's metadata and the sitemap agree. Once
 * per request; if the content cannot be loaded, every page counts as translated (the page
 * itself then fails or degrades on its own terms).
 */
export const getUntranslatedPaths = cache(async (): Promise<ReadonlySet<string>> => {
  try {
    return new Set(
      listSitePages(await loadSiteSnapshot('uk'))
        .filter((page) => !page.translated)
        .map((page) => page.path),
    );
  } catch (error) {
    logger.error({ scope: 'seo', err: error }, 'which pages are translated could not be told; naming every alternate');
    return new Set();
  }
});
