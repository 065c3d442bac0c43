// The soak's traffic (scripts/bench/soak.mjs): every template's pages in both languages and
// every page of the sitemap in turn, unknown addresses (a new one each time, as a crawler sends
// them), the API (the search index, the catalogue, free times, next free times), callbacks each
// from an address of its own so none passes its limit, and the booking flow end to end (sign
// in by a code read from the outbox, free times, book, list, cancel, sign out).
import { dramaPhone, futureWeekdays, signedInVisitor } from './booking.mjs';
import { templates } from './templates.mjs';

const pageConnections = 6;
const service = '1008'; // roots touch-up, 60 minutes
const browserHeaders = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

async function sitemapPaths(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** Counts of answers by kind of request and status. */
export function tally() {
  const counts = new Map();
  return {
    add(kind, status) {
      const key = `${kind} ${status}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    lines() {
      return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `${key.padEnd(36)} ${String(count).padStart(8)}`);
    },
    total: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
  };
}

/** Which kind of request answered with what, in a way a wrong answer stands out. */
async function get(base, pathname, headers = {}) {
  try {
    const response = await fetch(`${base}${pathname}`, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'error';
  }
}

/**
 * The mixed traffic, until `until`: `pageConnections` visitors walking pages, unknown
 * addresses and the API; one sending callbacks; one going through the booking flow.
 */
export async function driveMixedTraffic({ base, dbFile, until, counts }) {
  const everyPage = await sitemapPaths(base);
  const pages = [...new Set([...templates.map((t) => t.path), ...templates.map((t) => `/ua${t.path}`), ...everyPage])];
  const dates = futureWeekdays(20);
  let served = 0;
  // The API's limits are per address: requests come from a pool of addresses, as behind the
  // reverse proxy (the server trusts loopback's X-Forwarded-For with TRUST_PROXY=1).
  const address = (n) => `198.19.${(n >> 8) & 255}.${n & 255}`;
  const api = [
    (n) => `/api/search-index/${n % 2 ? 'uk' : 'en'}`,
    () => '/api/services/',
    () => '/api/employees/',
    (n) => `/api/booking/free-time?service=${service}&date=${dates[n % dates.length]}`,
    () => `/api/booking/next-free?service=${service}`,
  ];
  const unknown = [
    (n) => `/services/female/hair/soak-${n}/`,
    (n) => `/blog/hair/soak-${n}/`,
    (n) => `/employees/soak-${n}/`,
    (n) => `/ua/salons/soak-${n}/`,
    (n) => `/soak-${n}/`,
  ];
  // Each kind of request goes through its own list in turn.
  const turns = { page: 0, unknown: 0, api: 0 };
  const visitor = async () => {
    while (Date.now() < until) {
      const n = served++;
      // Of every ten requests: seven pages, one unknown address, two of the API.
      const slot = n % 10;
      if (slot < 7) counts.add('page', await get(base, pages[turns.page++ % pages.length], browserHeaders));
      else if (slot === 7) {
        const turn = turns.unknown++;
        counts.add('unknown address', await get(base, unknown[turn % unknown.length](turn), browserHeaders));
      } else {
        const turn = turns.api++;
        const pathname = api[turn % api.length](Math.floor(turn / api.length));
        counts.add(`api ${pathname.split('?')[0].replace(/\/(en|uk)$/, '/:lang')}`, await get(base, pathname, { 'x-forwarded-for': address(turn % 4096) }));
      }
    }
  };
  let callbacksSent = 0;
  const callbacks = async () => {
    while (Date.now() < until) {
      callbacksSent += 1;
      // One request per address, each a new one: within the per-address limit.
      const from = `10.${(callbacksSent >> 16) & 255}.${(callbacksSent >> 8) & 255}.${callbacksSent & 255}`;
      try {
        const response = await fetch(`${base}/api/callback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': from },
          body: JSON.stringify({ name: `Soak ${callbacksSent}`, phone: '+44 7700 900 123', agreed: true, page: '/contacts/' }),
        });
        await response.arrayBuffer();
        counts.add('api /api/callback', response.status);
      } catch {
        counts.add('api /api/callback', 'error');
      }
      // A callback a second at most: a busy day's worth many times over, not a flood.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  let flows = 0;
  let failedInARow = 0;
  const bookingFlow = async () => {
    // A flow that keeps failing stops, said in the counts, rather than spinning.
    while (Date.now() < until && failedInARow < 5) {
      const n = flows++;
      try {
        // Each visitor signs in from an address and a phone of its own.
        const send = await signedInVisitor(base, dbFile, n, {
          ip: `198.20.${(n >> 8) & 255}.${n & 255}`,
          // At most three codes a phone an hour: the 900 phones of 100-999 last 2,700 flows an hour.
          phone: dramaPhone(100 + (n % 900)),
        });
        counts.add('booking sign-in', 200);
        const date = dates[n % dates.length];
        const free = await send(`/api/booking/free-time?service=${service}&date=${date}`);
        const times = (free.json?.employees ?? []).flatMap((employee) => employee.times.map((time) => ({ employee: employee.id, start: time.start })));
        if (times.length === 0) {
          counts.add('booking no free time', free.status);
          continue;
        }
        const pick = times[n % times.length];
        const booked = await send('/api/booking/appointments', 'POST', { service, employee: pick.employee, start: pick.start });
        counts.add('booking book', booked.status);
        counts.add('booking list', (await send('/api/booking/appointments')).status);
        const id = booked.json?.appointment?.id;
        if (booked.status === 201 && id !== undefined) {
          counts.add('booking cancel', (await send(`/api/booking/appointments/${encodeURIComponent(id)}`, 'DELETE')).status);
        }
        await send('/api/auth/sign-out', 'POST');
        failedInARow = 0;
      } catch (error) {
        failedInARow += 1;
        counts.add(`booking failed (${error.message.replace(/visitor \d+/g, 'visitor N')})`, 'error');
      }
    }
    if (failedInARow >= 5) counts.add('booking flow STOPPED after failures', 'error');
  };
  await Promise.all([...Array.from({ length: pageConnections }, visitor), callbacks(), bookingFlow()]);
  return { pages: pages.length, flows };
}
