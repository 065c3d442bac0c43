/**
 * The optional body of `POST /api/revalidate`: `{"type": ...}` names the one collection (or
 * `salon-finder`) to refresh. A body without a `type`, and any JSON that is not an object,
 * asks for everything; an unknown `type` is refused, naming it.
 */
import { z } from 'zod';
import { collectionTypes } from './tags';

export const revalidationTypes = [...collectionTypes, 'salon-finder'] as const;

export const revalidationBodySchema = z.preprocess(
  (body) => (body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  z.object({
    type: z.enum(revalidationTypes, { error: (issue) => `Unknown content type: ${String(issue.input)}` }).optional(),
  }),
);
