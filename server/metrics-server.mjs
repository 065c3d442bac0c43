// @ts-check
/**
 * The metrics' own HTTP server (lib/metrics/metrics-settings.mjs says where): `GET /metrics`
 * answers this process's registry in Prometheus's text format; every other path is 404 and
 * every other method 405. Apart from the site's server, so no visitor or proxy reaches it.
 */
import { createServer } from 'node:http';

/**
 * @param {{ registry: import('prom-client').Registry, port: number, host: string }} options
 * @returns {Promise<import('node:http').Server>} once it listens
 */
export function startMetricsServer({ registry, port, host }) {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('404 Not Found: the metrics are at /metrics');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('405 Method Not Allowed');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('500 the metrics could not be gathered'),
    );
  });
  // Lingering scrapes never hold up the process's exit.
  server.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
