import { isLocale, locales } from '@/lib/i18n/routing';
import { withOtherLanguage } from '@/lib/search/build-search-index';
import { loadSearchEntries } from '@/lib/search/load-search-index';

// Built with the pages and refreshed with them; the search overlay loads its language's on first open.
export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

/** The search index of one language (`/api/search-index/uk`), answering to the other's words too. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return new Response(null, { status: 404 });
  const others = locales.filter((other) => other !== lang);
  const [own, ...rest] = await Promise.all([loadSearchEntries(lang), ...others.map(loadSearchEntries)]);
  return Response.json(rest.reduce(withOtherLanguage, own));
}
