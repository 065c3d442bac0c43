/** Answers of the embedded booking backend, in the booking system's own error shape. */
import { z } from 'zod';
import { firstIssue } from '@/lib/validation/first-issue';
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

/**
 * A positive integer id, sent as a JSON number or as digits (a path segment, a query field),
 * read as a number; every way it can fail carries `message`.
 */
export const positiveIntId = (message = 'An id is required') =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\d+$/)], { error: message })
    .transform(Number)
    .pipe(z.number({ error: message }).int().positive());

const anyPositiveIntId = positiveIntId();

/** A positive integer id from a path segment or a field, or null. */
export const intId = (value: unknown): number | null => anyPositiveIntId.safeParse(value).data ?? null;

/** `input` as `schema` reads it, or the 400 `invalid` naming the first field it refuses (`first-issue.ts`). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | Response {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const { field, message } = firstIssue(parsed.error);
  return invalid(field, message);
}
