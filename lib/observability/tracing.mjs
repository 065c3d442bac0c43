// @ts-check
/**
 * Traces over OpenTelemetry, sent by OTLP over HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`), as protobuf or, with
 * `OTEL_EXPORTER_OTLP_PROTOCOL=http/json`, as JSON; `OTEL_SERVICE_NAME` names the service
 * (`backstage-site` unless set); `OTEL_TRACES_SAMPLER` chooses which traces are recorded
 * (trace-sampler.mjs). Without an endpoint nothing of the SDK is loaded and nothing
 * is sent: the spans the site and Next make go to `@opentelemetry/api`'s no-op tracer.
 *
 * Started by `server.mjs` before Next loads. Registering the provider makes it global for
 * every copy of `@opentelemetry/api` in the process (Next's own and the app's bundles), with
 * an AsyncLocalStorage context (a span is the parent of what runs inside it) and W3C trace
 * context (`traceparent`) for what comes in and goes out.
 */
import { processSingleton, existingProcessSingleton } from '../process-singleton.mjs';
import { instanceName } from './logger.mjs';
import { noteRequestTrace } from './request-context.mjs';
import { buildSampler, readSamplerSetting } from './trace-sampler.mjs';

const protocols = ['http/protobuf', 'http/json'];

/**
 * A span processor that records nothing itself: when a span starts while a request is served,
 * the request notes that span's trace (its first), for the request's log line.
 * @type {import('@opentelemetry/sdk-trace-node').SpanProcessor}
 */
export const requestTraceNoter = {
  onStart: (span) => noteRequestTrace(span.spanContext().traceId),
  onEnd: () => {},
  forceFlush: async () => {},
  shutdown: async () => {},
};

/**
 * What `env` asks for: no tracing, tracing with a protocol, or a setting that is not understood.
 * @param {Record<string, string | undefined>} env
 * @returns {{ ok: true, tracing: null | { protocol: string, serviceName: string, sampler: { kind: string, ratio: number } } } | { ok: false, variable: string, message: string }}
 */
export function readTracingSettings(env) {
  const endpoint = (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || '').trim();
  if (!endpoint) return { ok: true, tracing: null };
  const variable = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim()
    ? 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'
    : 'OTEL_EXPORTER_OTLP_ENDPOINT';
  try {
    if (!['http:', 'https:'].includes(new URL(endpoint).protocol)) throw new Error();
  } catch {
    return { ok: false, variable, message: 'must be an http(s) address' };
  }
  const protocolVariable = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL?.trim()
    ? 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'
    : 'OTEL_EXPORTER_OTLP_PROTOCOL';
  const protocol = (env[protocolVariable] || 'http/protobuf').trim();
  if (!protocols.includes(protocol))
    return { ok: false, variable: protocolVariable, message: `must be one of ${protocols.join(', ')}` };
  const sampling = readSamplerSetting(env);
  if (!sampling.ok) return sampling;
  return {
    ok: true,
    tracing: { protocol, serviceName: env.OTEL_SERVICE_NAME?.trim() || 'backstage-site', sampler: sampling.sampler },
  };
}

/**
 * Starts tracing as `env` says; a second call in the same process finds it started.
 * @param {Record<string, string | undefined>} [env]
 */
export async function startTracing(env = process.env) {
  const settings = readTracingSettings(env);
  if (!settings.ok || !settings.tracing || existingProcessSingleton('tracer-provider')) return settings;
  const { protocol, serviceName, sampler } = settings.tracing;
  const [sdk, { resourceFromAttributes }, { OTLPTraceExporter }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/resources'),
      protocol === 'http/json'
        ? import('@opentelemetry/exporter-trace-otlp-http')
        : import('@opentelemetry/exporter-trace-otlp-proto'),
    ]);
  processSingleton('tracer-provider', () => {
    const provider = new sdk.NodeTracerProvider({
      resource: resourceFromAttributes({ 'service.name': serviceName, 'service.instance.id': instanceName }),
      sampler: buildSampler(sampler, sdk),
      // The exporter reads the endpoint (adding /v1/traces) and OTEL_EXPORTER_OTLP_HEADERS itself.
      spanProcessors: [requestTraceNoter, new sdk.BatchSpanProcessor(new OTLPTraceExporter())],
    });
    provider.register();
    return provider;
  });
  return settings;
}

/** Sends the spans not yet sent and stops tracing (at shutdown); nothing when tracing is off. */
export async function stopTracing() {
  /** @type {{ shutdown: () => Promise<void> } | undefined} */
  const provider = existingProcessSingleton('tracer-provider');
  await provider?.shutdown();
}
