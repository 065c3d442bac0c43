import type { Vacancy } from '@/lib/content/types';

const validForDays = 60;

/** A vacancy as a schema.org JobPosting: pay, hours, place and the salon hiring. */
export function buildJobPostingJsonLd(input: { vacancy: Vacancy; url: string; siteUrl: string; brandName: string; address: string }) {
  const { vacancy } = input;
  const posted = vacancy.date.slice(0, 10);
  const validThrough = new Date(`${posted}T00:00:00Z`);
  validThrough.setUTCDate(validThrough.getUTCDate() + validForDays);
  const postcode = /\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\b/i.exec(vacancy.location ?? input.address)?.[1];
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: vacancy.body.__html,
    datePosted: posted,
    validThrough: Number.isNaN(validThrough.getTime()) ? undefined : validThrough.toISOString().slice(0, 10),
    employmentType: vacancy.employmentType ?? undefined,
    url: input.url,
    directApply: false,
    hiringOrganization: { '@type': 'Organization', name: input.brandName, sameAs: `${input.siteUrl}/` },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: input.address.split(',')[0]?.trim(),
        addressLocality: 'London',
        postalCode: postcode,
        addressCountry: 'GB',
      },
    },
    baseSalary: vacancy.salaryRange
      ? {
          '@type': 'MonetaryAmount',
          currency: 'GBP',
          value: { '@type': 'QuantitativeValue', minValue: vacancy.salaryRange.min, maxValue: vacancy.salaryRange.max, unitText: 'YEAR' },
        }
      : undefined,
  };
}
