import { describe, expect, it } from 'vitest';
import { sendCallback } from './send-callback';

const payload = { name: 'Amelia', phone: '02079460958', agreed: true, page: '/contacts/', website: '' };
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (async () => new Response(JSON.stringify(body), { status, headers })) as unknown as typeof fetch;

describe('sendCallback', () => {
  it('posts JSON to the site route and reads each kind of answer', async () => {
    let seen: { url: string; init: RequestInit } | null = null;
    const capture = (async (url: string, init: RequestInit) => {
      seen = { url, init };
      return new Response('{"id":1}', { status: 201 });
    }) as unknown as typeof fetch;
    expect(await sendCallback(payload, capture)).toEqual({ kind: 'saved' });
    expect(seen!.url).toBe('/api/callback');
    expect(JSON.parse(String(seen!.init.body))).toEqual(payload);

    expect(await sendCallback(payload, answer(400, { error: 'invalid_field', field: 'phone', code: 'invalid' }))).toEqual({ kind: 'invalid', field: 'phone', code: 'invalid' });
    expect(await sendCallback(payload, answer(429, { error: 'rate_limited', retryAfterSeconds: 90 }))).toEqual({ kind: 'rate-limited', retryAfterSeconds: 90 });
    expect(await sendCallback(payload, answer(400, { error: 'rejected' }))).toEqual({ kind: 'refused' });
    expect(await sendCallback(payload, answer(503, {}))).toEqual({ kind: 'unavailable' });
    expect(await sendCallback(payload, (async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toEqual({ kind: 'unavailable' });
  });
});
