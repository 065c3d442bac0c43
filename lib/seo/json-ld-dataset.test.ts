/**
 * The structured data of every template, built from the bundled dataset in both languages, as
 * schema.org's vocabulary and Google's rules for rich results judge it: no error, no warning.
 */
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { buildArticleJsonLd, findAuthorMaster } from '@/lib/blog/article-json-ld';
import { blogArticlePath } from '@/lib/blog/blog-view';
import { canonicalCataloguePath } from '@/lib/catalogue/catalogue-paths';
import type { CategoryNode } from '@/lib/catalogue/category-tree';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { offers } from '@/lib/catalogue/resolve-service-route';
import { getArticles, getEmployees, getVacancies } from '@/lib/content';
import { locales, type Locale } from '@/lib/i18n/routing';
import { shownMasters } from '@/lib/masters/master-view';
import { masterPath } from '@/lib/masters/master-paths';
import { buildPriceList } from '@/lib/pricing/price-list';
import { vacancyPath } from '@/lib/vacancies/vacancy-paths';
import en from '@/locales/en.json';
import uk from '@/locales/uk.json';
import { buildJobPostingJsonLd } from './job-posting-json-ld';
import { buildBreadcrumbJsonLd, buildOfferCatalogJsonLd, buildServiceJsonLd } from './json-ld';
import { validateJsonLd } from './json-ld-validation';
import { loadSiteJsonLd } from './load-site-json-ld';
import { localisedUrl } from './page-metadata';
import { buildPersonJsonLd } from './person-json-ld';
import { buildServedAreaJsonLd, jsonLdGraph, organizationRef, salonRef } from './site-json-ld';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'StructuredData' }) =>
    createTranslator({ locale, messages: locale === 'uk' ? uk : en, namespace }),
}));

/** Google recommends these for remote work only; the salon's posts are on site. */
const onSiteJob = [
  { type: 'JobPosting', field: 'applicantLocationRequirements' },
  { type: 'JobPosting', field: 'jobLocationType' },
];

function services(nodes: readonly CategoryNode[]): { node: CategoryNode; service: CategoryNode['services'][number] }[] {
  return nodes.flatMap((node) => [...node.services.map((service) => ({ node, service })), ...services(node.children)]);
}

async function templates(locale: Locale): Promise<Record<string, object[]>> {
  const site = await loadSiteJsonLd(locale);
  const { siteUrl, salons } = site;
  const url = (path: string) => localisedUrl(siteUrl, locale, path);
  const [tree, masters, articles, vacancies] = await Promise.all([getCatalogue(locale), getEmployees(locale), getArticles(locale), getVacancies(locale)]);
  const pages: Record<string, object[]> = {
    home: [jsonLdGraph([site.organization, site.website, ...salons.map((salon) => site.salon(salon))])],
    contacts: [jsonLdGraph([site.organization, ...salons.map((salon) => site.salon(salon))])],
    price: [
      jsonLdGraph(
        salons.map((salon) =>
          site.salon(salon, buildOfferCatalogJsonLd({ name: 'Price', url: url('/price/'), groups: buildPriceList(tree.tops, salon, salons), serviceUrl: url })),
        ),
      ),
    ],
    breadcrumbs: [buildBreadcrumbJsonLd([{ label: 'Home', url: url('/') }, { label: 'Blog', url: url('/blog/') }])],
  };
  for (const salon of salons) pages[`salon ${salon.slug}`] = [jsonLdGraph([site.salon(salon), site.organization])];
  for (const { node, service } of services(tree.tops)) {
    const providers = salons.filter((salon) => offers(salon, service)).map((salon) => salonRef(siteUrl, salon));
    pages[`service ${service.slug}`] = [
      buildServiceJsonLd({
        name: service.title,
        description: service.title,
        url: url(canonicalCataloguePath({ kind: 'service', node, salon: null, service }, salons)),
        image: null,
        category: node.category.name,
        price: service.price,
        providers: providers.length > 0 ? providers : [organizationRef(site)],
        area: buildServedAreaJsonLd(site.area),
      }),
    ];
  }
  for (const master of shownMasters(masters)) {
    pages[`master ${master.slug}`] = [
      buildPersonJsonLd({ siteUrl, brandName: site.brandName, url: url(masterPath(master)), master, salons, description: null, skills: ['Cutting'] }),
    ];
  }
  for (const article of articles) {
    pages[`article ${article.slug}`] = [
      buildArticleJsonLd({ article, url: url(blogArticlePath(article)), siteUrl, locale, brandName: site.brandName, authorMaster: findAuthorMaster(article.author, masters), category: 'Blog' }),
    ];
  }
  for (const vacancy of vacancies) {
    pages[`vacancy ${vacancy.slug}`] = [
      buildJobPostingJsonLd({ vacancy, url: url(vacancyPath(vacancy)), siteUrl, locale, brandName: site.brandName, socials: site.socials, address: "118 King's Road, Chelsea, London SW3 4TR" }),
    ];
  }
  return pages;
}

describe.each(locales)('the structured data of the bundled dataset (%s)', (locale) => {
  it('has no error and no warning on any template', async () => {
    const pages = await templates(locale);
    expect(Object.keys(pages).length).toBeGreaterThan(20);
    const issues = Object.fromEntries(
      await Promise.all(Object.entries(pages).map(async ([name, blocks]) => [name, await validateJsonLd(blocks, onSiteJob)] as const)),
    );
    expect(Object.fromEntries(Object.entries(issues).filter(([, found]) => found.length > 0))).toEqual({});
  });

  it("links each article written by a master to the master's node", async () => {
    const [articles, masters] = await Promise.all([getArticles(locale), getEmployees(locale)]);
    const linked = articles.filter((article) => findAuthorMaster(article.author, masters));
    expect(linked.length).toBeGreaterThanOrEqual(8);
    for (const article of linked) {
      const master = findAuthorMaster(article.author, masters)!;
      expect(master.name).toBe(article.author);
    }
  });
});
