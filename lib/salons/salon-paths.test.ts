import { describe, expect, it } from 'vitest';
import { salonCategoryPath, salonInCategoryPath, salonPath, salonsPath } from './salon-paths';

describe('salon paths', () => {
  it('builds every salon address with its trailing slash', () => {
    expect(salonsPath).toBe('/salons/');
    expect(salonPath({ slug: 'backstage-chelsea' })).toBe('/salons/backstage-chelsea/');
    expect(salonCategoryPath({ slug: 'chelsea' })).toBe('/salons/chelsea/');
    expect(salonInCategoryPath({ slug: 'chelsea' }, { slug: 'backstage-chelsea' })).toBe('/salons/chelsea/backstage-chelsea/');
  });
});
