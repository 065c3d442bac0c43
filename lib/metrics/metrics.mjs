// @ts-check
/**
 * The site's Prometheus metrics: one registry per process, shared by `server.mjs` (run by Node
 * as it is) and the app's bundles (prom-client is loaded unbundled, `serverExternalPackages`),
 * each metric made once per process whichever side asks first (lib/process-singleton.mjs).
 * Every label takes its values from a fixed set (a route template of the build, a method of
 * HTTP, a kind of outbox, a limit's name from the code), never from what a visitor sends,
 * so the series stay few whatever addresses arrive.
 *
 * Figures that live elsewhere (the outbox's backlog in the database, the text budget in Redis,
 * the database pool) are read when Prometheus scrapes, through a reader the app registers
 * (`watch*`); a reader that fails or takes longer than `readTimeoutMs` leaves its series out
 * of that scrape instead of failing or stalling the whole answer, so a database outage never
 * makes the instance look down.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { existingProcessSingleton, processSingleton, serverShared } from '../process-singleton.mjs';

export const metricPrefix = 'backstage_';

/** How long a scrape waits for a figure read from elsewhere (the database, Redis). */
export const readTimeoutMs = 500;

/** This process's registry, with Node's process and event-loop figures (`backstage_process_*`, `backstage_nodejs_*`). */
export function metricsRegistry() {
  return processSingleton('metrics-registry', () => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: metricPrefix });
    return registry;
  });
}

/**
 * @template T
 * @param {string} name
 * @param {(registers: Registry[]) => T} create
 * @returns {T}
 */
const metric = (name, create) => processSingleton(`metric:${name}`, () => create([metricsRegistry()]));

/**
 * `read()` within `readTimeoutMs`, or undefined when it fails or is late.
 * @template T
 * @param {() => Promise<T> | T} read
 * @returns {Promise<T | undefined>}
 */
async function readInTime(read) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(undefined), readTimeoutMs);
    timer.unref();
  });
  try {
    return /** @type {T | undefined} */ (await Promise.race([Promise.resolve().then(read), late]));
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One reading shared by the gauges collected in one scrape (each gauge asks; the first asks the
 * source, the others get its answer while it is under a second old).
 * @template T
 * @param {() => Promise<T> | T} read
 * @returns {() => Promise<T | undefined>}
 */
function sharedReading(read) {
  /** @type {{ at: number, value: Promise<T | undefined> } | null} */
  let last = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > 1000) last = { at: now, value: readInTime(read) };
    return last.value;
  };
}

// --- Requests -------------------------------------------------------------------------------

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A request's method as a label: one of HTTP's usual ones, else `other`. */
export const methodLabel = (/** @type {string | undefined} */ method) => (method && methods.has(method) ? method : 'other');

/** Requests by route template (server/route-template.mjs), method and status, timed to the answer's end. */
export const httpRequestDuration = () =>
  metric(
    'http',
    (registers) =>
      new Histogram({
        name: `${metricPrefix}http_request_duration_seconds`,
        help: 'Requests answered, by route template, method and status, and how long each took to its last byte.',
        labelNames: ['route', 'method', 'status'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
  );

/**
 * Counts one answered request.
 * @param {{ route: string, method: string | undefined, status: number, seconds: number }} request
 */
export function observeRequest({ route, method, status, seconds }) {
  const code = Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : 'other';
  httpRequestDuration().observe({ route, method: methodLabel(method), status: code }, seconds);
}

/** Page answers the production server sent from its own kept copies (`hit`), or asked of Next for (`miss`). */
export const pageCacheLookups = () =>
  metric(
    'page-cache',
    (registers) =>
      new Counter({
        name: `${metricPrefix}page_cache_lookups_total`,
        help: "Page requests the server's kept page answers could serve (result=hit) or could not (result=miss).",
        labelNames: ['result'],
        registers,
      }),
  );

// --- Outboxes -------------------------------------------------------------------------------

/** @typedef {{ backlog: number, oldestCreatedAt: number | null }} OutboxBacklog */

/**
 * The readers the app registered, shared by every copy of this module in the process.
 * @type {() => {
 *   backlog: Map<string, () => Promise<OutboxBacklog | undefined>>,
 *   smsBudget?: () => Promise<BudgetUsage[] | undefined>,
 *   pool?: () => PoolFigures | null,
 *   ready?: () => Promise<boolean | undefined>,
 * }}
 */
const sources = () => processSingleton('metrics-sources', () => ({ backlog: new Map() }));
const backlogReaders = () => sources().backlog;

const outboxBacklog = () =>
  metric(
    'outbox-backlog',
    (registers) =>
      new Gauge({
        name: `${metricPrefix}outbox_backlog`,
        help: 'Messages saved and not yet delivered, by kind (callbacks, sms); the same figure from every instance sharing the database.',
        labelNames: ['kind'],
        registers,
        async collect() {
          this.reset();
          for (const [kind, read] of backlogReaders()) {
            const figures = await read();
            if (figures) this.set({ kind }, figures.backlog);
          }
        },
      }),
  );

const outboxOldestAge = () =>
  metric(
    'outbox-oldest',
    (registers) =>
      new Gauge({
        name: `${metricPrefix}outbox_oldest_age_seconds`,
        help: 'Age of the oldest message not yet delivered, by kind; 0 when none waits.',
        labelNames: ['kind'],
        registers,
        async collect() {
          this.reset();
          for (const [kind, read] of backlogReaders()) {
            const figures = await read();
            if (figures)
              this.set({ kind }, figures.oldestCreatedAt === null ? 0 : Math.max(0, (Date.now() - figures.oldestCreatedAt) / 1000));
          }
        },
      }),
  );

/**
 * Reports the backlog of the outbox `kind` on each scrape, read by `read` (for an outbox whose
 * worker runs: one whose messages nobody delivers is no backlog to alert on).
 * @param {string} kind
 * @param {() => Promise<OutboxBacklog>} read
 */
export function watchOutboxBacklog(kind, read) {
  backlogReaders().set(kind, sharedReading(read));
  outboxBacklog();
  outboxOldestAge();
}

/** Delivery attempts by kind and result (`delivered`, `failed`). */
export const outboxAttempts = () =>
  metric(
    'outbox-attempts',
    (registers) =>
      new Counter({
        name: `${metricPrefix}outbox_attempts_total`,
        help: "Delivery attempts this instance made, by kind and result (delivered, or failed and to be retried).",
        labelNames: ['kind', 'result'],
        registers,
      }),
  );

/** Callback requests saved by this instance (each answered 201). */
export const callbacksCreated = () =>
  metric(
    'callbacks-created',
    (registers) =>
      new Counter({
        name: `${metricPrefix}callbacks_created_total`,
        help: 'Callback requests this instance saved (each answered 201).',
        registers,
      }),
  );

// --- Text budget ----------------------------------------------------------------------------

/** @typedef {{ window: 'hour' | 'day', used: number, max: number }} BudgetUsage */

/** @param {() => Promise<BudgetUsage[]>} read */
export function watchSmsBudget(read) {
  sources().smsBudget = sharedReading(read);
  /** @param {'used' | 'left'} what */
  const gauge = (what) =>
    metric(
      `sms-budget-${what}`,
      (registers) =>
        new Gauge({
          name: `${metricPrefix}sms_budget_${what}`,
          help:
            what === 'used'
              ? 'Sign-in texts spent in the current window of the site-wide budget, by window (hour, day); the same from every instance.'
              : 'Sign-in texts left in the current window of the site-wide budget, by window (hour, day).',
          labelNames: ['window'],
          registers,
          async collect() {
            this.reset();
            for (const usage of (await sources().smsBudget?.()) ?? [])
              this.set({ window: usage.window }, what === 'used' ? usage.used : Math.max(0, usage.max - usage.used));
          },
        }),
    );
  gauge('used');
  gauge('left');
}

// --- Booking system -------------------------------------------------------------------------

/** Calls to the booking system by operation (method and first path segment) and outcome. */
export const bookingSystemCalls = () =>
  metric(
    'booking-system',
    (registers) =>
      new Histogram({
        name: `${metricPrefix}booking_system_request_duration_seconds`,
        help: 'Calls to the booking system, by operation and outcome (ok, rejected, unauthorized, timeout, unreachable, server-error, malformed), and how long each took.',
        labelNames: ['operation', 'outcome'],
        buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
  );

const bookingOutcomes = new Set(['ok', 'rejected', 'unauthorized', 'timeout', 'unreachable', 'server-error', 'malformed']);

/**
 * The operation of a call to the booking system as a label: its method and its path's first
 * segment (`GET /services`, `PUT /appointments`): ids never reach a label.
 * @param {string} method
 * @param {string} path
 */
export function bookingOperation(method, path) {
  const first = path.split('?', 1)[0]?.split('/').find(Boolean) ?? '';
  return `${methodLabel(method)} /${/^[a-z][a-z_-]{0,30}$/i.test(first) ? first : 'other'}`;
}

/**
 * Counts one call to the booking system.
 * @param {{ operation: string, outcome: string, seconds: number }} call
 */
export function observeBookingCall({ operation, outcome, seconds }) {
  bookingSystemCalls().observe({ operation, outcome: bookingOutcomes.has(outcome) ? outcome : 'other' }, seconds);
}

// --- Rate limits ----------------------------------------------------------------------------

/** Allowances the text budget keeps to raise its alert once per window: their refusals refuse nobody. */
const bookkeepingLimits = new Set(['sms-budget-warn', 'sms-budget-alert']);
/** Second words of a key that name a limit apart (`auth-code:ip`, `auth-code:phone`), not a visitor. */
const limitQualifiers = new Set(['ip', 'phone', 'phone-day', 'session', 'hour', 'day']);

/**
 * The limit a rate-limit key belongs to: its first one or two words (`auth-code:ip` of
 * `auth-code:ip:203.0.113.0/24`), `other` for a key of another shape, null for bookkeeping.
 * @param {string} key
 * @returns {string | null}
 */
export function limitNameOf(key) {
  const [first = '', second = ''] = key.split(':');
  if (bookkeepingLimits.has(first)) return null;
  if (!/^[a-z][a-z-]{0,40}$/.test(first)) return 'other';
  return limitQualifiers.has(second) ? `${first}:${second}` : first;
}

export const rateLimitRefusals = () =>
  metric(
    'rate-limit',
    (registers) =>
      new Counter({
        name: `${metricPrefix}rate_limit_refusals_total`,
        help: 'Requests refused by a rate limit or budget, by limit.',
        labelNames: ['limit'],
        registers,
      }),
  );

/** Counts a request refused under the rate-limit key `key`. @param {string} key */
export function countRefusal(key) {
  const limit = limitNameOf(key);
  if (limit) rateLimitRefusals().inc({ limit });
}

// --- Database, Redis, readiness -------------------------------------------------------------

/** @typedef {{ inUse: number, idle: number, waiting: number }} PoolFigures */

/**
 * Reports the PostgreSQL pool's connections in use and the queries waiting for one, read on
 * each scrape (the latest pool opened by this process; null, so no series, with SQLite, which has no pool).
 * @param {() => PoolFigures | null} read
 */
export function watchDatabasePool(read) {
  sources().pool = read;
  /** @param {'in_use' | 'waiting'} what */
  const gauge = (what) =>
    metric(
      `pool-${what}`,
      (registers) =>
        new Gauge({
          name: `${metricPrefix}db_pool_${what === 'in_use' ? 'connections_in_use' : 'waiting_queries'}`,
          help:
            what === 'in_use'
              ? "PostgreSQL connections of this instance's pool running a query."
              : "Queries of this instance waiting for one of its pool's PostgreSQL connections.",
          registers,
          collect() {
            this.reset();
            const figures = sources().pool?.();
            if (figures) this.set(what === 'in_use' ? figures.inUse : figures.waiting);
          },
        }),
    );
  gauge('in_use');
  gauge('waiting');
}

/**
 * Whether this process's commands connection to Redis is up (1) or not (0); no series without
 * REDIS_URL. Read from the shared connection as it is, never opening one.
 */
export const redisConnected = () =>
  metric(
    'redis',
    (registers) =>
      new Gauge({
        name: `${metricPrefix}redis_connected`,
        help: "Whether this instance's connection to Redis is usable (1) or not (0); absent without REDIS_URL.",
        registers,
        collect() {
          this.reset();
          if (!process.env.REDIS_URL?.trim()) return;
          /** @type {{ commands: { usable(): boolean } } | undefined} */
          const redis = existingProcessSingleton(serverShared.redis);
          this.set(redis?.commands.usable() ? 1 : 0);
        },
      }),
  );

/** @param {() => Promise<boolean>} read whether the instance is ready (as /api/health/ready answers) */
export function watchReadiness(read) {
  sources().ready = sharedReading(read);
  metric(
    'ready',
    (registers) =>
      new Gauge({
        name: `${metricPrefix}ready`,
        help: 'Whether this instance is ready for visitors (1), as /api/health/ready answers, or not (0).',
        registers,
        async collect() {
          const ready = await sources().ready?.();
          this.set(ready === true ? 1 : 0);
        },
      }),
  );
}
