import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const secret = 'route-test-secret-0123456789';
const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

let POST: (request: NextRequest) => Promise<Response>;
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'revalidate-route-'));
  process.env.REVALIDATE_SECRET = secret;
  ({ POST } = await import('./route'));
});

const call = (ip: string, headers: Record<string, string>, query = '') =>
  POST(
    new NextRequest(`http://localhost/api/revalidate${query}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ type: 'services' }),
    }),
  );

describe('POST /api/revalidate', () => {
  it('expires the named collection at once with the secret in its header', async () => {
    const response = await call('198.51.100.1', { 'x-revalidate-secret': secret });
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('content:services', { expire: 0 });
  });

  it('ignores a secret in the query string', async () => {
    expect((await call('198.51.100.2', {}, `?secret=${secret}`)).status).toBe(401);
  });

  it('refuses an address after five wrong secrets, even when its next guess is right', async () => {
    const ip = '198.51.100.3';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(ip, { 'x-revalidate-secret': `wrong-secret-${attempt}-000000` })).status).toBe(401);
    }
    const refused = await call(ip, { 'x-revalidate-secret': secret });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another address is unaffected.
    expect((await call('198.51.100.4', { 'x-revalidate-secret': secret })).status).toBe(200);
  });
});
