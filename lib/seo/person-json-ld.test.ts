import type { Master, Salon } from '@/lib/content/types';
import { buildPersonJsonLd } from './person-json-ld';

const amelia: Master = {
  lang: 'en',
  id: 901,
  slug: 'amelia-hart',
  name: 'Amelia Hart',
  order: 1,
  crmId: '40012',
  rating: 4.8,
  photo: {
    src: '/images/employees/amelia-hart.webp',
    alt: 'Amelia Hart',
    width: 800,
    height: 1000,
    heroSrc: '/images/employees/amelia-hart.webp',
  },
  skillIds: [710],
  workCategoryId: 802,
  position: 'Senior colourist',
  bio: null,
  experienceYears: 14,
  salonIds: [500],
  isPublic: true,
  isArchived: false,
};

const salon = (id: number, slug: string, title: string) => ({ id, slug, title }) as Salon;
const salons = [salon(500, 'backstage-chelsea', 'Backstage Chelsea'), salon(501, 'backstage-soho', 'Backstage Soho')];

describe('buildPersonJsonLd', () => {
  it('describes the master as a Person, one node in both languages, working at their salon', () => {
    const url = 'https://example.co.uk/ua/employees/amelia-hart/';
    const data = buildPersonJsonLd({
      siteUrl: 'https://example.co.uk',
      brandName: 'Backstage',
      url,
      master: amelia,
      salons,
      description: 'Amelia trained in Bristol.',
      skills: ['Air Touch'],
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': 'https://example.co.uk/employees/amelia-hart/#person',
      name: 'Amelia Hart',
      jobTitle: 'Senior colourist',
      image: 'https://example.co.uk/images/employees/amelia-hart.webp',
      url,
      description: 'Amelia trained in Bristol.',
      knowsAbout: ['Air Touch'],
      worksFor: { '@type': 'BeautySalon', '@id': 'https://example.co.uk/salons/backstage-chelsea/#salon', name: 'Backstage Chelsea' },
    });
  });

  it('leaves out what the master does not have, keeps absolute photo addresses, and names the brand where no salon is known', () => {
    const data = buildPersonJsonLd({
      siteUrl: 'https://example.co.uk',
      brandName: 'Backstage',
      url: 'https://example.co.uk/employees/x/',
      master: { ...amelia, salonIds: [], position: null, photo: { ...amelia.photo!, src: 'https://cms.example.co.uk/photo.webp' } },
      salons,
      description: null,
      skills: [],
    });
    expect(data.jobTitle).toBeUndefined();
    expect(data.description).toBeUndefined();
    expect(data.knowsAbout).toBeUndefined();
    expect(data.image).toBe('https://cms.example.co.uk/photo.webp');
    expect(data.worksFor).toEqual({ '@type': 'Organization', '@id': 'https://example.co.uk/#organization', name: 'Backstage' });
  });
});
