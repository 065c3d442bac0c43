import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getArticleCategories, getArticles, getEmployees, getSalons, getSkills } from '@/lib/content';
import type { ContentLanguage } from '@/lib/content/content-language';
import { isLocale, locales } from '@/lib/i18n/routing';
import { buildSearchIndex, withOtherLanguage } from '@/lib/search/build-search-index';

// Built with the pages and refreshed with them; the search overlay loads its language's on first open.
export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

async function entriesIn(lang: ContentLanguage) {
  const [tree, salons, articles, articleCategories, masters, skills] = await Promise.all([
    getCatalogue(lang),
    getSalons(lang),
    getArticles(lang),
    getArticleCategories(lang),
    getEmployees(lang),
    getSkills(lang),
  ]);
  return buildSearchIndex({ tree, salons, articles, articleCategories, masters, skills });
}

/** The search index of one language (`/api/search-index/uk`), answering to the other's words too. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return new Response(null, { status: 404 });
  const others = locales.filter((other) => other !== lang);
  const [own, ...rest] = await Promise.all([entriesIn(lang), ...others.map(entriesIn)]);
  return Response.json(rest.reduce(withOtherLanguage, own));
}
