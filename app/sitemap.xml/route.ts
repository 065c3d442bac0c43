import { getConfig } from '@/lib/config';
import { loadSitemapEntries, sitemapFilePath } from '@/lib/seo/load-sitemap';
import {
  newestDay,
  renderSitemapIndex,
  renderUrlset,
  sitemapFileCount,
  sitemapFileEntries,
  sitemapHeaders,
} from '@/lib/seo/sitemap-xml';

export const revalidate = 3600;

/**
 * The sitemap: every indexable, self-canonical page in every language it is translated into,
 * with its alternates and the day it last changed. Past the protocol's 50,000 addresses it
 * is an index of files at /sitemaps/{n}.xml instead.
 */
export async function GET() {
  const entries = await loadSitemapEntries();
  const count = sitemapFileCount(entries.length);
  if (count === 1) return new Response(renderUrlset(entries), { headers: sitemapHeaders });
  const { siteUrl } = getConfig();
  const files = Array.from({ length: count }, (_, index) => ({
    url: `${siteUrl}${sitemapFilePath(index + 1)}`,
    lastModified: newestDay(sitemapFileEntries(entries, index + 1)),
  }));
  return new Response(renderSitemapIndex(files), { headers: sitemapHeaders });
}
