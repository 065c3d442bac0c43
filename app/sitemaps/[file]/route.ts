import { loadSitemapEntries } from '@/lib/seo/load-sitemap';
import { renderUrlset, sitemapFileCount, sitemapFileEntries, sitemapHeaders } from '@/lib/seo/sitemap-xml';

export const revalidate = 3600;

/** One file of a sitemap split past 50,000 addresses (`/sitemaps/2.xml`); any other name is 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const part = /^[1-9]\d{0,5}\.xml$/.test(file) ? Number(file.slice(0, -4)) : 0;
  const entries = await loadSitemapEntries();
  if (part < 1 || part > sitemapFileCount(entries.length) || sitemapFileCount(entries.length) === 1) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(renderUrlset(sitemapFileEntries(entries, part)), { headers: sitemapHeaders });
}
