import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const secret = 'route-test-secret-0123456789';
const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

let POST: (request: NextRequest) => Promise<Response>;
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'revalidate-route-'));
  process.env.REVALIDATE_SECRET = secret;
  ({ POST } = await import('./route'));
});
afterAll(() => rmSync(process.env.DATA_DIR!, { recursive: true, force: true }));

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

  it('judges exactly five of many wrong secrets sent at once from one address, and refuses the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        call('198.51.100.5', { 'x-revalidate-secret': `wrong-secret-${attempt}-000000` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('lets the right secret through while there is room, giving its try back', async () => {
    const rights = await Promise.all(
      Array.from({ length: 3 }, () => call('198.51.100.6', { 'x-revalidate-secret': secret })),
    );
    expect(rights.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const ip = '198.51.100.7';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await call(ip, { 'x-revalidate-secret': `wrong-secret-${attempt}-000000` })).status).toBe(401);
    }
    // One try left, taken and given back by each right secret in turn.
    for (let i = 0; i < 3; i += 1) expect((await call(ip, { 'x-revalidate-secret': secret })).status).toBe(200);
    // The fifth wrong secret is still judged; the sixth is not.
    expect((await call(ip, { 'x-revalidate-secret': 'wrong-secret-4-000000' })).status).toBe(401);
    expect((await call(ip, { 'x-revalidate-secret': 'wrong-secret-5-000000' })).status).toBe(429);
  });
});
