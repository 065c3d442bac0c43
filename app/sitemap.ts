import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';
import { buildSitemapEntries } from '@/lib/seo/sitemap-entries';
import { listSitePaths } from '@/lib/seo/site-paths';

export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemapEntries(getConfig().siteUrl, await listSitePaths());
}
