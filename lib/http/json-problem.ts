/** The site API's error answers: a machine-readable `error`, and the `field` at fault when there is one. */
export const invalidField = (field: string, message: string, extra: Record<string, unknown> = {}) =>
  Response.json({ error: 'invalid', field, message, ...extra }, { status: 400 });

export const problem = (status: number, error: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) =>
  Response.json({ error, ...extra }, { status, headers });

/** The body as a JSON object, or null for anything else (malformed JSON, a list, nothing). */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
