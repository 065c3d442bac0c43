// @ts-check
/**
 * The "server unavailable" page as the site draws it (header, footer, message), for answers
 * whose page failed to render. It is the prerendered status page, asked for once over
 * loopback with the process's internal token (proxy.ts serves the internal path only with
 * it) and kept for a minute. If even that fails, a plain page still says what happened.
 */
import { request } from 'node:http';
import { statusPageSegment } from '../lib/routing/status-pages.mjs';
import { logger } from '../lib/observability/logger.mjs';

export const internalTokenHeader = 'x-backstage-internal';
const keepMs = 60_000;

/** The address prefix of each locale (`uk` is under `/ua/`), as lib/i18n/routing.ts has it. */
const prefixOf = (locale) => (locale === 'uk' ? '/ua' : '');

const fallback = (locale) =>
  Buffer.from(
    `<!DOCTYPE html><html lang="${locale === 'uk' ? 'uk' : 'en'}"><head><meta charset="utf-8"><title>503</title></head><body><main><h1>${
      locale === 'uk' ? 'Сервер наразі недоступний, спробуйте пізніше.' : 'The server is currently unavailable, please try later.'
    }</h1><p><a href="${prefixOf(locale)}/">${locale === 'uk' ? 'На головну' : 'Back to the home page'}</a></p></main></body></html>`,
  );

/**
 * @param {{ port: number, token: string, host?: string }} options `host`: an address the server listens on
 * @returns {(locale: string) => Promise<Buffer>}
 */
export function createUnavailablePages({ port, token, host = '127.0.0.1' }) {
  /** @type {Map<string, { body: Buffer, at: number }>} */
  const kept = new Map();

  /** @param {string} locale */
  const fetchPage = (locale) =>
    new Promise((resolve, reject) => {
      const path = `${prefixOf(locale)}/${statusPageSegment}/503/`;
      const call = request(
        { host, port, path, headers: { [internalTokenHeader]: token, 'accept-encoding': 'identity' }, timeout: 5000 },
        (answer) => {
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () =>
            answer.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`status ${answer.statusCode}`)),
          );
          answer.on('error', reject);
        },
      );
      call.on('timeout', () => call.destroy(new Error('timed out')));
      call.on('error', reject);
      call.end();
    });

  return async (locale) => {
    const hit = kept.get(locale);
    if (hit && Date.now() - hit.at < keepMs) return hit.body;
    try {
      const body = /** @type {Buffer} */ (await fetchPage(locale));
      kept.set(locale, { body, at: Date.now() });
      return body;
    } catch (error) {
      logger.error({ scope: 'server', err: error }, 'the unavailable page could not be drawn');
      return hit?.body ?? fallback(locale);
    }
  };
}
