/**
 * The public booking lists: the system's answer in the site's types, one upstream request
 * for concurrent callers and none again within 60 s, and `[]` with 200 (logged) when the
 * system fails in any way. The application token never appears in what the browser gets.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlerFetch } from '@/lib/booking/booking-system';
import { createBookingClient } from '@/lib/booking/client/booking-client';
import { createEmbeddedKit, testAppToken, type EmbeddedKit } from '@/lib/booking/local/embedded-test-kit';
import { expectLogLines } from '@/lib/testing/expected-log-lines';
import { createListHandler, type ListName } from './list-routes';

let kit: EmbeddedKit;
beforeEach(async () => {
  kit = await createEmbeddedKit('2026-01-05T08:00:00Z');
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  await kit.close();
});

function countingClient(fail: false | 'throw' | 'server-error' = false) {
  const calls: string[] = [];
  const client = createBookingClient({
    baseUrl: kit.baseUrl,
    token: testAppToken,
    appId: 'backstage-site',
    dbCode: 'backstage',
    // A hang guard: the embedded system answers in-process, but a busy machine can take seconds.
    timeoutMs: 20_000,
    fetch: async (input, init) => {
      calls.push(new URL(String(input)).pathname);
      if (fail === 'throw') throw new TypeError('fetch failed');
      if (fail === 'server-error') return new Response('oops', { status: 503 });
      return handlerFetch(kit.handler)(input, init);
    },
  });
  return { client: async () => client, calls };
}

const names: ListName[] = ['locations', 'categories', 'services', 'employees', 'positions', 'feedbacks'];

describe('booking list routes', () => {
  it.each(names)('%s: answers the list, without the application token', async (name) => {
    const response = await createListHandler(name, countingClient().client)();
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text).length).toBeGreaterThan(0);
    expect(text).not.toContain(testAppToken);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('shares one request between concurrent callers and keeps the answer for 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, calls } = countingClient();
    const handler = createListHandler('employees', client);
    await Promise.all([handler(), handler(), handler()]);
    expect(calls).toEqual(['/employees']);
    vi.advanceTimersByTime(59_000);
    await handler();
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    await handler();
    expect(calls).toHaveLength(2);
  });

  it.each(['throw', 'server-error'] as const)(
    'answers [] with 200 and logs when the system fails (%s), then tries again',
    async (fail) => {
      const logged = expectLogLines(/^\[booking\] a list (failed|is unavailable)/);
      const { client, calls } = countingClient(fail);
      for (const name of names) {
        const response = await createListHandler(name, client)();
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual([]);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      expect(logged.events).toHaveLength(names.length);
      expect(JSON.stringify(logged.events)).not.toContain(testAppToken);
      const handler = createListHandler('services', client);
      await handler();
      await handler();
      expect(calls.filter((path) => path === '/services')).toHaveLength(3);
    },
  );

  it('answers [] when the booking client cannot even be created', async () => {
    expectLogLines(/^\[booking\] a list failed/);
    const response = await createListHandler('feedbacks', () => Promise.reject(new Error('no database')))();
    expect(await response.json()).toEqual([]);
  });
});
