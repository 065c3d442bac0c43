// @ts-check
/**
 * The site's own spans (booking-system calls, database queries, Redis commands, outbox
 * deliveries), through `@opentelemetry/api`: without a tracer provider (no
 * OTEL_EXPORTER_OTLP_ENDPOINT) they are the API's no-op spans and cost next to nothing, and
 * the per-query and per-command hooks are not installed at all. Attributes name what was done
 * and how it ended, never what was sent: no phone, code, name, token, key or query parameter.
 */
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { existingProcessSingleton } from '../process-singleton.mjs';

const tracer = () => trace.getTracer('backstage-site');

/** Whether spans are recorded and sent in this process (tracing started by server.mjs). */
export const tracingActive = () => existingProcessSingleton('tracer-provider') !== undefined;

/**
 * Runs `work` inside a span named `name`: the span is the parent of what `work` starts, ends
 * when `work` settles, and is marked an error (by the error's type only) when it throws.
 * @template T
 * @param {string} name
 * @param {{ attributes?: import('@opentelemetry/api').Attributes, kind?: 'client' | 'internal' }} options
 * @param {(span: import('@opentelemetry/api').Span) => Promise<T>} work
 * @returns {Promise<T>}
 */
export function inSpan(name, { attributes, kind = 'internal' }, work) {
  return tracer().startActiveSpan(
    name,
    { attributes, kind: kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL },
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** Marks `span` failed, saying how in a word of ours (`timeout`, `server-error`, ...). @param {import('@opentelemetry/api').Span} span @param {string} outcome */
export const markFailed = (span, outcome) => span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });

/** The `traceparent` (and `tracestate`) headers that carry the current trace to a system called from here. */
export function traceHeaders() {
  /** @type {Record<string, string>} */
  const carrier = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/**
 * A span for a database query that has run, from Kysely's `log` event: named by its operation
 * and table (`select booking_appointments`), with the time it took; the SQL's parameters are
 * never read.
 * @param {string} system `postgresql` or `sqlite`
 * @returns {(event: import('kysely').LogEvent) => void}
 */
export function querySpans(system) {
  return (event) => {
    const node = /** @type {{ kind: string } & Record<string, unknown>} */ (/** @type {unknown} */ (event.query.query));
    const operation = queryOperation(node);
    const table = queryTable(node);
    const endTime = Date.now();
    const span = tracer().startSpan(table ? `${operation} ${table}` : operation, {
      kind: SpanKind.CLIENT,
      startTime: endTime - event.queryDurationMillis,
      attributes: {
        'db.system.name': system,
        'db.operation.name': operation,
        ...(table ? { 'db.collection.name': table } : {}),
      },
    });
    if (event.level === 'error') span.setStatus({ code: SpanStatusCode.ERROR });
    span.end(endTime);
  };
}

/** `SelectQueryNode` -> `SELECT`, `CreateTableNode` -> `CREATE TABLE`; a raw query -> `RAW`. @param {{ kind: string }} node */
function queryOperation(node) {
  const name =
    /^(Select|Insert|Update|Delete|Merge)QueryNode$|^(CreateTable|AlterTable|DropTable|CreateIndex|DropIndex|Raw)Node$/.exec(
      node.kind,
    );
  const word = name?.[1] ?? name?.[2];
  return word ? word.replace(/(?!^)([A-Z])/g, ' $1').toUpperCase() : 'QUERY';
}

/**
 * The table a query acts on, when Kysely's tree names one plainly.
 * @param {Record<string, unknown>} node
 * @returns {string | null}
 */
function queryTable(node) {
  /** @type {any} */
  const any = node;
  const first = any.into ?? any.table ?? any.from?.froms?.[0] ?? null;
  const tableNode = first?.kind === 'AliasNode' ? first.node : first;
  const identifier = tableNode?.table?.identifier?.name ?? null;
  return typeof identifier === 'string' ? identifier : null;
}

/**
 * Gives each command sent on `client` its own span (`redis GET`), the command's name only: no
 * key, no value. Installed only while tracing is on.
 * @param {{ sendCommand: (command: any, ...rest: any[]) => unknown }} client an ioredis client
 * @param {string} connection which of the site's connections (`commands`, `events`)
 */
export function traceRedisCommands(client, connection) {
  if (!tracingActive()) return;
  const send = client.sendCommand.bind(client);
  client.sendCommand = (command, ...rest) => {
    const name = String(command?.name ?? 'command').toUpperCase();
    const span = tracer().startSpan(`redis ${name}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'redis', 'db.operation.name': name, 'backstage.redis.connection': connection },
    });
    /** @type {Promise<unknown> | undefined} */
    const settled = command?.promise;
    if (settled)
      settled.then(
        () => span.end(),
        (/** @type {unknown} */ error) => {
          span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
          span.end();
        },
      );
    else span.end();
    return send(command, ...rest);
  };
}
