// @ts-check
/**
 * Refreshes of kept page answers (server/page-answer-cache) that no visitor waits for: the
 * server asks itself for the page over loopback, as the visitor asked (address, host,
 * Accept-Encoding), carrying this process's internal token and a one-time id. The server
 * recognises the request by `claim`, sends it through Next like any other and keeps the
 * answer under the visitor's key and scheme; the body is read and thrown away.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { scopedLog } from '../lib/observability/logger.mjs';

export const refreshHeader = 'x-backstage-refresh';

/**
 * @template Ticket
 * @param {{ port: number, token: string, host?: string, timeoutMs?: number, log?: import('../lib/observability/logger.mjs').EventLog }} options
 *   `host`: an address the server listens on
 */
export function createBackgroundRefresh({ port, token, host = '127.0.0.1', timeoutMs = 10_000, log = scopedLog('server', 'error') }) {
  /** @type {Map<string, { ticket: Ticket, https: boolean }>} */
  const pending = new Map();

  /**
   * Asks for the visitor's page again, in the background.
   * @param {Ticket} ticket where the answer is to be kept
   * @param {import('node:http').IncomingMessage} visitor the request that found the answer stale
   * @param {boolean} https whether the visitor came over https (the answer's headers differ)
   */
  function start(ticket, visitor, https) {
    const id = randomBytes(12).toString('hex');
    pending.set(id, { ticket, https });
    const finish = () => pending.delete(id);
    /** @type {Record<string, string>} */
    const headers = { [refreshHeader]: `${token} ${id}` };
    if (typeof visitor.headers.host === 'string') headers.host = visitor.headers.host;
    if (typeof visitor.headers['accept-encoding'] === 'string') headers['accept-encoding'] = visitor.headers['accept-encoding'];
    const call = httpRequest({ host, port, path: visitor.url, headers, timeout: timeoutMs }, (answer) => {
      answer.on('end', finish);
      answer.on('error', finish);
      answer.resume();
    });
    call.on('timeout', () => call.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    call.on('error', (error) => {
      finish();
      log('a background refresh failed', { path: (visitor.url ?? '/').split('?', 1)[0], error: error.message });
    });
    call.end();
  }

  /**
   * The refresh a request is (its ticket and scheme) when it carries this process's token and
   * an id still pending; null otherwise. The header is removed in every case, so a visitor
   * who sends one gets an ordinary answer.
   * @param {import('node:http').IncomingMessage} request
   */
  function claim(request) {
    const value = request.headers[refreshHeader];
    if (value === undefined) return null;
    delete request.headers[refreshHeader];
    if (typeof value !== 'string') return null;
    const [given, id] = value.split(' ');
    if (given !== token || !id) return null;
    const found = pending.get(id) ?? null;
    pending.delete(id);
    return found;
  }

  return { start, claim, pendingCount: () => pending.size };
}
