/**
 * Whether an error means "the database cannot be reached or cannot take this now", as
 * opposed to a mistake in a query. Such an error is answered 503 with `Retry-After`, never
 * 500: the request changed nothing (its transaction did not commit) and can be sent again.
 */

/** SQLSTATE classes and codes of PostgreSQL that say the server, not the query, failed. */
const postgresUnavailable = [
  /^08/, // connection exception
  /^53/, // insufficient resources: too many connections, disk full, out of memory
  /^57P0[1-4]$/, // shutting down, crashed, starting up, database dropped
  /^58/, // system error (I/O)
];

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** What `pg` says, without a code, when a connection cannot be made or is lost. */
const pgConnectionMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** SQLite's: another process held the lock past the busy time-out, or the file cannot be used. */
const sqliteUnavailable = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN)/;

function matches(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? String(error.code) : '';
  if (networkCodes.has(code) || sqliteUnavailable.test(code)) return true;
  if (/^[0-9A-Z]{5}$/.test(code) && postgresUnavailable.some((pattern) => pattern.test(code))) return true;
  return pgConnectionMessages.test(error.message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Follows causes (a failed migration wraps the connection error) and every error of an
  // AggregateError (one connection attempt per address of a host name).
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const next = queue.shift();
    if (next === undefined || next === null || seen.has(next)) continue;
    seen.add(next);
    if (matches(next)) return true;
    if (next instanceof AggregateError) queue.push(...next.errors);
    if (next instanceof Error) queue.push(next.cause);
  }
  return false;
}
