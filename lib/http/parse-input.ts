/**
 * Reads a request's JSON body or query with its zod schema, answering a refusal the way every
 * route of the site's API does: 400 `invalid` with the first wrong field and its message
 * (`invalidField`, `first-issue.ts`).
 */
import type { z } from 'zod';
import { firstIssue } from '@/lib/validation/first-issue';
import { invalidField } from './json-problem';

/** `input` as `schema` reads it, or the 400 to send instead. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | Response {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const { field, message } = firstIssue(parsed.error);
  return invalidField(field, message);
}
