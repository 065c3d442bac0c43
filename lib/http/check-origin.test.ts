import { describe, expect, it } from 'vitest';
import { checkOrigin } from './check-origin';

const post = (url: string, headers: Record<string, string>) => new Request(url, { method: 'POST', headers });
const site = 'https://www.backstage-chelsea.co.uk';

describe('checkOrigin', () => {
  it('accepts the request’s own origin and the configured site origin', () => {
    expect(checkOrigin(post('http://localhost:3400/api/auth/code', { origin: 'http://localhost:3400' }), site)).toEqual(
      { ok: true },
    );
    expect(checkOrigin(post('http://10.0.0.5:3000/api/auth/code', { origin: site }), site)).toEqual({ ok: true });
  });

  it('accepts the origin named by the Host header (a server that sees an internal address)', () => {
    const request = post('http://0.0.0.0:3000/api/auth/code', {
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    });
    expect(checkOrigin(request, site)).toEqual({ ok: true });
  });

  it('refuses another site, a null origin and a look-alike', () => {
    const url = 'http://localhost:3400/api/auth/code';
    expect(checkOrigin(post(url, { origin: 'https://evil.example' }), site)).toEqual({ ok: false, reason: 'foreign' });
    expect(checkOrigin(post(url, { origin: 'null' }), site)).toEqual({ ok: false, reason: 'foreign' });
    expect(checkOrigin(post(url, { origin: `${site}.evil.example` }), site)).toEqual({ ok: false, reason: 'foreign' });
  });

  it('without Origin, trusts only Sec-Fetch-Site: same-origin', () => {
    const url = 'http://localhost:3400/api/auth/code';
    expect(checkOrigin(post(url, { 'sec-fetch-site': 'same-origin' }), site)).toEqual({ ok: true });
    expect(checkOrigin(post(url, { 'sec-fetch-site': 'cross-site' }), site)).toEqual({ ok: false, reason: 'foreign' });
    expect(checkOrigin(post(url, {}), site)).toEqual({ ok: false, reason: 'missing' });
  });
});
