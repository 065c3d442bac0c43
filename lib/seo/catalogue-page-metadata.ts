import type { Metadata } from 'next';
import { canonicalCataloguePath, isMensNode } from '@/lib/catalogue/catalogue-paths';
import type { ServiceRoute } from '@/lib/catalogue/resolve-service-route';
import type { Page, Salon } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import type { Area, CatalogueWords } from './catalogue-metadata';
import { buildPageMetadata, type PageMetadataInput } from './page-metadata';

type Found = Exclude<ServiceRoute, { kind: 'not-found' }>;

/** What a catalogue page is called, where, and under what qualifier, for titles and structured data. */
export function describeCatalogueRoute(route: Found, topPage: Page | null, beautySalon: string): { name: string; area: Area; qualifier: string } {
  if (route.kind === 'salon') return { name: route.salon.title, area: 'Chelsea', qualifier: beautySalon };
  const area: Area = isMensNode(route.node) ? 'London' : 'Chelsea';
  if (route.kind === 'service') return { name: route.service.title, area, qualifier: route.node.category.name };
  const { node } = route;
  if (node.level === 'top') return { name: topPage?.hero?.title ?? node.category.name, area, qualifier: beautySalon };
  return { name: node.category.name, area, qualifier: node.parent?.category.name ?? beautySalon };
}

type CataloguePageInput = {
  route: Found;
  salons: readonly Salon[];
  locale: Locale;
  brand: string;
  topPage: Page | null;
  words: CatalogueWords;
};

/** A catalogue page's canonical path, title, description and picture, in the page's words. */
export function describeCataloguePage(input: CataloguePageInput): PageMetadataInput {
  const { route, topPage, words } = input;
  const described = describeCatalogueRoute(route, topPage, words.beautySalon);
  const useCmsSeo = route.kind === 'category' && route.node.level === 'top' && !route.salon;
  const image =
    route.kind === 'service' ? route.service.image : route.kind === 'category' ? route.node.category.image : route.salon.image;
  return {
    locale: input.locale,
    path: canonicalCataloguePath(route, input.salons),
    title: (useCmsSeo ? topPage?.seo.title : null) ?? words.title({ ...described, brand: input.brand }),
    description: words.description({ name: described.name, area: described.area, brand: input.brand }),
    image,
  };
}

export function buildCatalogueMetadata(input: CataloguePageInput): Promise<Metadata> {
  return buildPageMetadata(describeCataloguePage(input));
}
