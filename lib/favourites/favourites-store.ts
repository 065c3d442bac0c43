/**
 * Each client's favourite services and masters, kept by the site itself (keyed by the
 * booking system's client id), whichever booking system is behind it. A selection toggles:
 * an item already in the list leaves it, any other joins; an empty selection clears it.
 */
import type { Kysely, Transaction } from 'kysely';
import { serialiseOn } from '@/lib/db/dialect';
import type { Database } from '@/lib/db/schema';
import type { FavouriteKind } from '@/lib/db/tables/favourites';
import { turnsOf } from './turns';

export type Favourites = Record<FavouriteKind, string[]>;

/**
 * What a toggle may add: at most `maxPerKind` items in a list, and only ids in `known` (the
 * booking system's list); `known` null when that list cannot be had, so nothing is added.
 * Removing is always allowed, so an item the salon has since dropped can still leave a list.
 */
export type ToggleRules = { maxPerKind: number; known: ReadonlySet<string> | null };

export type ToggleResult =
  | { ok: true; favourites: Favourites }
  | { ok: false; error: 'unknown_ids'; ids: string[] }
  | { ok: false; error: 'too_many'; max: number }
  | { ok: false; error: 'catalogue_unavailable' };

export function createFavouritesStore(db: Kysely<Database>) {
  const turns = turnsOf(db);

  async function list(clientId: string): Promise<Favourites> {
    const rows = await db
      .selectFrom('favourites')
      .select(['kind', 'item_id'])
      .where('client_id', '=', clientId)
      .orderBy('created_at')
      .orderBy('item_id')
      .execute();
    return {
      services: rows.filter((row) => row.kind === 'services').map((row) => row.item_id),
      employees: rows.filter((row) => row.kind === 'employees').map((row) => row.item_id),
    };
  }

  async function toggle(
    clientId: string,
    kind: FavouriteKind,
    itemIds: string[],
    now: number,
    rules: ToggleRules,
  ): Promise<ToggleResult> {
    const apply = async (trx: Transaction<Database>): Promise<ToggleResult | null> => {
      // Two toggles of one client's list at once take turns (on PostgreSQL both could find an
      // item absent and both add it, or both pass the cap); the second sees what the first did.
      // In this process they wait their turn in memory (below), so one client's flood holds
      // one connection, not the pool; the lock orders toggles sent to other instances.
      await serialiseOn(trx, `favourites:${clientId}`);
      if (itemIds.length === 0) {
        await trx.deleteFrom('favourites').where('client_id', '=', clientId).where('kind', '=', kind).execute();
        return null;
      }
      const present = new Set(
        (
          await trx
            .selectFrom('favourites')
            .select('item_id')
            .where('client_id', '=', clientId)
            .where('kind', '=', kind)
            .execute()
        ).map((row) => row.item_id),
      );
      const selection = [...new Set(itemIds)];
      const added = selection.filter((itemId) => !present.has(itemId));
      const removed = selection.filter((itemId) => present.has(itemId));
      if (added.length > 0 && !rules.known) return { ok: false, error: 'catalogue_unavailable' };
      const unknown = added.filter((itemId) => !rules.known!.has(itemId));
      if (unknown.length > 0) return { ok: false, error: 'unknown_ids', ids: unknown };
      if (present.size - removed.length + added.length > rules.maxPerKind)
        return { ok: false, error: 'too_many', max: rules.maxPerKind };
      if (removed.length > 0) {
        await trx
          .deleteFrom('favourites')
          .where('client_id', '=', clientId)
          .where('kind', '=', kind)
          .where('item_id', 'in', removed)
          .execute();
      }
      if (added.length > 0) {
        await trx
          .insertInto('favourites')
          .values(added.map((itemId) => ({ client_id: clientId, kind, item_id: itemId, created_at: now })))
          .execute();
      }
      return null;
    };
    const refused = await turns(clientId, () => db.transaction().execute(apply));
    return refused ?? { ok: true, favourites: await list(clientId) };
  }

  return { list, toggle };
}
