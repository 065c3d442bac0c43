import type { Metadata } from 'next';
import { canonicalCataloguePath, isMensNode } from '@/lib/catalogue/catalogue-paths';
import { servicesUnder, type CatalogueService, type CategoryNode } from '@/lib/catalogue/category-tree';
import type { ServiceRoute } from '@/lib/catalogue/resolve-service-route';
import { plainText } from '@/lib/content/reshape/text';
import type { Page, Salon } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import type { Area, CatalogueWords } from './catalogue-metadata';
import { buildPageMetadata, type PageMetadataInput } from './page-metadata';
import { firstFitting, firstSentence } from './page-words';

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

/** What a list of services costs at least, with its "from": `from £45`, or empty without prices. */
function lowestPrice(services: readonly CatalogueService[], words: CatalogueWords): string {
  const prices = services.flatMap((service) => (service.price ? [service.price] : []));
  if (prices.length === 0) return '';
  const min = Math.min(...prices.map((price) => price.min));
  return words.price({ min, max: null, isFrom: true }) ?? '';
}

/** A service page's description: its price and duration, where it is, and its own first sentence. */
function serviceDescription(service: CatalogueService, words: CatalogueWords, brand: string): string {
  const price = words.price(service.price);
  const facts = [price, words.duration(service.durationMinutes)].filter(Boolean).join(', ');
  const text = service.description ? plainText(service.description.__html) : '';
  return words.serviceDescription({ name: service.title, facts, brand, summary: text ? firstSentence(text) : '' });
}

/** A list page's description: how many services it holds, from what price, and the names of what it lists. */
function listDescription(name: string, services: readonly CatalogueService[], listed: readonly string[], words: CatalogueWords, brand: string): string {
  return words.categoryDescription({ name, count: services.length, from: lowestPrice(services, words), brand, list: listed.join(', ') });
}

/** The description of a whole branch of the catalogue (a top level's price list): its services, lowest price and directions. */
export function branchDescription(name: string, node: CategoryNode, words: CatalogueWords, brand: string): string {
  return listDescription(name, servicesUnder(node), node.children.map((child) => child.category.name), words, brand);
}

/**
 * A catalogue page's canonical path, title, description and picture, in the page's words. A
 * page that is one salon's selection of a category (several salons) names the salon too.
 */
export function describeCataloguePage(input: CataloguePageInput): PageMetadataInput {
  const { route, topPage, words, brand } = input;
  const described = describeCatalogueRoute(route, topPage, words.beautySalon);
  const path = canonicalCataloguePath(route, input.salons);
  const selection = route.kind === 'salon' ? null : { ...route, salon: null };
  const salon = route.kind === 'salon' ? null : route.salon;
  const name = salon && selection && path !== canonicalCataloguePath(selection, input.salons) ? `${described.name}, ${salon.title}` : described.name;
  const useCmsSeo = route.kind === 'category' && route.node.level === 'top' && !route.salon;
  // The editor's title where it fits, else the longest of ours that does.
  const cmsTitle = useCmsSeo ? topPage?.seo.title : null;
  const title = firstFitting([...(cmsTitle ? [cmsTitle] : []), words.title({ ...described, name, brand }), words.shortTitle({ name, area: described.area, brand }), name]);
  let description: string;
  if (route.kind === 'service') description = serviceDescription(route.service, words, brand);
  else if (route.kind === 'salon') {
    const services = route.tops.flatMap(servicesUnder);
    description = listDescription(name, services, route.tops.map((top) => top.category.name), words, brand);
  } else {
    const services = [...route.services, ...route.children.flatMap(servicesUnder)];
    const listed = [...route.children.map((child) => child.category.name), ...route.services.map((service) => service.title)];
    description = listDescription(name, services, listed, words, brand);
  }
  const image = route.kind === 'service' ? route.service.image : route.kind === 'category' ? route.node.category.image : route.salon.image;
  return { locale: input.locale, path, title, description, image };
}

export function buildCatalogueMetadata(input: CataloguePageInput): Promise<Metadata> {
  return buildPageMetadata(describeCataloguePage(input));
}
