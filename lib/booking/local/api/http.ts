/** Answers of the embedded booking backend, in the booking system's own error shape. */
import type { z } from 'zod';
import type { rawError } from '../../raw/common';

export const json = (body: unknown, status = 200) => Response.json(body, { status });

export function apiError(
  status: number,
  code: string,
  message: string,
  extra: { field?: string; attemptsLeft?: number } = {},
): Response {
  const body: z.input<typeof rawError> = {
    error: { code, message, field: extra.field ?? null, attempts_left: extra.attemptsLeft ?? null },
  };
  return json(body, status);
}

export const notFound = (what: string) => apiError(404, 'not_found', `No such ${what}`);
export const invalid = (field: string, message: string) => apiError(400, 'invalid', message, { field });

export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function bearer(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** A positive integer id from a path segment or a field, or null. */
export function intId(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}
