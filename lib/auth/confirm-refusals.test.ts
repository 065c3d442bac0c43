/**
 * Every refusal of a code counts, whatever a booking system calls it, against systems reached
 * over loopback HTTP that break the rules an external system must honour: one that answers a
 * wrong code `400 invalid_code`, and one that asks for a new client's name before it has looked
 * at the code. At most five of a sign-in's codes reach either, and a stranger guessing at a
 * client's phone and at a new number sees the same answers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { createSiteKit, type BookingSystem, type Visitor } from '@/lib/site-setup/site-test-kit';
import { maxWrongCodes } from './sign-in-store';

const guessed = '000000';

describe.each(databaseEngines)('refusals of a code on %s', (engine) => {
  let kit: Awaited<ReturnType<typeof createSiteKit>> | null = null;
  afterEach(() => kit?.close());
  /** Confirmations of the guessed code that reached the booking system. */
  let reached = 0;

  const isConfirmation = (url: URL) => url.pathname === '/auth/client' && url.searchParams.has('auth_id');
  const askCode = (visitor: Visitor, phone: string) =>
    visitor.send(kit!.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } });
  const guess = (visitor: Visitor) =>
    visitor.send(kit!.auth.confirm, '/api/auth/confirm', { method: 'POST', body: { code: guessed } });
  const seen = async (response: Response) => ({ status: response.status, body: await response.json() });

  it(`counts a wrong code the system calls 400 invalid_code: ${maxWrongCodes} of 60 from 60 addresses reach it`, async () => {
    reached = 0;
    const invalidCode: BookingSystem = async (request, embedded) => {
      const url = new URL(request.url);
      if (!isConfirmation(url)) return embedded(request);
      reached += 1;
      return Response.json({ error: { code: 'invalid_code', message: 'Invalid code' } }, { status: 400 });
    };
    kit = await createSiteKit('2026-01-05T08:00:00Z', { engine, http: true, bookingSystem: invalidCode });
    const owner = kit.visitor('10.0.0.1');
    expect((await askCode(owner, '+447700900921')).status).toBe(200);
    const answers: { status: number; body: unknown }[] = [];
    for (let i = 0; i < 60; i += 1) {
      const guesser = kit.visitor(`10.0.1.${i + 1}`);
      guesser.jar.set('bs_sign_in', { ...owner.jar.get('bs_sign_in')! });
      answers.push(await seen(await guess(guesser)));
    }
    expect(reached).toBe(maxWrongCodes);
    expect(answers.slice(0, maxWrongCodes)).toEqual(
      [4, 3, 2, 1, 0].map((attemptsLeft) => ({
        status: 422,
        body: { error: 'wrong_code', field: 'code', attemptsLeft },
      })),
    );
    expect(answers.slice(maxWrongCodes).every((answer) => answer.status === 410)).toBe(true);
  }, 60_000);

  it('tells a stranger nothing about a phone from a system that asks for a name before checking the code', async () => {
    const clientPhone = '+447700900922';
    const newPhone = '+447700900923';
    /** The phone of each sign-in the system started, and the guessed codes it was asked per phone. */
    const phoneOf = new Map<string, string>();
    const reachedFor = new Map<string, number>();
    const nameFirst: BookingSystem = async (request, embedded) => {
      const url = new URL(request.url);
      if (url.pathname === '/auth/client' && url.searchParams.has('phone')) {
        const answer = await embedded(request);
        const body = (await answer.clone().json()) as { auth_id: string };
        phoneOf.set(body.auth_id, url.searchParams.get('phone')!);
        return answer;
      }
      if (!isConfirmation(url)) return embedded(request);
      const phone = phoneOf.get(url.searchParams.get('auth_id')!)!;
      if (url.searchParams.get('code') === guessed) reachedFor.set(phone, (reachedFor.get(phone) ?? 0) + 1);
      if (phone !== clientPhone && !url.searchParams.has('firstname')) {
        return Response.json(
          { error: { code: 'registration_required', message: 'Tell us your name', field: 'firstname' } },
          { status: 422 },
        );
      }
      return embedded(request);
    };
    kit = await createSiteKit('2026-01-05T08:00:00Z', { engine, http: true, bookingSystem: nameFirst });
    await kit.signIn(clientPhone);

    async function strangerGuesses(phone: string) {
      const owner = kit!.visitor('10.0.2.1');
      expect((await askCode(owner, phone)).status).toBe(200);
      const stranger = kit!.visitor(`10.0.3.${phone.slice(-1)}`);
      stranger.jar.set('bs_sign_in', { ...owner.jar.get('bs_sign_in')! });
      const answers = [];
      for (let i = 0; i < maxWrongCodes + 2; i += 1) answers.push(await seen(await guess(stranger)));
      return answers;
    }

    const client = await strangerGuesses(clientPhone);
    const stranger = await strangerGuesses(newPhone);
    expect(stranger).toEqual(client);
    expect(client.slice(0, maxWrongCodes).map((answer) => answer.body)).toEqual(
      [4, 3, 2, 1, 0].map((attemptsLeft) => ({ error: 'wrong_code', field: 'code', attemptsLeft })),
    );
    expect(reachedFor.get(clientPhone)).toBe(maxWrongCodes);
    expect(reachedFor.get(newPhone)).toBe(maxWrongCodes);
  }, 60_000);
});
