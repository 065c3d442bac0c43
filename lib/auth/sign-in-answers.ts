/** The sign-in routes' refusals, as the form reads them: a code, and what to show beside it. */
import { problem } from '@/lib/http/json-problem';
import { expiredCookie, signInCookie, withCookies } from '@/lib/sessions/session-cookies';
import type { SignInRefusal } from './sign-in-limits';

export const refused = ({ error, retryAfterSeconds }: SignInRefusal) =>
  problem(429, error, { retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });

/** An expired, a used and an unknown sign-in get the backend's answer to a dead code: none says anything about the phone. */
export const codeExpired = (secure: boolean) =>
  withCookies(problem(410, 'code_expired'), [expiredCookie(signInCookie, secure)]);

/** Where a visitor who cannot sign in by text can turn: the salon's phone and the booking site. */
export type Elsewhere = { salonPhone: string; bookingUrl: string };

/** A number the site sends no texts to (not a mobile, or not of a country served): call the salon instead. */
export const notTextable = (elsewhere: Elsewhere) => problem(422, 'phone_not_mobile', { field: 'phone', ...elsewhere });

/** The site-wide budget of texts is spent until `retryAfterSeconds`: call the salon or book on the booking site. */
export const textBudgetSpent = (retryAfterSeconds: number, elsewhere: Elsewhere) =>
  problem(503, 'text_budget_spent', { retryAfterSeconds, ...elsewhere }, { 'Retry-After': String(retryAfterSeconds) });

/** 429 `rate_limited`: too many session cookies refused from one address, or too many reads of a client's data; it waits. */
export const sessionsRefused = (retryAfterSeconds: number) =>
  problem(429, 'rate_limited', { retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
