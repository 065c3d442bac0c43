/**
 * The shared refresh's claim against a slow booking system, on each engine: while one
 * instance's refresh is still under way (within `BOOKING_TIMEOUT_MS`), another instance
 * asked to refresh the same token waits for it rather than trading the token in a second
 * time, which the booking system would take for a stolen token and end the sign-in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { claimMarginMs } from '@/lib/sessions/refresh-sessions';
import { createSiteDeps } from '@/lib/site-setup/create-site-deps';
import { createSiteKit, siteUrl } from '@/lib/site-setup/site-test-kit';
import { createAuthHandlers } from './auth-handlers';

const bookingTimeoutMs = 8000;

/** A promise and the function that settles it: an event a test waits for. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

describe.each(databaseEngines)('a refresh claimed by one instance, on %s', (engine) => {
  let kit: Awaited<ReturnType<typeof createSiteKit>>;
  afterEach(() => kit.close());

  it('holds past the old 5 s, for as long as the booking system may take: the other instance waits', async () => {
    let refreshes = 0;
    let hold = false;
    const arrived = [signal(), signal()];
    const release = signal();
    kit = await createSiteKit('2026-01-05T08:00:00Z', {
      engine,
      bookingTimeoutMs,
      intercept: async (request) => {
        if (!hold || new URL(request.url).pathname !== '/auth/refresh') return;
        arrived[refreshes++]?.fire();
        await release.fired;
      },
    });
    const waiting = signal();
    const other = createAuthHandlers(
      createSiteDeps({
        client: async () => kit.bookingClient,
        db: async () => kit.db,
        siteUrl,
        now: () => kit.clock.now,
        bookingTimeoutMs,
        sleep: async (ms) => {
          waiting.fire();
          await new Promise((resolve) => setTimeout(resolve, ms));
        },
      }),
    );

    const visitor = kit.visitor('198.51.100.70');
    const phone = '+447700900980';
    await visitor.send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } });
    await visitor.send(kit.auth.confirm, '/api/auth/confirm', {
      method: 'POST',
      body: { code: await kit.lastCode(phone), firstName: 'Jo', lastName: 'Slow' },
    });
    const copy = kit.visitor('198.51.100.71');
    for (const [name, entry] of visitor.jar) copy.jar.set(name, { ...entry });

    hold = true;
    const first = visitor.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' });
    await arrived[0]!.fired;
    const [claim] = await kit.db.selectFrom('auth_refresh_tokens').selectAll().execute();

    // Six seconds on, the booking system has still not answered the first instance.
    kit.clock.now += 6000;
    const second = copy.send(other.refresh, '/api/auth/refresh', { method: 'POST' });
    await Promise.race([waiting.fired, arrived[1]!.fired]);
    release.fire();
    const answers = await Promise.all([first, second]);

    expect(refreshes).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(copy.jar.get('bs_refresh')!.value).toBe(visitor.jar.get('bs_refresh')!.value);
    expect(await (await visitor.send(kit.auth.me, '/api/auth/me')).json()).toMatchObject({
      client: { firstName: 'Jo' },
    });
    // The claim was made to last the booking system's time-out and a margin.
    expect(claim).toMatchObject({ state: 'refreshing' });
    expect(claim!.expires_at - claim!.at).toBe(bookingTimeoutMs + claimMarginMs);
  });
});
