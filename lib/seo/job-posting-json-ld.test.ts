import { describe, expect, it } from 'vitest';
import type { Vacancy } from '@/lib/content/types';
import { buildJobPostingJsonLd } from './job-posting-json-ld';

const vacancy: Vacancy = {
  lang: 'en', id: 1, slug: 'senior-colourist', date: '2026-11-12T09:00:00', order: 0, title: 'Senior Colourist', summary: '', body: { __html: '<p>Join us</p>' },
  salary: '£34,000–£42,000', salaryRange: { min: 34000, max: 42000 }, employmentType: 'FULL_TIME',
  location: "Backstage Chelsea, 118 King's Road, London SW3 4TR", image: null, applyEmail: 'careers@example.co.uk',
};
const base = {
  url: 'https://x/ua/vacancies/senior-colourist/',
  siteUrl: 'https://x',
  locale: 'uk' as const,
  brandName: 'Backstage',
  socials: [{ name: 'Instagram', url: 'https://instagram.com/backstage' }],
  address: "118 King's Road, Chelsea, London SW3 4TR",
};

describe('buildJobPostingJsonLd', () => {
  it('describes the post, its pay in pounds a year, its place, and the brand hiring by its node', () => {
    const data = buildJobPostingJsonLd({ ...base, vacancy });
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Colourist',
      datePosted: '2026-11-12',
      validThrough: '2027-01-11',
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Backstage', value: '1' },
      jobLocation: { address: { postalCode: 'SW3 4TR', addressCountry: 'GB', streetAddress: "118 King's Road" } },
      baseSalary: { currency: 'GBP', value: { minValue: 34000, maxValue: 42000, unitText: 'YEAR' } },
    });
    expect(data.hiringOrganization).toEqual({
      '@type': 'Organization',
      '@id': 'https://x/#organization',
      name: 'Backstage',
      url: 'https://x/ua/',
      sameAs: ['https://instagram.com/backstage'],
    });
  });
  it('leaves out the pay when the vacancy gives no range', () => {
    const data = buildJobPostingJsonLd({ ...base, vacancy: { ...vacancy, salaryRange: null } });
    expect(data.baseSalary).toBeUndefined();
  });
});
