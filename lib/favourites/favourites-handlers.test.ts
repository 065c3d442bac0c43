import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { createSiteKit, type Visitor } from '@/lib/booking/site/site-test-kit';

describe.each(databaseEngines)('favourites on %s', (engine) => {
  let kit: Awaited<ReturnType<typeof createSiteKit>>;
  beforeEach(async () => {
    kit = await createSiteKit('2026-01-05T08:00:00Z', { engine });
  });
  afterEach(() => kit.close());

  async function signedIn(phone: string): Promise<Visitor> {
    const visitor = kit.visitor();
    await visitor.send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } });
    await visitor.send(kit.auth.confirm, '/api/auth/confirm', {
      method: 'POST',
      body: { code: await kit.lastCode(phone), firstName: 'Ann', lastName: 'Lee' },
    });
    return visitor;
  }

  const toggle = (visitor: Visitor, body: unknown) =>
    visitor.send(kit.favourites.toggle, '/api/favourites', { method: 'POST', body });

  describe('favourites', () => {
    it('toggles each item, keeps services and masters apart, and clears on an empty selection', async () => {
      const visitor = await signedIn('+447700900400');
      expect(await (await visitor.send(kit.favourites.list, '/api/favourites')).json()).toEqual({
        services: [],
        employees: [],
      });
      expect(await (await toggle(visitor, { kind: 'services', ids: ['1008', 'air-touch-long'] })).json()).toEqual({
        services: ['1008', 'air-touch-long'],
        employees: [],
      });
      expect(await (await toggle(visitor, { kind: 'employees', ids: ['40012'] })).json()).toEqual({
        services: ['1008', 'air-touch-long'],
        employees: ['40012'],
      });
      expect(await (await toggle(visitor, { kind: 'services', ids: ['1008', '1009'] })).json()).toEqual({
        services: ['1009', 'air-touch-long'], // same instant: by id
        employees: ['40012'],
      });
      expect(await (await toggle(visitor, { kind: 'services', ids: [] })).json()).toEqual({
        services: [],
        employees: ['40012'],
      });
    });

    it('takes two toggles of the same item at once in turn: added, then removed', async () => {
      const visitor = await signedIn('+447700900402');
      const answers = await Promise.all([
        toggle(visitor, { kind: 'services', ids: ['1008'] }),
        toggle(visitor, { kind: 'services', ids: ['1008'] }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await (await visitor.send(kit.favourites.list, '/api/favourites')).json()).toEqual({
        services: [],
        employees: [],
      });
    });

    it('keeps each client’s lists their own', async () => {
      const first = await signedIn('+447700900401');
      const second = await signedIn('+447700900402');
      await toggle(first, { kind: 'employees', ids: ['40001'] });
      expect(await (await second.send(kit.favourites.list, '/api/favourites')).json()).toEqual({
        services: [],
        employees: [],
      });
    });

    it('answers 401 when signed out, 403 from another site and 400 naming a bad field', async () => {
      expect((await kit.visitor().send(kit.favourites.list, '/api/favourites')).status).toBe(401);
      const visitor = await signedIn('+447700900403');
      const foreign = await visitor.send(kit.favourites.toggle, '/api/favourites', {
        method: 'POST',
        body: { kind: 'services', ids: [] },
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
      expect(await (await toggle(visitor, { kind: 'salons', ids: [] })).json()).toMatchObject({ field: 'kind' });
      expect(await (await toggle(visitor, { kind: 'services', ids: 'x' })).json()).toMatchObject({ field: 'ids' });
      expect(await (await toggle(visitor, { kind: 'services', ids: [7] })).json()).toMatchObject({ field: 'ids' });
    });
  });
});
