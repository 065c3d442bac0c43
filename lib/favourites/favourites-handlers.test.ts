import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { createSiteKit, type Visitor } from '@/lib/site-setup/site-test-kit';
import { maxPerKind } from './favourites-handlers';

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
      expect(await (await toggle(visitor, { kind: 'services', ids: ['1008', '1010'] })).json()).toEqual({
        services: ['1008', '1010'],
        employees: [],
      });
      expect(await (await toggle(visitor, { kind: 'employees', ids: ['40012'] })).json()).toEqual({
        services: ['1008', '1010'],
        employees: ['40012'],
      });
      expect(await (await toggle(visitor, { kind: 'services', ids: ['1008', '1009'] })).json()).toEqual({
        services: ['1009', '1010'], // same instant: by id
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

    it('refuses ids the booking system does not list (422, naming them), storing nothing, yet lets a dropped one leave', async () => {
      const visitor = await signedIn('+447700900404');
      const unknown = await toggle(visitor, { kind: 'services', ids: ['1008', 'no-such-service', '40012'] });
      expect(unknown.status).toBe(422);
      expect(await unknown.json()).toEqual({ error: 'unknown_ids', field: 'ids', ids: ['no-such-service', '40012'] });
      const master = await toggle(visitor, { kind: 'employees', ids: ['1008'] });
      expect(master.status).toBe(422);
      expect(await (await visitor.send(kit.favourites.list, '/api/favourites')).json()).toEqual({
        services: [],
        employees: [],
      });

      // A master the salon has since dropped from its list can still be taken off a client's.
      await toggle(visitor, { kind: 'employees', ids: ['40012'] });
      const [row] = await kit.db.selectFrom('favourites').select('client_id').execute();
      await kit.db
        .insertInto('favourites')
        .values({ client_id: row!.client_id, kind: 'employees', item_id: '49999', created_at: kit.clock.now })
        .execute();
      expect(await (await toggle(visitor, { kind: 'employees', ids: ['49999'] })).json()).toEqual({
        services: [],
        employees: ['40012'],
      });
    });

    it(`holds at most ${maxPerKind} items a list: a toggle that would pass it is refused (422) and changes nothing`, async () => {
      const visitor = await signedIn('+447700900405');
      await toggle(visitor, { kind: 'services', ids: ['1008'] });
      const [row] = await kit.db.selectFrom('favourites').select('client_id').execute();
      // Earlier picks the salon has since dropped count too: 1008 and 198 of them make 199.
      await kit.db
        .insertInto('favourites')
        .values(
          Array.from({ length: maxPerKind - 2 }, (_, index) => ({
            client_id: row!.client_id,
            kind: 'services' as const,
            item_id: `old-${index}`,
            created_at: kit.clock.now,
          })),
        )
        .execute();
      const over = await toggle(visitor, { kind: 'services', ids: ['1009', '1010'] });
      expect(over.status).toBe(422);
      expect(await over.json()).toEqual({ error: 'too_many', field: 'ids', max: maxPerKind });
      expect((await (await visitor.send(kit.favourites.list, '/api/favourites')).json()).services).toHaveLength(199);
      // Taking one off while adding two reaches the cap exactly; one more is then refused.
      expect(
        (await (await toggle(visitor, { kind: 'services', ids: ['1008', '1009', '1010'] })).json()).services,
      ).toHaveLength(200);
      expect((await toggle(visitor, { kind: 'services', ids: ['1008'] })).status).toBe(422);
      expect((await (await toggle(visitor, { kind: 'services', ids: ['1009'] })).json()).services).toHaveLength(199);
      // The other list has its own room.
      expect((await toggle(visitor, { kind: 'employees', ids: ['40012'] })).status).toBe(200);
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
