import { describe, expect, it } from 'vitest';
import type { Vacancy } from '@/lib/content/types';
import { buildJobPostingJsonLd } from './job-posting-json-ld';

const vacancy: Vacancy = {
  lang: 'en', id: 1, slug: 'senior-colourist', date: '2026-11-12T09:00:00', order: 0, title: 'Senior Colourist', summary: '', body: { __html: '<p>Join us</p>' },
  salary: '£34,000–£42,000', salaryRange: { min: 34000, max: 42000 }, employmentType: 'FULL_TIME',
  location: "Backstage Chelsea, 118 King's Road, London SW3 4TR", image: null, applyEmail: 'careers@example.co.uk',
};

describe('buildJobPostingJsonLd', () => {
  it('describes the post, its pay in pounds a year and its place', () => {
    const data = buildJobPostingJsonLd({ vacancy, url: 'https://x/vacancies/senior-colourist/', siteUrl: 'https://x', brandName: 'Backstage', address: "118 King's Road, Chelsea, London SW3 4TR" });
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Colourist',
      datePosted: '2026-11-12',
      validThrough: '2027-01-11',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Backstage' },
      jobLocation: { address: { postalCode: 'SW3 4TR', addressCountry: 'GB', streetAddress: "118 King's Road" } },
      baseSalary: { currency: 'GBP', value: { minValue: 34000, maxValue: 42000, unitText: 'YEAR' } },
    });
  });
  it('leaves out the pay when the vacancy gives no range', () => {
    const data = buildJobPostingJsonLd({ vacancy: { ...vacancy, salaryRange: null }, url: 'u', siteUrl: 'https://x', brandName: 'B', address: 'A' });
    expect(data.baseSalary).toBeUndefined();
  });
});
