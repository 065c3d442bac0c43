import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';
import { buildSitemapEntries } from '@/lib/seo/sitemap-entries';
import { listSitePaths } from '@/lib/seo/site-paths';
import { loadSiteSnapshot } from '@/lib/routing/site-snapshot';

export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemapEntries(getConfig().siteUrl, listSitePaths(await loadSiteSnapshot()));
}
