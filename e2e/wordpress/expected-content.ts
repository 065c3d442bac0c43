/**
 * What the bundled build shows, computed by the same domain code from the bundled dataset:
 * the catalogue paths the site is specified with (lib/content/fixtures/spec-catalogue.ts)
 * with each page's title, and the rows of the price list.
 */
import path from 'node:path';
import { buildCategoryTree } from '@/lib/catalogue/category-tree';
import { resolveServiceRoute } from '@/lib/catalogue/resolve-service-route';
import { specCatalogue } from '@/lib/content/fixtures/spec-catalogue';
import { parseItems } from '@/lib/content/parse-items';
import { wpPage } from '@/lib/content/raw/page';
import { wpSalon } from '@/lib/content/raw/salon';
import { wpService, wpServiceCategory } from '@/lib/content/raw/service';
import { toPage } from '@/lib/content/reshape/page';
import { toSalon } from '@/lib/content/reshape/salon';
import { toService, toServiceCategory } from '@/lib/content/reshape/service';
import { createBundledSource } from '@/lib/content/source/bundled-source';
import { getConfig } from '@/lib/config';
import { buildPriceList, type PriceGroup } from '@/lib/pricing/price-list';
import { describeCataloguePage } from '@/lib/seo/catalogue-page-metadata';
import { createTranslator } from 'next-intl';
import englishMessages from '@/locales/en.json';
import { catalogueWordsFrom } from '@/lib/seo/catalogue-metadata';
import { cutAtWord, maxTitleLength } from '@/lib/seo/page-words';

/** Every catalogue path the specification names: top levels, directions, categories and services, with and without the branch. */
export function specCataloguePaths(): string[] {
  const paths: string[] = [];
  for (const [top, directions] of Object.entries(specCatalogue)) {
    const branches = top === 'female' ? ['', 'backstage-chelsea/'] : [''];
    paths.push(`/services/${top}/`);
    for (const branch of branches) {
      for (const direction of directions) {
        const base = `/services/${branch}${top}/${direction.slug}/`;
        paths.push(base, ...(direction.services ?? []).map((slug) => `${base}${slug}/`));
        for (const [category, slugs] of Object.entries(direction.categories ?? {})) {
          paths.push(`${base}${category}/`, ...slugs.map((slug) => `${base}${category}/${slug}/`));
        }
      }
    }
  }
  return paths;
}

export async function bundledCatalogue() {
  const source = createBundledSource(path.resolve(__dirname, '../../content'));
  const categories = parseItems('c', await source.collection('services_categories'), wpServiceCategory).map((raw) => toServiceCategory(raw));
  const services = parseItems('s', await source.collection('services'), wpService).map((raw) => toService(raw));
  const salons = parseItems('salons', await source.collection('salons'), wpSalon).map((raw) => toSalon(raw));
  const pages = parseItems('pages', await source.collection('pages'), wpPage).map((raw) => toPage(raw));
  const tree = buildCategoryTree(categories, services);
  const words = catalogueWordsFrom(
    createTranslator({ locale: 'en', messages: englishMessages, namespace: 'Meta' }),
    createTranslator({ locale: 'en', messages: englishMessages, namespace: 'Catalogue' }),
  );

  /** The `<title>` of a catalogue page of the bundled build. */
  const titleOf = (pagePath: string): string => {
    const segments = pagePath.split('/').filter(Boolean).slice(1);
    const route = resolveServiceRoute(segments, tree, salons);
    if (route.kind === 'not-found') throw new Error(`${pagePath} is not a page of the bundled catalogue`);
    const topPage = route.kind === 'category' && route.node.level === 'top' ? (pages.find((page) => page.slug === `${route.node.category.slug}-service`) ?? null) : null;
    const { title } = describeCataloguePage({ route, salons, locale: 'en', brand: getConfig().brandName, topPage, words });
    if (typeof title !== 'string') throw new Error(`${pagePath} has no plain title`);
    return cutAtWord(title, maxTitleLength);
  };

  /** The address of every row of the price list, once per salon that offers the service. */
  const priceRows = (): string[] => {
    const hrefs = (groups: readonly PriceGroup[]): string[] => groups.flatMap((group) => [...group.rows.map((row) => row.href), ...hrefs(group.groups)]);
    return salons.flatMap((salon) => hrefs(buildPriceList(tree.tops, salon, salons)));
  };

  return { titleOf, priceRows, serviceCount: services.length };
}
