import { timingSafeEqual } from 'node:crypto';
import { allContentTags, collectionTag, collectionTypes, salonFinderTag, type CollectionType } from './tags';

export type RevalidationPlan = { ok: true; tags: string[] } | { ok: false; status: 401 | 400; error: string };

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Decides what a revalidation request may refresh: nothing without the right secret (and
 * nothing at all when no secret is configured), one collection's tag when the body names a
 * known type, else every tag the loaders set.
 */
export function planRevalidation(expected: string | null, given: string | null, body: unknown): RevalidationPlan {
  if (!expected || !given || !sameSecret(expected, given)) return { ok: false, status: 401, error: 'Invalid secret' };
  const type = body && typeof body === 'object' && 'type' in body ? (body as { type: unknown }).type : undefined;
  if (type === undefined) return { ok: true, tags: [...allContentTags] };
  if (type === 'salon-finder') return { ok: true, tags: [salonFinderTag] };
  if (typeof type === 'string' && (collectionTypes as readonly string[]).includes(type)) {
    const tags = [collectionTag(type as CollectionType)];
    // The salon finder answers from the salons, so it goes stale with them.
    if (type === 'salons') tags.push(salonFinderTag);
    return { ok: true, tags };
  }
  return { ok: false, status: 400, error: `Unknown content type: ${String(type)}` };
}
