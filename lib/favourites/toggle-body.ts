/**
 * The body of `POST /api/favourites`: which list (`kind`, services or employees) and the
 * booking system's ids to toggle in it (`ids`, at most `maxSelection`; an empty list clears it).
 */
import { z } from 'zod';
import { idPattern } from '@/lib/site-api/id-pattern';
import type { FavouriteKind } from '@/lib/db/tables/favourites';

export const maxSelection = 50;

const kinds = ['services', 'employees'] as const satisfies readonly FavouriteKind[];
const idsMessage = `A list of up to ${maxSelection} ids is required`;

export const toggleBodySchema = z.object({
  kind: z.enum(kinds, { error: 'The kind is "services" or "employees"' }),
  ids: z.array(z.string({ error: idsMessage }).regex(idPattern), { error: idsMessage }).max(maxSelection),
});
