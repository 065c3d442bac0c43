// @ts-check
/**
 * Which spans are recorded. The standard settings choose the sampler (`OTEL_TRACES_SAMPLER`:
 * `parentbased_always_on` unless set, or `always_on`, `always_off`, `traceidratio`,
 * `parentbased_always_off`, `parentbased_traceidratio`, with `OTEL_TRACES_SAMPLER_ARG` the
 * ratio, 1 unless set); whatever it says, Next's bookkeeping spans are never recorded.
 *
 * Next opens four spans on each request that only time its own module lookups (resolve page
 * components, load route module, prepare route module, start response): four of the five spans
 * of an API call, none of them a place an operator can act on. Recording and sending them cost
 * a busy instance several per cent of its throughput (see the performance guide). A span the
 * sampler declines is a no-op: nothing is kept or sent, and what starts inside it is declined
 * too (none of the four has children but the module load of the first).
 */

/** Span names Next gives its own bookkeeping, never recorded. */
export const unrecordedSpanNames = new Set([
  'resolve page components',
  'load route module',
  'prepare route module',
  'start response',
]);

const kinds = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
];

/**
 * The sampler `env` asks for, or the setting that is not understood.
 * @param {Record<string, string | undefined>} env
 * @returns {{ ok: true, sampler: { kind: string, ratio: number } } | { ok: false, variable: string, message: string }}
 */
export function readSamplerSetting(env) {
  const kind = (env.OTEL_TRACES_SAMPLER || 'parentbased_always_on').trim();
  if (!kinds.includes(kind)) return { ok: false, variable: 'OTEL_TRACES_SAMPLER', message: `must be one of ${kinds.join(', ')}` };
  const arg = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  const ratio = kind.endsWith('traceidratio') && arg ? Number(arg) : 1;
  if (!(ratio >= 0 && ratio <= 1))
    return { ok: false, variable: 'OTEL_TRACES_SAMPLER_ARG', message: 'must be a ratio from 0 to 1' };
  return { ok: true, sampler: { kind, ratio } };
}

/**
 * @typedef {import('@opentelemetry/sdk-trace-node').Sampler} Sampler
 * @typedef {Pick<typeof import('@opentelemetry/sdk-trace-node'), 'AlwaysOnSampler' | 'AlwaysOffSampler' | 'TraceIdRatioBasedSampler' | 'ParentBasedSampler' | 'SamplingDecision'>} SamplerClasses
 */

/**
 * The sampler of a setting, declining Next's bookkeeping spans before it is asked.
 * @param {{ kind: string, ratio: number }} setting
 * @param {SamplerClasses} sdk
 * @returns {Sampler}
 */
export function buildSampler({ kind, ratio }, sdk) {
  const root = kind.endsWith('always_on')
    ? new sdk.AlwaysOnSampler()
    : kind.endsWith('always_off')
      ? new sdk.AlwaysOffSampler()
      : new sdk.TraceIdRatioBasedSampler(ratio);
  /** @type {Sampler} */
  const chosen = kind.startsWith('parentbased_') ? new sdk.ParentBasedSampler({ root }) : root;
  return {
    shouldSample: (context, traceId, spanName, spanKind, attributes, links) =>
      unrecordedSpanNames.has(spanName)
        ? { decision: sdk.SamplingDecision.NOT_RECORD }
        : chosen.shouldSample(context, traceId, spanName, spanKind, attributes, links),
    toString: () => `WithoutNextBookkeeping{${chosen.toString()}}`,
  };
}
