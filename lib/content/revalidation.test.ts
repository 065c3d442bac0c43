import { describe, expect, it } from 'vitest';
import { planRevalidation, planRevalidationRequest } from './revalidation';
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

describe('planRevalidationRequest', () => {
  const request = (headers: Record<string, string>, body?: BodyInit) =>
    new Request('http://localhost/api/revalidate', { method: 'POST', headers, body });

  it('judges the secret before reading any of the body', async () => {
    const wrong = request({ 'x-revalidate-secret': 'wrong' }, JSON.stringify({ type: 'services' }));
    expect(await planRevalidationRequest(secret, wrong)).toMatchObject({ ok: false, status: 401 });
    expect(wrong.bodyUsed).toBe(false);
    const missing = request({}, 'x'.repeat(100_000));
    expect(await planRevalidationRequest(secret, missing)).toMatchObject({ ok: false, status: 401 });
    expect(missing.bodyUsed).toBe(false);
  });

  it('with the secret: the named type, everything for no body, 413 for a large body and 400 for a malformed one', async () => {
    const headers = { 'x-revalidate-secret': secret };
    expect(await planRevalidationRequest(secret, request(headers, '{"type":"services"}'))).toEqual({
      ok: true,
      tags: [collectionTag('services')],
    });
    expect(await planRevalidationRequest(secret, request(headers))).toEqual({ ok: true, tags: [...allContentTags] });
    expect(await planRevalidationRequest(secret, request(headers, `{"type":"${'x'.repeat(10_000)}"}`))).toMatchObject({
      ok: false,
      status: 413,
    });
    expect(await planRevalidationRequest(secret, request(headers, '{"type":'))).toMatchObject({ ok: false, status: 400 });
  });
});
