import { describe, expect, it } from 'vitest';
import { planRevalidation } from './revalidation';
import { allContentTags, collectionTag, salonFinderTag } from './tags';

const secret = 'a-long-enough-secret-123';

describe('planRevalidation', () => {
  it('refuses a wrong or missing secret, and everything when none is configured', () => {
    expect(planRevalidation(secret, 'wrong', null)).toMatchObject({ ok: false, status: 401 });
    expect(planRevalidation(secret, null, null)).toMatchObject({ ok: false, status: 401 });
    expect(planRevalidation(null, secret, null)).toMatchObject({ ok: false, status: 401 });
  });
  it('revalidates every tag the loaders set when no type is named', () => {
    expect(planRevalidation(secret, secret, null)).toEqual({ ok: true, tags: [...allContentTags] });
  });
  it('revalidates one collection when the body names it, the salon finder going with the salons', () => {
    expect(planRevalidation(secret, secret, { type: 'services' })).toEqual({ ok: true, tags: [collectionTag('services')] });
    expect(planRevalidation(secret, secret, { type: 'salons' })).toEqual({ ok: true, tags: [collectionTag('salons'), salonFinderTag] });
  });
  it('answers 400 for an unknown type', () => {
    expect(planRevalidation(secret, secret, { type: 'users' })).toMatchObject({ ok: false, status: 400 });
  });
});
