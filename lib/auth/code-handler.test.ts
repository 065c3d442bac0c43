/**
 * Which texts `POST /api/auth/code` sends, on each engine: only to mobiles of the countries
 * served (422 otherwise, offering the salon's phone), and within the site-wide budget (503
 * with Retry-After past it, offering the salon's phone and the booking site), of which one
 * network spends at most a tenth (429 past it), also when the requests come at once from many
 * addresses for many phones. Nothing is sent that is refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import type { TextSignIn } from '@/lib/site-api/site-deps';
import { createSiteKit } from '@/lib/site-setup/site-test-kit';
import { expectLogLines } from '@/lib/testing/expected-log-lines';

const elsewhere = { salonPhone: '+44 20 7946 0958', bookingUrl: 'https://book.example/' };

describe.each(databaseEngines)('texts sent by POST /api/auth/code on %s', (engine) => {
  let kit: Awaited<ReturnType<typeof createSiteKit>>;
  afterEach(() => kit.close());

  const open = (textSignIn: Partial<TextSignIn> = {}) =>
    createSiteKit('2026-01-05T08:00:00Z', { engine, textSignIn: { available: true, ...elsewhere, ...textSignIn } });
  // Each visitor of its own network (a /24): one network's share of the budget is tested below.
  let addresses = 0;
  const askCode = (phone: string, address = `10.${(addresses >> 8) & 255}.${addresses++ & 255}.1`) =>
    kit.visitor(address).send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } });
  const sent = async () =>
    (await kit.db.selectFrom('booking_sms_outbox').select('phone').orderBy('id').execute()).map((row) => row.phone);

  it.each([
    ['a UK premium-rate number', '+44 909 879 0000'],
    ['a satellite number', '+88216 1234567'],
    ['a Nigerian mobile', '+234 803 123 4567'],
    ['a London landline', '020 7946 0958'],
    ['a UK VoIP number', '056 1234 5678'],
  ])('refuses %s with 422, suggesting a call to the salon, and sends nothing', async (_, phone) => {
    kit = await open();
    const answer = await askCode(phone);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ error: 'phone_not_mobile', field: 'phone', ...elsewhere });
    expect(await sent()).toEqual([]);
  });

  it('texts the mobiles of every country listed, and a British mobile by default', async () => {
    kit = await open({ countries: ['GB', 'NG'] });
    expect((await askCode('+234 803 123 4567')).status).toBe(200);
    expect((await askCode('07400 123456')).status).toBe(200);
    expect(await sent()).toEqual(['+2348031234567', '+447400123456']);
  });

  it('answers 503 with Retry-After past the hour’s budget, offering the salon’s phone and the booking site', async () => {
    kit = await open({ budget: { perHour: 2, perDay: 10 } });
    const alerts = expectLogLines(/^\[alert\] sign-in texts/);
    expect((await askCode('+447400000001')).status).toBe(200);
    expect((await askCode('+447400000002')).status).toBe(200);
    const spent = await askCode('+447400000003');
    expect(spent.status).toBe(503);
    expect(spent.headers.get('retry-after')).toBe('3600');
    expect(await spent.json()).toEqual({ error: 'text_budget_spent', retryAfterSeconds: 3600, ...elsewhere });
    expect(await sent()).toEqual(['+447400000001', '+447400000002']);
    // The operator is told the budget is nearly spent, as in production.
    expect(alerts.lines).not.toEqual([]);
    alerts.restore();
    kit.clock.now += 60 * 60 * 1000;
    expect((await askCode('+447400000003')).status).toBe(200);
  });

  it('lets one network spend a tenth of the budget, then answers 429 to it while others still get codes', async () => {
    kit = await open({ budget: { perHour: 40, perDay: 200 } });
    // Four addresses of one /24, each well within its own allowance of ten codes an hour.
    const network = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await askCode(`+4474000002${String(i).padStart(2, '0')}`, network[i % 4])).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    const refused = await askCode('+447400000299', '192.0.2.200');
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await refused.json()).toEqual({ error: 'too_many_requests', retryAfterSeconds: 3600 });
    expect(await sent()).toHaveLength(4);
    // Another network still gets its codes, and so does an IPv6 customer's /48, once.
    expect((await askCode('+447400000300', '192.0.3.1')).status).toBe(200);
    expect((await askCode('+447400000301', '2001:db8:7:1::1')).status).toBe(200);
    expect((await askCode('+447400000302', '2001:db8:7:2::1')).status).toBe(200);
    expect((await askCode('+447400000303', '2001:db8:7:3::1')).status).toBe(200);
    expect((await askCode('+447400000304', '2001:db8:7:4::1')).status).toBe(200);
    expect((await askCode('+447400000305', '2001:db8:7:5::1')).status).toBe(429);
  });

  it('sends no more than the budget when 40 codes are asked for at once from 40 addresses', async () => {
    kit = await open({ budget: { perHour: 5, perDay: 10 } });
    const alerts = expectLogLines(/^\[alert\] sign-in texts/);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => askCode(`+4474000001${String(i).padStart(2, '0')}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 503)).toHaveLength(35);
    expect(await sent()).toHaveLength(5);
    alerts.restore();
  }, 30_000);
});
