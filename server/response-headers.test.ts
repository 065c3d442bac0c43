import { describe, expect, it } from 'vitest';
import { isInternalResponseHeader, securityHeaders } from './response-headers.mjs';

describe('response headers', () => {
  it('strips what the browser does not need, keeps what the router reads on its data', () => {
    for (const name of ['x-middleware-rewrite', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-matched-path', 'x-powered-by', 'x-backstage-status']) {
      expect(isInternalResponseHeader(name, false), name).toBe(true);
    }
    expect(isInternalResponseHeader('x-nextjs-stale-time', true)).toBe(false);
    expect(isInternalResponseHeader('x-nextjs-stale-time', false)).toBe(true);
    expect(isInternalResponseHeader('x-middleware-rewrite', true)).toBe(true);
    expect(isInternalResponseHeader('content-type', false)).toBe(false);
  });

  it('sends HSTS only over https', () => {
    expect(securityHeaders({ https: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d{7,}/);
    expect(securityHeaders({ https: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(securityHeaders({ https: false })['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });
});
