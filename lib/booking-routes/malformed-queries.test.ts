/**
 * The booking routes read every field of their query before they ask the booking system
 * anything: a malformed question is 400 naming the field even while the booking system is
 * unreachable (when a well-formed one is 503), and costs it no call.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteKit } from '@/lib/site-setup/site-test-kit';
import { expectLogLines } from '@/lib/testing/expected-log-lines';

let kit: Awaited<ReturnType<typeof createSiteKit>>;
let calls: number;
beforeEach(async () => {
  calls = 0;
  kit = await createSiteKit('2026-01-05T08:00:00Z', {
    bookingSystem: async () => {
      calls += 1;
      return Response.json({ error: { code: 'unavailable', message: 'Down for maintenance' } }, { status: 503 });
    },
  });
});
// The booking system answers 503 on purpose: the site's line about it is expected.
let bookingLines: ReturnType<typeof expectLogLines>;
beforeEach(() => {
  bookingLines = expectLogLines(/^\[booking\] .*unavailable/);
});
afterEach(() => {
  bookingLines.restore();
  return kit.close();
});

const firstDayMessage = 'The first day must be a calendar date, YYYY-MM-DD';

describe('a malformed first day while the booking system is unreachable', () => {
  it('is 400 naming from on GET /api/booking/availability, where a well-formed question is 503', async () => {
    const visitor = kit.visitor();
    const wellFormed = await visitor.send(kit.availability, '/api/booking/availability?service=1008&from=2026-01-09');
    expect(wellFormed.status).toBe(503);
    calls = 0;
    const malformed = await visitor.send(kit.availability, '/api/booking/availability?service=1008&from=2026-02-30');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'invalid', field: 'from', message: firstDayMessage });
    expect(calls).toBe(0);
  });

  it('is 400 naming from on GET /api/booking/visit-days, where a well-formed question is 503', async () => {
    const visitor = kit.visitor();
    const wellFormed = await visitor.send(kit.visit.days, '/api/booking/visit-days?visit=1008,1002&from=2026-01-09');
    expect(wellFormed.status).toBe(503);
    calls = 0;
    const malformed = await visitor.send(kit.visit.days, '/api/booking/visit-days?visit=1008,1002&from=9-1-2026');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'invalid', field: 'from', message: firstDayMessage });
    expect(calls).toBe(0);
  });
});
