import { randomBytes } from 'node:crypto';
import * as sdk from '@opentelemetry/sdk-trace-node';
import { ROOT_CONTEXT, SpanKind, TraceFlags, trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { buildSampler, readSamplerSetting, unrecordedSpanNames } from './trace-sampler.mjs';

const traceId = '0af7651916cd43dd8448eb211c80319c';
const ask = (sampler: sdk.Sampler, name: string, context = ROOT_CONTEXT) =>
  sampler.shouldSample(context, traceId, name, SpanKind.INTERNAL, {}, []).decision;
const underParent = (sampled: boolean) =>
  trace.setSpanContext(ROOT_CONTEXT, {
    traceId,
    spanId: 'b7ad6b7169203331',
    traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
    isRemote: true,
  });

describe('the trace sampler', () => {
  it('records every trace unless told, following a caller that sampled or not', () => {
    const setting = readSamplerSetting({});
    expect(setting).toEqual({ ok: true, sampler: { kind: 'parentbased_always_on', ratio: 1 } });
    if (!setting.ok) return;
    const sampler = buildSampler(setting.sampler, sdk);
    expect(ask(sampler, 'GET /[locale]/price')).toBe(sdk.SamplingDecision.RECORD_AND_SAMPLED);
    expect(ask(sampler, 'booking GET /services', underParent(true))).toBe(sdk.SamplingDecision.RECORD_AND_SAMPLED);
    expect(ask(sampler, 'booking GET /services', underParent(false))).toBe(sdk.SamplingDecision.NOT_RECORD);
  });

  it("never records Next's bookkeeping spans, whatever the sampler says", () => {
    const sampler = buildSampler({ kind: 'always_on', ratio: 1 }, sdk);
    for (const name of unrecordedSpanNames) {
      expect(ask(sampler, name)).toBe(sdk.SamplingDecision.NOT_RECORD);
      expect(ask(sampler, name, underParent(true))).toBe(sdk.SamplingDecision.NOT_RECORD);
    }
    expect(ask(sampler, 'executing api route (app) /api/services', underParent(true))).toBe(
      sdk.SamplingDecision.RECORD_AND_SAMPLED,
    );
  });

  it('keeps the share of traces a ratio asks for', () => {
    const setting = readSamplerSetting({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' });
    expect(setting).toEqual({ ok: true, sampler: { kind: 'parentbased_traceidratio', ratio: 0.25 } });
    if (!setting.ok) return;
    const sampler = buildSampler(setting.sampler, sdk);
    let recorded = 0;
    for (let index = 0; index < 2000; index += 1) {
      const id = randomBytes(16).toString('hex');
      if (sampler.shouldSample(ROOT_CONTEXT, id, 'GET /', SpanKind.SERVER, {}, []).decision === sdk.SamplingDecision.RECORD_AND_SAMPLED)
        recorded += 1;
    }
    expect(recorded / 2000).toBeGreaterThan(0.15);
    expect(recorded / 2000).toBeLessThan(0.35);
    expect(buildSampler({ kind: 'always_off', ratio: 1 }, sdk).shouldSample(ROOT_CONTEXT, traceId, 'GET /', SpanKind.SERVER, {}, []).decision).toBe(
      sdk.SamplingDecision.NOT_RECORD,
    );
  });

  it('refuses a sampler or a ratio it cannot use, naming the setting', () => {
    expect(readSamplerSetting({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toMatchObject({ ok: false, variable: 'OTEL_TRACES_SAMPLER' });
    expect(readSamplerSetting({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '1.5' })).toMatchObject({
      ok: false,
      variable: 'OTEL_TRACES_SAMPLER_ARG',
    });
    expect(readSamplerSetting({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: 'half' })).toMatchObject({ ok: false });
  });
});
