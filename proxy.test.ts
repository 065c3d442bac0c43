import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { statusHeader } from './lib/routing/status-pages.mjs';
import { proxy } from './proxy';

// Locale routing is next-intl's, past the gate; what matters here is whether the gate lets a request through to it.
vi.mock('next-intl/middleware', () => ({ default: () => () => NextResponse.next() }));

const answer = (address: string) => proxy(new NextRequest(new URL(address, 'http://localhost')));

describe('the gate on the booking page', () => {
  it.each([
    ['/book/?book=%%%', '/en/status-page/404/'],
    ['/book/?book=service:classic-gel-manicure&day=2026-02-30', '/en/status-page/404/'],
    ['/book/?book=service:no-such-service', '/en/status-page/404/'],
    ['/ua/book/?book=service:no-such-service', '/uk/status-page/404/'],
    // The internal segment is the locale; `/uk/` is no address of the site.
    ['/uk/book/', '/en/status-page/404/'],
  ])('answers %s with the site’s 404 page', async (address, page) => {
    const response = await answer(address);
    expect(response.headers.get(statusHeader)).toBe('404');
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe(page);
  });

  it('lets a booking step of what the site has through to its page', async () => {
    const response = await answer('/book/?book=service:classic-gel-manicure');
    expect(response.headers.get(statusHeader)).toBeNull();
  });
});

describe('one hop to the canonical address', () => {
  const location = async (address: string) => {
    const response = await answer(address);
    expect(response.status, address).toBe(301);
    const target = new URL(response.headers.get('location')!);
    return `${target.pathname}${target.search}`;
  };

  it.each([
    ['/en/about', '/about/'],
    ['/en//about?x=1', '/about/?x=1'],
    ['/About/', '/about/'],
    ['/ABOUT', '/about/'],
    ['/EN/About', '/about/'],
    ['/UA/Services/Female/Hair', '/ua/services/female/hair/'],
    ['/en/Services/backstage-chelsea/female/hair', '/services/backstage-chelsea/female/hair/'],
  ])('sends %s to %s in one redirect', async (address, target) => {
    expect(await location(address)).toBe(target);
  });

  it('answers a path in capitals whose lower-case spelling is no page with the 404 page, not a redirect', async () => {
    const response = await answer('/NO-SUCH-PAGE/');
    expect(response.headers.get(statusHeader)).toBe('404');
  });

  it('lets a canonical address through unchanged', async () => {
    const response = await answer('/services/female/hair/');
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get(statusHeader)).toBeNull();
  });
});

describe('booking steps and search engines', () => {
  it('marks every step of a booking noindex, and leaves the booking page itself indexable', async () => {
    expect((await answer('/book/?book=service:classic-gel-manicure')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await answer('/ua/book/?mine')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await answer('/book/')).headers.get('x-robots-tag')).toBeNull();
  });
});
