/**
 * The one place a route's "database unavailable" becomes its answer: 503 with `Retry-After`,
 * never a 500. Such a request changed nothing (a transaction that cannot reach the database
 * does not commit), so the visitor may simply send it again; the pool reconnects by itself
 * once the database is back. Any other error passes through untouched.
 */
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { problem } from './json-problem';
import { logger } from '@/lib/observability/logger.mjs';

export const databaseRetryAfterSeconds = 10;

export const databaseUnavailable = () =>
  problem(503, 'database_unavailable', {}, { 'Retry-After': String(databaseRetryAfterSeconds) });

/** The message of the error at the end of `error`'s causes (a failed migration wraps the refused connection). */
function innermostMessage(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause !== undefined) inner = inner.cause;
  // One refused connection per address of a host name comes as an AggregateError without a message.
  if (inner instanceof AggregateError && !inner.message) inner = inner.errors[0];
  return inner instanceof Error ? inner.message : String(inner);
}

/** `handler`, answering 503 when the site's database cannot be reached. */
export function answeringDatabaseOutage<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logger.error({ scope: 'database', error: innermostMessage(error) }, 'unavailable, answered 503');
      return databaseUnavailable();
    }
  };
}
