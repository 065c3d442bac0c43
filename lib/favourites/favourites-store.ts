/**
 * Each client's favourite services and masters, kept by the site itself (keyed by the
 * booking system's client id), whichever booking system is behind it. A selection toggles:
 * an item already in the list leaves it, any other joins; an empty selection clears it.
 */
import type { Kysely } from 'kysely';
import { serialiseOn } from '@/lib/db/dialect';
import type { Database } from '@/lib/db/schema';
import type { FavouriteKind } from './favourites-tables';

export type Favourites = Record<FavouriteKind, string[]>;

export function createFavouritesStore(db: Kysely<Database>) {
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

  async function toggle(clientId: string, kind: FavouriteKind, itemIds: string[], now: number): Promise<Favourites> {
    await db.transaction().execute(async (trx) => {
      // Two toggles of one client's list at once take turns (on PostgreSQL both could find an
      // item absent and both add it); the second sees what the first did.
      await serialiseOn(trx, `favourites:${clientId}`);
      if (itemIds.length === 0) {
        await trx.deleteFrom('favourites').where('client_id', '=', clientId).where('kind', '=', kind).execute();
        return;
      }
      for (const itemId of new Set(itemIds)) {
        const removed = await trx
          .deleteFrom('favourites')
          .where('client_id', '=', clientId)
          .where('kind', '=', kind)
          .where('item_id', '=', itemId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) {
          await trx
            .insertInto('favourites')
            .values({ client_id: clientId, kind, item_id: itemId, created_at: now })
            .execute();
        }
      }
    });
    return list(clientId);
  }

  return { list, toggle };
}
