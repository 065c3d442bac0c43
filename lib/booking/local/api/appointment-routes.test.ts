/**
 * The embedded backend's appointment routes on the wire, where a raw JSON body can say what
 * the booking client never sends.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedKit, type EmbeddedKit } from '../embedded-test-kit';

let kit: EmbeddedKit;
beforeEach(async () => {
  kit = await createEmbeddedKit('2026-01-05T08:00:00Z');
});
afterEach(() => kit.close());

describe('POST /appointments/services', () => {
  it('refuses an id sent as a number too large to be one (1e999) as 400 naming it, without looking it up', async () => {
    const session = await kit.signIn('+447700900123');
    const draft = await kit.client.createAppointment(
      { locationId: '500', clientId: session.clientId },
      session.accessToken,
    );
    if (!draft.ok) throw new Error(JSON.stringify(draft.failure));
    const add = (service: string) =>
      kit.handler(
        new Request(`${kit.baseUrl}/appointments/services`, {
          method: 'POST',
          headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
          body: `{"appointment": ${draft.value.id}, "service": ${service}, "professional": "40012", "start": "2026-01-07T10:00:00Z"}`,
        }),
      );
    const answer = await add('1e999');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: { code: 'invalid', message: 'A service id is required', field: 'service', attempts_left: null },
    });
    // A number that is an id is still looked up as one: no such service here.
    expect((await add('999999')).status).toBe(404);
  });
});
