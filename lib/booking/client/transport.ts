/**
 * One request to the booking system: bearer token, time-out, and every way it can fail
 * turned into a `BookingFailure`. The body is parsed with the caller's zod schema, so a
 * raw answer never leaves `lib/booking` unchecked. Nothing here logs a token or a body.
 */
import { z } from 'zod';
import { parseItems } from '@/lib/content/parse-items';
import { bookingOperation, observeBookingCall } from '@/lib/metrics/booking-system-metrics.mjs';
import { logger } from '@/lib/observability/logger.mjs';
import { currentRequestId } from '@/lib/observability/request-context.mjs';
import { inSpan, markFailed, traceHeaders } from '@/lib/observability/spans.mjs';
import { rawError } from '../raw/common';
import { failure, success, type BookingFailure, type BookingResult } from '../result';

export type TransportOptions = { baseUrl: string; timeoutMs: number; fetch: typeof fetch };

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  token: string;
};

/** A call's outcome as the metrics name it: `ok`, or how it failed. */
const outcomeOf = (result: BookingResult<unknown>): string => (result.ok ? 'ok' : outcomeOfFailure(result.failure));
const outcomeOfFailure = (failure: BookingFailure): string =>
  failure.kind === 'unavailable' ? failure.reason : failure.kind;

/** Runs one call, counted in the metrics by operation and outcome, with how long it took to its parsed answer. */
// Each call is also a span (`booking <operation>`) with its operation, outcome and status.
async function timed<T>(
  path: string,
  call: CallOptions,
  run: () => Promise<BookingResult<T>>,
): Promise<BookingResult<T>> {
  const startedAt = performance.now();
  const operation = bookingOperation(call.method ?? 'GET', path);
  const result = await inSpan(
    `booking ${operation}`,
    { kind: 'client', attributes: { 'backstage.booking.operation': operation } },
    async (span) => {
      const answer = await run();
      const outcome = outcomeOf(answer);
      span.setAttribute('backstage.booking.outcome', outcome);
      const status = answer.ok ? null : answer.failure.status;
      if (status !== null) span.setAttribute('http.response.status_code', status);
      if (!answer.ok) markFailed(span, outcome);
      return answer;
    },
  );
  const seconds = (performance.now() - startedAt) / 1000;
  observeBookingCall({ operation, outcome: outcomeOf(result), seconds });
  logger.debug(
    { scope: 'booking', operation, outcome: outcomeOf(result), durationMs: Math.round(seconds * 10_000) / 10 },
    'booking-system call',
  );
  return result;
}

export function createTransport(options: TransportOptions) {
  async function send(path: string, call: CallOptions): Promise<BookingResult<Response>> {
    const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}${path}`);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
    }
    // The trace (`traceparent`) and the request id go with the call, so the booking system's own logs can be matched to ours.
    const requestId = currentRequestId();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${call.token}`,
      ...traceHeaders(),
      ...(requestId ? { 'X-Request-Id': requestId } : {}),
    };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await options.fetch(url, {
        method: call.method ?? 'GET',
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(options.timeoutMs),
        cache: 'no-store',
      });
    } catch (cause) {
      const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      return failure({ kind: 'unavailable', reason: timedOut ? 'timeout' : 'unreachable', status: null });
    }
    if (response.status === 401) return failure({ kind: 'unauthorized', status: 401 });
    if (response.status >= 500)
      return failure({ kind: 'unavailable', reason: 'server-error', status: response.status });
    if (!response.ok) {
      const parsed = rawError.safeParse(await readJson(response));
      const detail = parsed.success ? parsed.data.error : null;
      return failure({
        kind: 'rejected',
        status: response.status,
        code: detail?.code ?? `http_${response.status}`,
        message: detail?.message ?? '',
        field: detail?.field ?? null,
        attemptsLeft: detail?.attempts_left ?? null,
      });
    }
    return success(response);
  }

  /** A call whose answer is one object of `schema`'s shape. */
  async function one<S extends z.ZodType>(
    path: string,
    call: CallOptions,
    schema: S,
  ): Promise<BookingResult<z.output<S>>> {
    return timed(path, call, async () => {
      const sent = await send(path, call);
      if (!sent.ok) return sent;
      const parsed = schema.safeParse(await readJson(sent.value));
      if (!parsed.success) return failure({ kind: 'unavailable', reason: 'malformed', status: sent.value.status });
      return success(parsed.data);
    });
  }

  /** A call whose answer is a list: a malformed item is logged and skipped, anything but a list fails. */
  async function list<S extends z.ZodType>(
    label: string,
    path: string,
    call: CallOptions,
    item: S,
  ): Promise<BookingResult<z.output<S>[]>> {
    return timed(path, call, async () => {
      const sent = await send(path, call);
      if (!sent.ok) return sent;
      const body = await readJson(sent.value);
      if (!Array.isArray(body)) return failure({ kind: 'unavailable', reason: 'malformed', status: sent.value.status });
      return success(parseItems(label, body, item, 'booking'));
    });
  }

  /** A call whose answer carries nothing the site needs. */
  async function done(path: string, call: CallOptions): Promise<BookingResult<null>> {
    return timed(path, call, async () => {
      const sent = await send(path, call);
      if (!sent.ok) return sent;
      await sent.value.body?.cancel();
      return success(null);
    });
  }

  return { one, list, done };
}

const notJson = Symbol('not JSON');

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return notJson;
  }
}
