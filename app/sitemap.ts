import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';
import { buildSitemapEntries } from '@/lib/seo/sitemap-entries';
import { listSitePages } from '@/lib/seo/site-paths';
import { loadSiteSnapshot } from '@/lib/routing/site-snapshot';

export const revalidate = 3600;

/** Every page; those whose words are not yet in Ukrainian are listed in English alone. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemapEntries(getConfig().siteUrl, listSitePages(await loadSiteSnapshot('uk')));
}
