/**
 * The site's structured data as one graph: the brand (an Organization), the website, each
 * salon (a BeautySalon, the brand's branch) and the masters (Persons), each a node of its own
 * named by an `@id`. An `@id` is the thing's canonical page address in the default language
 * with a fragment, so a thing is one node in both languages; its `url` and words are the page's
 * language. Other nodes point at these by `@id` instead of repeating them.
 */
import type { Master, Salon, Social } from '@/lib/content/types';
import { routing, type Locale } from '@/lib/i18n/routing';
import { masterPath } from '@/lib/masters/master-paths';
import { salonPath } from '@/lib/salons/salon-paths';
import { localisedUrl } from './page-metadata';

/** The brand's raster logo (scripts/render-brand-logo.mjs draws it from the SVG wordmark). */
export const brandLogoPath = '/brand/logo.png';

const homeId = (siteUrl: string) => localisedUrl(siteUrl, routing.defaultLocale, '/');

export const organizationId = (siteUrl: string) => `${homeId(siteUrl)}#organization`;
export const websiteId = (siteUrl: string) => `${homeId(siteUrl)}#website`;
export const salonId = (siteUrl: string, salon: Pick<Salon, 'slug'>) =>
  `${localisedUrl(siteUrl, routing.defaultLocale, salonPath(salon))}#salon`;
export const personId = (siteUrl: string, master: Pick<Master, 'slug'>) =>
  `${localisedUrl(siteUrl, routing.defaultLocale, masterPath(master))}#person`;

/** One block of JSON-LD holding several nodes. */
export function jsonLdGraph(nodes: readonly object[]) {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** Site-relative addresses (images) made absolute; absolute ones (a CMS host) kept as they are. */
export function absoluteUrl(siteUrl: string, src: string): string {
  return /^https?:\/\//i.test(src) ? src : `${siteUrl}${src.startsWith('/') ? '' : '/'}${src}`;
}

/** The brand as a reference: what another node needs to name it. */
export function organizationRef(input: { siteUrl: string; brandName: string }) {
  return { '@type': 'Organization', '@id': organizationId(input.siteUrl), name: input.brandName };
}

/** The brand: its name, home page, logo and profiles elsewhere. */
export function buildOrganizationJsonLd(input: { siteUrl: string; locale: Locale; brandName: string; socials: Social[] }) {
  const logo = absoluteUrl(input.siteUrl, brandLogoPath);
  return {
    ...organizationRef(input),
    url: localisedUrl(input.siteUrl, input.locale, '/'),
    logo: { '@type': 'ImageObject', '@id': `${homeId(input.siteUrl)}#logo`, url: logo, contentUrl: logo, caption: input.brandName },
    sameAs: input.socials.length > 0 ? input.socials.map((social) => social.url) : undefined,
  };
}

/**
 * The website, in both its languages. It names no SearchAction: the site's search is a panel
 * fed by an index, with no results page at an address a crawler could open.
 */
export function buildWebSiteJsonLd(input: { siteUrl: string; locale: Locale; brandName: string }) {
  return {
    '@type': 'WebSite',
    '@id': websiteId(input.siteUrl),
    name: input.brandName,
    url: localisedUrl(input.siteUrl, input.locale, '/'),
    inLanguage: [...routing.locales],
    publisher: organizationRef(input),
  };
}

/** The names of the place the salons serve, in the page's language (messages `StructuredData`). */
export type ServedAreaWords = { borough: string; city: string; country: string };

/** The area the salons serve: the borough, within London, within the United Kingdom. */
export function buildServedAreaJsonLd(words: ServedAreaWords) {
  return {
    '@type': 'AdministrativeArea',
    name: words.borough,
    containedInPlace: {
      '@type': 'City',
      name: words.city,
      containedInPlace: { '@type': 'Country', name: words.country, identifier: 'GB' },
    },
  };
}

/** A master as a reference (an article's author): the node, its name and its page in the page's language. */
export function personRef(input: { siteUrl: string; locale: Locale; master: Master }) {
  return {
    '@type': 'Person',
    '@id': personId(input.siteUrl, input.master),
    name: input.master.name,
    url: localisedUrl(input.siteUrl, input.locale, masterPath(input.master)),
  };
}

/** A salon as a reference (a master's workplace, a service's provider): the node and its name. */
export function salonRef(siteUrl: string, salon: Pick<Salon, 'slug' | 'title'>) {
  return { '@type': 'BeautySalon', '@id': salonId(siteUrl, salon), name: salon.title };
}
