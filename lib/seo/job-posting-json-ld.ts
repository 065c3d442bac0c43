import type { Social, Vacancy } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { localisedUrl } from './page-metadata';
import { buildPostalAddressJsonLd } from './salon-json-ld';
import { organizationRef } from './site-json-ld';

const validForDays = 60;

/** A vacancy as a schema.org JobPosting: pay, hours, place, and the brand hiring (its node, name, site and profiles). */
export function buildJobPostingJsonLd(input: {
  vacancy: Vacancy;
  url: string;
  siteUrl: string;
  locale: Locale;
  brandName: string;
  socials: Social[];
  /** The brand's postal address, where the vacancy names no place of its own. */
  address: string;
}) {
  const { vacancy, siteUrl } = input;
  const posted = vacancy.date.slice(0, 10);
  const validThrough = new Date(`${posted}T00:00:00Z`);
  validThrough.setUTCDate(validThrough.getUTCDate() + validForDays);
  const postal = buildPostalAddressJsonLd(input.address);
  const postcode = buildPostalAddressJsonLd(vacancy.location ?? input.address).postalCode;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: vacancy.body.__html,
    identifier: { '@type': 'PropertyValue', name: input.brandName, value: String(vacancy.id) },
    datePosted: posted,
    validThrough: Number.isNaN(validThrough.getTime()) ? undefined : validThrough.toISOString().slice(0, 10),
    employmentType: vacancy.employmentType ?? undefined,
    url: input.url,
    directApply: false,
    hiringOrganization: {
      ...organizationRef(input),
      url: localisedUrl(siteUrl, input.locale, '/'),
      sameAs: input.socials.length > 0 ? input.socials.map((social) => social.url) : undefined,
    },
    jobLocation: { '@type': 'Place', address: { ...postal, postalCode: postcode } },
    baseSalary: vacancy.salaryRange
      ? {
          '@type': 'MonetaryAmount',
          currency: 'GBP',
          value: { '@type': 'QuantitativeValue', minValue: vacancy.salaryRange.min, maxValue: vacancy.salaryRange.max, unitText: 'YEAR' },
        }
      : undefined,
  };
}
