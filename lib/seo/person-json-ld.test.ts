import type { Master } from '@/lib/content/types';
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

describe('buildPersonJsonLd', () => {
  it('describes the master as a Person working at the salon', () => {
    const url = 'https://example.co.uk/employees/amelia-hart/';
    const data = buildPersonJsonLd({
      siteUrl: 'https://example.co.uk',
      url,
      master: amelia,
      description: 'Amelia trained in Bristol.',
      skills: ['Air Touch'],
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Amelia Hart',
      jobTitle: 'Senior colourist',
      image: 'https://example.co.uk/images/employees/amelia-hart.webp',
      url,
      description: 'Amelia trained in Bristol.',
      knowsAbout: ['Air Touch'],
      worksFor: { '@type': 'BeautySalon', '@id': 'https://example.co.uk/#salon' },
    });
  });

  it('leaves out what the master does not have, and keeps absolute photo addresses', () => {
    const data = buildPersonJsonLd({
      siteUrl: 'https://example.co.uk',
      url: 'https://example.co.uk/employees/x/',
      master: { ...amelia, position: null, photo: { ...amelia.photo!, src: 'https://cms.example.co.uk/photo.webp' } },
      description: null,
      skills: [],
    });
    expect(data.jobTitle).toBeUndefined();
    expect(data.description).toBeUndefined();
    expect(data.knowsAbout).toBeUndefined();
    expect(data.image).toBe('https://cms.example.co.uk/photo.webp');
  });
});
