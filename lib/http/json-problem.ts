import { readLimitedBody } from './read-limited-body';

/** The site API's error answers: a machine-readable `error`, and the `field` at fault when there is one. */
export const invalidField = (field: string, message: string, extra: Record<string, unknown> = {}) =>
  Response.json({ error: 'invalid', field, message, ...extra }, { status: 400 });

export const problem = (status: number, error: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) =>
  Response.json({ error, ...extra }, { status, headers });

/**
 * The most a JSON request body of the site's API may hold. The largest real one (a sign-up
 * with names and an email, or fifty favourite ids) is well under 2 KB; a cap read before
 * parsing means a huge body costs the server no more than this.
 */
export const maxJsonBodyBytes = 4 * 1024;

/** The 413 answer to a body over `limit` bytes. */
export const bodyTooLarge = (limit: number) => problem(413, 'too_large', { limit });

/**
 * The body as a JSON object, or the answer to send instead: 413 when it passes `maxBytes`
 * (read no further than that), 400 for anything but a JSON object (malformed JSON, a list, nothing).
 */
export async function readJsonObject(
  request: Request,
  maxBytes = maxJsonBodyBytes,
): Promise<Record<string, unknown> | Response> {
  const body = await readLimitedBody(request, maxBytes);
  if (!body.ok) return bodyTooLarge(maxBytes);
  try {
    const value: unknown = JSON.parse(body.text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Malformed JSON: answered as any other body that is not an object.
  }
  return invalidField('body', 'A JSON object is required');
}
