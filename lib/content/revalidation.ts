import { timingSafeEqual } from 'node:crypto';
import { maxJsonBodyBytes } from '@/lib/http/json-problem';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { revalidationBodySchema } from './revalidation-body';
import { allContentTags, collectionTag, salonFinderTag } from './tags';

export type RevalidationPlan = { ok: true; tags: string[] } | { ok: false; status: 401 | 400 | 413; error: string };

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
  const parsed = revalidationBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]!.message };
  const { type } = parsed.data;
  if (type === undefined) return { ok: true, tags: [...allContentTags] };
  if (type === 'salon-finder') return { ok: true, tags: [salonFinderTag] };
  const tags = [collectionTag(type)];
  // The salon finder answers from the salons, so it goes stale with them.
  if (type === 'salons') tags.push(salonFinderTag);
  return { ok: true, tags };
}

/**
 * The plan for a `POST /api/revalidate` request: the `x-revalidate-secret` header is judged
 * first, and only a request that has the secret gets its body read (at most a few KB; none
 * means everything), so a stranger can make the server read nothing.
 */
export async function planRevalidationRequest(expected: string | null, request: Request): Promise<RevalidationPlan> {
  const given = request.headers.get('x-revalidate-secret');
  const withoutBody = planRevalidation(expected, given, null);
  if (!withoutBody.ok) return withoutBody;
  const read = await readLimitedBody(request, maxJsonBodyBytes);
  if (!read.ok) return { ok: false, status: 413, error: `The body is over ${maxJsonBodyBytes} bytes` };
  if (read.text.trim() === '') return withoutBody;
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return { ok: false, status: 400, error: 'The body is not JSON' };
  }
  return planRevalidation(expected, given, body);
}
