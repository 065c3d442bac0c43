// @ts-check
/**
 * The request a piece of work belongs to, whichever bundle runs it: `server.mjs` runs each
 * request inside it, log lines carry its id, and the booking-system client sends that id on.
 * The request id is the trusted proxy's `X-Request-Id` when it is a plain token (letters,
 * digits, `.`, `_`, `:`, `-`, at most 128 characters), otherwise one made here: a client's own
 * header is never taken, so nobody outside can put a chosen id, or text, into the logs.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { processSingleton } from '../process-singleton.mjs';

export const requestIdHeader = 'x-request-id';

const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * `traceId`: the trace the request's first recorded span belongs to (tracing on), noted by the
 * tracer when that span starts, so that the request's own log line, written after it, names it.
 * @typedef {{ requestId: string, traceId?: string }} RequestContext
 * @returns {AsyncLocalStorage<RequestContext>}
 */
export const requestContext = () => processSingleton('request-context', () => new AsyncLocalStorage());

/**
 * The id for a request: the proxy's when it is trusted and sane, else a new one.
 * @param {string | string[] | undefined} sent the request's `X-Request-Id`
 * @param {boolean} fromTrustedProxy whether the connection is one of the trusted proxies
 */
export function requestIdFor(sent, fromTrustedProxy) {
  const value = Array.isArray(sent) ? undefined : sent?.trim();
  return fromTrustedProxy && value && saneRequestId.test(value) ? value : randomUUID();
}

/** The id of the request being served here, if any. */
export function currentRequestId() {
  return requestContext().getStore()?.requestId;
}

/**
 * Notes `traceId` on the request being served, unless it already has one (its first span's).
 * @param {string} traceId
 */
export function noteRequestTrace(traceId) {
  const store = requestContext().getStore();
  if (store && !store.traceId) store.traceId = traceId;
}
