import { describe, expect, it } from 'vitest';
import { existingProcessSingleton } from '@/lib/process-singleton.mjs';
import { readTracingSettings, startTracing } from './tracing.mjs';

describe('the tracing settings', () => {
  it('trace nothing without an endpoint, and load nothing for it', async () => {
    expect(readTracingSettings({})).toEqual({ ok: true, tracing: null });
    expect(await startTracing({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toEqual({ ok: true, tracing: null });
    expect(existingProcessSingleton('tracer-provider')).toBeUndefined();
  });

  it('send protobuf unless http/json is asked for, under the service name given', () => {
    expect(readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({
      ok: true,
      tracing: { protocol: 'http/protobuf', serviceName: 'backstage-site', sampler: { kind: 'parentbased_always_on', ratio: 1 } },
    });
    expect(
      readTracingSettings({
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://c/v1/traces',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: 'shop',
      }),
    ).toEqual({
      ok: true,
      tracing: { protocol: 'http/json', serviceName: 'shop', sampler: { kind: 'parentbased_always_on', ratio: 1 } },
    });
  });

  it('refuse an endpoint that is not http(s) and a protocol the site cannot send, naming the setting', () => {
    expect(readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4317' })).toMatchObject({
      ok: false,
      variable: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    });
    expect(
      readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4317', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }),
    ).toMatchObject({
      ok: false,
      variable: 'OTEL_EXPORTER_OTLP_PROTOCOL',
    });
  });
});
