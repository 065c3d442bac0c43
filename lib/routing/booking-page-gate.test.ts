import { beforeAll, describe, expect, it } from 'vitest';
import { bookingAddressExists } from './booking-page-gate';
import { loadSiteSnapshot, type SiteSnapshot } from './site-snapshot';

let site: SiteSnapshot;
beforeAll(async () => {
  site = await loadSiteSnapshot();
});

const exists = (search: string, snapshot: SiteSnapshot | null = site) =>
  bookingAddressExists(new URLSearchParams(search), snapshot);

describe('the booking page’s addresses on the bundled content', () => {
  it('knows the steps of what the site has', () => {
    for (const search of [
      '',
      '?book=all',
      '?book=service:classic-gel-manicure',
      '?book=service:air-touch',
      '?book=service:air-touch-short@any,service:classic-gel-manicure',
      '?book=service:classic-gel-manicure@any,service:classic-pedicure-no-polish@hannah-oconnell&master=2',
      '?book=master:hannah-oconnell',
      '?book=category:nails',
    ])
      expect(exists(search), search).toBe(true);
  });

  it('turns away an unreadable address and names the site does not have', () => {
    for (const search of [
      '?book=%%%',
      '?book=service:classic-gel-manicure&day=2026-02-30',
      '?book=service:no-such-service',
      '?book=service:classic-gel-manicure,service:no-such-service',
      '?book=service:classic-gel-manicure@no-such-master',
      '?book=master:no-such-master',
      '?book=category:no-such-category',
    ])
      expect(exists(search), search).toBe(false);
  });

  it('judges the shape alone while no content could be loaded', () => {
    expect(exists('?book=service:anything', null)).toBe(true);
    expect(exists('?book=%%%', null)).toBe(false);
  });
});
