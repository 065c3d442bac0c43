/**
 * Posts a callback request to the site's own route and says what became of it, in terms the
 * form can show: saved, a field the server refused, too many requests (and for how long),
 * refused as a bot, or the server unreachable.
 */
export type CallbackOutcome =
  | { kind: 'saved' }
  | { kind: 'invalid'; field: string; code: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'refused' }
  | { kind: 'unavailable' };

export type CallbackPayload = { name: string; phone: string; agreed: boolean; page: string; website: string };

export async function sendCallback(payload: CallbackPayload, fetchImpl: typeof fetch = fetch): Promise<CallbackOutcome> {
  let response: Response;
  try {
    response = await fetchImpl('/api/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status === 201) return { kind: 'saved' };
  const body = (await response.json().catch(() => null)) as { error?: string; field?: string; code?: string; retryAfterSeconds?: number } | null;
  if (response.status === 429) {
    return { kind: 'rate-limited', retryAfterSeconds: body?.retryAfterSeconds ?? Number(response.headers.get('retry-after') ?? 600) };
  }
  if (response.status === 400 && body?.error === 'invalid_field' && body.field && body.code) {
    return { kind: 'invalid', field: body.field, code: body.code };
  }
  if (response.status >= 400 && response.status < 500) return { kind: 'refused' };
  return { kind: 'unavailable' };
}
