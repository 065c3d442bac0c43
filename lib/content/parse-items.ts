import type { z } from 'zod';
import { logger } from '@/lib/observability/logger.mjs';

/**
 * Parses each raw item on its own: a malformed item is reported and skipped, so one bad
 * entry in the CMS never takes a page down with it.
 */
export function parseItems<T extends z.ZodType>(
  label: string,
  items: readonly unknown[],
  schema: T,
  source = 'content',
): z.infer<T>[] {
  const parsed: z.infer<T>[] = [];
  for (const item of items) {
    const result = schema.safeParse(item);
    if (result.success) {
      parsed.push(result.data);
    } else {
      const id = item && typeof item === 'object' && 'id' in item ? String((item as { id: unknown }).id) : '?';
      const issues = result.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`);
      logger.warn({ scope: source, kind: label, id, issues }, 'skipped a malformed item');
    }
  }
  return parsed;
}
