// The site's HTTP server, in production (`npm start`) and development (`npm run dev`): Next's
// request handler behind the few rules Next cannot be configured to follow.
// - Malformed requests (bad percent-encoding, over-long targets, writes to pages) are a 4xx
//   here; framework-internal and proxy headers from outside are dropped (server/request-guard).
// - Repeated slashes get this site's 301; Next would answer its own 308 before proxy.ts runs.
// - Answers get their status from proxy.ts's decision, security headers and a hashed CSP,
//   compression, and a rendered "server unavailable" page instead of a failed render
//   (server/response-filter).
// - In production, a page answer Next marks shareable is kept, finished, for ten seconds and
//   sent again without asking Next, then refreshed in the background (server/page-answer-cache,
//   server/background-refresh).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import next from 'next';
import { proxyTrust, trustedProxyRanges } from './lib/net/trusted-proxies.mjs';
import { readShutdownTimings } from './lib/lifecycle/shutdown-timings.mjs';
import { logger } from './lib/observability/logger.mjs';
import { requestContext, requestIdFor, requestIdHeader } from './lib/observability/request-context.mjs';
import { startTracing } from './lib/observability/tracing.mjs';
import { processSingleton, serverShared } from './lib/process-singleton.mjs';
import { redisConnected } from './lib/metrics/health-metrics.mjs';
import { metricsRegistry } from './lib/metrics/metrics.mjs';
import { observeRequest, pageCacheLookups } from './lib/metrics/request-metrics.mjs';
import { readMetricsSettings } from './lib/metrics/metrics-settings.mjs';
import { isExemptPath, normalisePagePath } from './lib/routing/normalise-path.mjs';
import { createBackgroundRefresh } from './server/background-refresh.mjs';
import { createGracefulShutdown, shutdownState } from './server/graceful-shutdown.mjs';
import { ByteBoundedCache } from './server/byte-bounded-cache.mjs';
import { builtNextConfig } from './server/built-config.mjs';
import { chooseEncoding } from './server/compression.mjs';
import { PageAnswerCache } from './server/page-answer-cache.mjs';
import { guardRequest } from './server/request-guard.mjs';
import { startMetricsServer } from './server/metrics-server.mjs';
import { createPrecompressedReader } from './server/precompressed.mjs';
import { logRequestWhenDone } from './server/request-log.mjs';
import { createResponseFilter } from './server/response-filter.mjs';
import { knownInlineScripts } from './server/site-inline-scripts.mjs';
import { sqliteBindingProblemAtStart } from './server/sqlite-binding.mjs';
import { createUnavailablePages, internalTokenHeader } from './server/unavailable-page.mjs';

// Callbacks and bookings are stored in SQLite unless DATABASE_URL names a PostgreSQL: without
// SQLite's native binding, stop now, saying why.
const bindingProblem = sqliteBindingProblemAtStart();
if (bindingProblem) {
  logger.error({ scope: 'server', problem: bindingProblem }, 'SQLite cannot be opened');
  process.exit(1);
}

const dev = process.argv.includes('--dev');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
// For the benchmarks only: the same server without security headers and CSP, to price them,
// without its kept page answers, to price Next's own path, with each page's head as Next
// writes it (preview tags after the inline styles), to price moving them first, or with the
// booking page's scripts run as Next writes them, to price drawing it first.
const security = !process.argv.includes('--without-security-headers');
const keepAnswers = !dev && !process.argv.includes('--without-page-cache');
const previewFirst = !process.argv.includes('--without-preview-first');
const paintFirst = !process.argv.includes('--without-paint-first');
// The peers whose X-Forwarded-For and -Proto are believed: read as lib/config.ts reads
// TRUST_PROXY and TRUSTED_PROXIES, and a bad value stops the server here, naming it.
const proxies = trustedProxyRanges({
  trustProxy: ['1', 'true', 'yes', 'on'].includes(String(process.env.TRUST_PROXY ?? '').toLowerCase()),
  trustedProxies: process.env.TRUSTED_PROXIES,
});
if (!proxies.ok) {
  logger.error({ scope: 'config', variable: 'TRUSTED_PROXIES', problem: proxies.message }, 'invalid configuration');
  process.exit(1);
}
const trustedPeer = proxyTrust(proxies.ranges);

// Where the server reaches itself (for the unavailable page and background refreshes): loopback,
// unless it listens on one address only.
const selfHost = ['0.0.0.0', '::', ''].includes(hostname) ? '127.0.0.1' : hostname;

// The token by which proxy.ts recognises this server's own request for the unavailable page.
const internalToken = randomBytes(24).toString('hex');
processSingleton(serverShared.internalToken, () => internalToken);

// Next's own check of the router-state header: a value it would choke on is refused here.
const require = createRequire(import.meta.url);
const {
  parseAndValidateFlightRouterState,
} = require('next/dist/server/app-render/parse-and-validate-flight-router-state');
const validRouterState = (value) => {
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
};

const originOf = (value) => {
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
};

// Shared with the app's code before it loads, which registers its shutdown steps on it.
shutdownState();
// Read as lib/config.ts reads them; a bad value stops the server here, naming it.
const shutdownTimings = readShutdownTimings(process.env);
if (!shutdownTimings.ok) {
  logger.error(
    { scope: 'config', variable: shutdownTimings.variable, problem: shutdownTimings.message },
    'invalid configuration',
  );
  process.exit(1);
}

// Where the metrics are served, if anywhere; read as lib/config.ts reads them.
const metricsSettings = readMetricsSettings(process.env);
if (!metricsSettings.ok) {
  logger.error(
    { scope: 'config', variable: metricsSettings.variable, problem: metricsSettings.message },
    'invalid configuration',
  );
  process.exit(1);
}

// Traces go out over OTLP only when OTEL_EXPORTER_OTLP_ENDPOINT is set; started before Next
// loads, so its own spans and the app's are recorded from the first request.
const tracing = await startTracing();
if (!tracing.ok) {
  logger.error({ scope: 'config', variable: tracing.variable, problem: tracing.message }, 'invalid configuration');
  process.exit(1);
}

// In production, the configuration the build resolved, handed to Next as its standalone server
// hands it: not next.config.ts again, whose compiler would stay in memory (server/built-config).
const builtConfig = dev ? undefined : builtNextConfig(distDir);
if (builtConfig) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtConfig);
const app = next({ dev });
const handle = app.getRequestHandler();
await app.prepare();

// A background refresh of a kept answer (server/background-refresh) arrives over loopback
// but stands for its visitor, whose scheme it carries.
const refreshScheme = new WeakMap();
const isHttps = (request) =>
  refreshScheme.get(request) ??
  (Boolean(request.socket.encrypted) ||
    (trustedPeer(request.socket.remoteAddress) &&
      String(request.headers['x-forwarded-proto'] ?? '').startsWith('https')));

const filterResponse = createResponseFilter({
  dev,
  security,
  previewFirst,
  paintFirst,
  isHttps,
  unavailablePage: createUnavailablePages({ port, token: internalToken, host: selfHost }),
  policyOptions: {
    // The inline scripts the site and this build write; no other inline script gets a hash.
    knownScripts: new Set(dev || !security ? [] : knownInlineScripts(distDir)),
    imageOrigins: [originOf(process.env.WORDPRESS_URL)].filter(Boolean),
    // The booking system's widget, shown in the booking panel's frame when configured.
    frameOrigins: [originOf(process.env.BOOKING_WIDGET_URL)].filter(Boolean),
  },
  policyCache: new ByteBoundedCache(2 * 1024 * 1024),
  // Compressed pages and assets, by version: bounded whatever the traffic (the site's 606
  // prerendered pages, in one encoding, are about 20 MB).
  bodyCache: new ByteBoundedCache(32 * 1024 * 1024),
  precompressed: dev ? undefined : createPrecompressedReader(distDir),
});

// Finished page answers that Next marks shareable, kept for ten seconds and then refreshed in
// the background while visitors still get them (server/page-answer-cache).
const refreshes = createBackgroundRefresh({ port, token: internalToken, host: selfHost });
const pageAnswers = new PageAnswerCache({
  // Mostly the same compressed bytes as the body cache's (one buffer, counted in both).
  store: new ByteBoundedCache(16 * 1024 * 1024),
  freshMs: 10_000,
  refresh: (ticket, request) => refreshes.start(ticket, request, isHttps(request)),
  onLookup: (result) => pageCacheLookups().inc({ result }),
  keyOf: (request) =>
    `${chooseEncoding(request.headers['accept-encoding']) ?? 'identity'} ${isHttps(request) ? 'https' : 'http'} ${request.url}`,
});
// The revalidation webhook (app/api/revalidate) runs in this process and drops them.
processSingleton(serverShared.pageAnswers, () => pageAnswers);

function reply(response, status, text, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(text);
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function serve(request, response) {
  const refresh = refreshes.claim(request);
  if (refresh) refreshScheme.set(request, refresh.https);
  const token = request.headers[internalTokenHeader];
  const verdict = guardRequest(request, { trustedPeer, validRouterState });
  if (token === internalToken) request.headers[internalTokenHeader] = token;
  else delete request.headers[internalTokenHeader];
  const ticket = refresh
    ? refresh.ticket
    : keepAnswers && verdict.kind === 'pass'
      ? pageAnswers.answer(request, response)
      : null;
  if (ticket === true) return;
  filterResponse(
    request,
    response,
    ticket ? (status, headers, body) => pageAnswers.keep(ticket, status, headers, body) : undefined,
  );
  if (verdict.kind === 'reject') {
    reply(
      response,
      verdict.status,
      `${verdict.status} ${verdict.reason}`,
      verdict.allow ? { Allow: verdict.allow } : {},
    );
    return;
  }

  const raw = request.url ?? '/';
  const path = raw.split('?', 1)[0] ?? '/';
  if (/\/\/|\\/.test(path)) {
    const clean = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
    const location = (isExemptPath(clean) ? clean : normalisePagePath(clean)) + raw.slice(path.length);
    reply(response, 301, location, { Location: location });
    return;
  }
  handle(request, response).catch((error) => {
    logger.error({ scope: 'server', err: error }, 'a request failed');
    if (!response.headersSent) reply(response, 500, '500 Internal Server Error');
  });
}

// Each request gets its id (a trusted proxy's X-Request-Id, else a new one): echoed in the
// answer, passed to Next as the request's own header, and known to everything that runs for
// it (lib/observability/request-context), so its log lines and booking-system calls carry it.
const server = createServer((request, response) => {
  const requestId = requestIdFor(request.headers[requestIdHeader], trustedPeer(request.socket.remoteAddress));
  request.headers[requestIdHeader] = requestId;
  response.setHeader('X-Request-Id', requestId);
  // One line per request, and the request metrics (by route template, never the raw path) of
  // each answer sent in full.
  const context = { requestId };
  logRequestWhenDone(request, response, { requestId, traceOf: () => context.traceId, observe: observeRequest });
  requestContext().run(context, serve, request, response);
});

// A kept-alive connection stays open longer than any client in front of us keeps one idle:
// nginx keeps its upstream connections up to 60 s, and if the server closed one first (Node's
// default is 5 s), a request nginx had just sent on it would be cut, and a POST (a callback, a
// booking) is not retried elsewhere. The headers' deadline must stay above it (Node's rule).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

if (dev) server.on('upgrade', app.getUpgradeHandler());

server.listen(port, hostname, () => {
  logger.info(
    { scope: 'server', url: `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`, development: dev },
    'Backstage site ready',
  );
});

if (metricsSettings.settings) {
  redisConnected();
  const { port: metricsPort, host: metricsHost } = metricsSettings.settings;
  await startMetricsServer({ registry: metricsRegistry(), port: metricsPort, host: metricsHost });
  logger.info({ scope: 'metrics', url: `http://${metricsHost}:${metricsPort}/metrics` }, 'metrics served');
}

// A deploy or container stop: not ready at once, still serving for the delay, then finish what
// is in flight and close (server/graceful-shutdown).
const shutDown = createGracefulShutdown(server, {
  // In development there is no load balancer to wait for.
  delayMs: dev ? 0 : shutdownTimings.timings.delayMs,
  deadlineMs: shutdownTimings.timings.timeoutMs,
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutDown(signal));
