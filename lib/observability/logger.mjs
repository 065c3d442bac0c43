// @ts-check
/**
 * The site's one logger: JSON lines on standard output, one event a line, each with `time` (ISO
 * 8601), `level` (`debug`, `info`, `warn`, `error`), `msg` (a short phrase that stays the same
 * from one event of its kind to the next, so it can be searched and counted), `instance` (which
 * server process wrote it), `requestId` when the event happens while a request is served,
 * `traceId` and `spanId` when it happens inside a recorded span (tracing on), and its own fields. `LOG_LEVEL` sets the least level written (`info` unless set).
 *
 * Phones, sign-in codes, names, tokens and cookies never reach a line: callers do not pass
 * them, and any field under one of the redacted keys is written as `[redacted]` all the same.
 * Errors are written as their type, code, message and stack only: a database's `detail` or a
 * client's request body, which can carry what a visitor typed, is left out.
 *
 * Plain JavaScript, so that `server.mjs` (run by Node as it is) and the app's bundles write
 * through the same logger, kept once per process.
 */
import { hostname } from 'node:os';
import pino from 'pino';
import { processSingleton } from '../process-singleton.mjs';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import { requestContext } from './request-context.mjs';
import { requestLineOutput } from './request-line-output.mjs';

/** Field names whose values are never written, at the top of an event or one level down. */
export const redactedKeys = Object.freeze([
  'phone',
  'code',
  'name',
  'firstName',
  'lastName',
  'token',
  'cookie',
  'cookies',
  'authorization',
  'password',
  'secret',
  'text',
  'body',
]);

export const logLevels = Object.freeze(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/**
 * The least level written for `LOG_LEVEL`, or null for a value that is not a level.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function logLevelOf(value) {
  const level = (value ?? '').trim().toLowerCase() || 'info';
  return logLevels.includes(level) ? level : null;
}

const redacted = new Set(redactedKeys);
const censor = '[redacted]';

/**
 * The event with every value under a redacted key, at its top or one level down, written as
 * `[redacted]`; the event itself when it holds none (most do), so nothing is copied. Errors are
 * left whole for their serializer, which writes only their type, code, message and stack.
 *
 * Pino's own `redact` did this job, at about 6 microseconds a line with these 26 paths, as much
 * again as writing the line: a tax on every request's log line that a scan of the event's keys
 * does not levy.
 * @param {Record<string, unknown>} event
 * @returns {Record<string, unknown>}
 */
export function redactEvent(event) {
  /** @type {Record<string, unknown> | null} */
  let copy = null;
  for (const key in event) {
    if (redacted.has(key)) {
      (copy ??= { ...event })[key] = censor;
      continue;
    }
    const value = event[key];
    if (value === null || typeof value !== 'object' || value instanceof Error) continue;
    /** @type {Record<string, unknown> | null} */
    let inner = null;
    for (const innerKey in value) if (redacted.has(innerKey)) (inner ??= { ...value })[innerKey] = censor;
    if (inner) (copy ??= { ...event })[key] = inner;
  }
  return copy ?? event;
}

/**
 * The error's type, code, message and stack: what says what went wrong, not what was sent.
 * @param {unknown} error
 * @returns {Record<string, unknown>}
 */
export function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = /** @type {{ code?: unknown }} */ (error).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
    ...(error.cause !== undefined ? { cause: describeError(error.cause) } : {}),
  };
}

/**
 * Whether standard output and error still have a reader. When the reader goes (the log
 * collector stops, a pipe closes), a write fails with EPIPE; unheard, that error is an uncaught
 * exception, which the framework reports on the same closed output, and the process spun at
 * full CPU answering nobody. Heard here, the lost output is given up and the site goes on.
 */
const outputOpen = { stdout: true };
process.stdout.on('error', () => {
  outputOpen.stdout = false;
});
// The framework writes its own lines to standard error; a write there that fails is dropped.
process.stderr.on('error', () => {});

/** This process's name in log lines: the host and the process id. */
export const instanceName = `${hostname()}/${process.pid}`;

/**
 * Standard output, written at once (Node writes to a file or pipe synchronously on Linux), so
 * the last lines before an exit are not lost; tests read the lines by watching
 * `process.stdout.write`.
 * @type {import('pino').DestinationStream}
 */
const standardOutput = { write: (line) => void (outputOpen.stdout && process.stdout.write(line)) };

/**
 * @param {{ level?: string, destination?: import('pino').DestinationStream, instance?: string }} [options]
 * @returns {import('pino').Logger}
 */
export function createLogger({ level, destination, instance = instanceName } = {}) {
  const requests = requestContext();
  return pino(
    {
      level: level ?? logLevelOf(process.env.LOG_LEVEL) ?? 'info',
      base: { instance },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Called with the event and what `mixin` added, before the serializers.
      formatters: { level: (label) => ({ level: label }), log: redactEvent },
      serializers: { err: describeError, error: describeError },
      mixin: () => {
        const store = requests.getStore();
        // With tracing on, the span the line is written in, so it can be found in its trace.
        const span = trace.getActiveSpan()?.spanContext();
        if (span && isSpanContextValid(span))
          return store
            ? { requestId: store.requestId, traceId: span.traceId, spanId: span.spanId }
            : { traceId: span.traceId, spanId: span.spanId };
        if (!store) return {};
        return store.traceId ? { requestId: store.requestId, traceId: store.traceId } : { requestId: store.requestId };
      },
    },
    destination ?? standardOutput,
  );
}

/** This process's logger. */
export const logger = processSingleton('logger', () => createLogger());

/**
 * The logger of the line written for each request (server/request-log.mjs): the same lines,
 * gathered and written together (request-line-output.mjs), because a loaded server writes
 * hundreds a second. Every other event is written at once.
 */
export const requestLogger = processSingleton('request-logger', () => createLogger({ destination: requestLineOutput() }));

/**
 * @typedef {(msg: string, fields?: Record<string, unknown>) => void} EventLog
 *   how a module that takes its log as an option writes an event: a stable message, and fields
 */

/**
 * An event log writing at `level` under `scope` (the part of the site: `redis`, `server`, ...).
 * @param {string} scope
 * @param {'debug' | 'info' | 'warn' | 'error'} level
 * @returns {EventLog}
 */
export const scopedLog = (scope, level) => (msg, fields) => logger[level]({ scope, ...fields }, msg);
