/**
 * How the APIs name what is wrong with a request's input: one field and one message, those of
 * the first issue its schema found. A zod object reads its keys in the order they are
 * declared, so the first wrong field in that order is the one named, and a schema's field
 * order is the order the answer follows. An issue inside a field (an entry of a list) names
 * the field itself; an issue about the input as a whole names `body`.
 */
import type { z } from 'zod';

export type FieldIssue = { field: string; message: string };

export function firstIssue(error: z.ZodError): FieldIssue {
  const issue = error.issues[0];
  const field = issue?.path[0];
  return { field: field === undefined ? 'body' : String(field), message: issue?.message ?? 'Invalid input' };
}
