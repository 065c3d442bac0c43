/**
 * What a refusal of the sign-in means for the visitor, as a message key of `Account.problems`
 * and its values: shared by the panel's sign-in form and the booking page's (server-rendered)
 * one, so both word every refusal alike.
 */
import { ApiError } from '@/features/booking/steps/booking-api';

/** How long to wait, for the messages: minutes under an hour, else whole hours (`hours` 0 means minutes). */
function waitValues(retryAfterSeconds = 60): Record<string, number> {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes < 60 ? { hours: 0, minutes } : { hours: Math.ceil(minutes / 60), minutes: 0 };
}

/** What a refusal of the sign-in means for the visitor: a message key, its values, and where else to turn. */
export type SignInProblem = { key: string; values?: Record<string, number>; bookingUrl?: string; salonPhone?: string };

/** What a refusal of the sign-in means for the visitor, as a message key and its values. */
export function signInProblem(error: unknown): SignInProblem {
  if (error instanceof ApiError && error.code === 'sign_in_unavailable')
    return { key: 'textUnavailable', bookingUrl: error.details.bookingUrl };
  // The site's budget of texts is spent for now: the salon's phone and the booking site still work.
  if (error instanceof ApiError && error.code === 'text_budget_spent')
    return {
      key: 'textBudgetSpent',
      values: waitValues(error.details.retryAfterSeconds),
      salonPhone: error.details.salonPhone,
      bookingUrl: error.details.bookingUrl,
    };
  if (!(error instanceof ApiError) || error.unavailable) return { key: 'unavailable' };
  if (error.code === 'phone_not_mobile') return { key: 'phoneNotMobile', salonPhone: error.details.salonPhone };
  if (error.code === 'wrong_code') return { key: 'wrongCode', values: { count: error.details.attemptsLeft ?? 0 } };
  if (error.code === 'code_expired') return { key: 'codeExpired' };
  // The session was refused or has ended (a booking or a renewal found it gone): sign in again.
  if (error.status === 401 && error.code === 'unauthorized') return { key: 'sessionEnded' };
  if (error.code === 'too_many_requests')
    return { key: 'tooMany', values: waitValues(error.details.retryAfterSeconds) };
  if (error.code === 'too_many_wrong_codes')
    return { key: 'paused', values: waitValues(error.details.retryAfterSeconds) };
  if (error.details.field === 'phone') return { key: 'phoneInvalid' };
  if (error.details.field === 'code') return { key: 'codeInvalid' };
  if (error.details.field === 'firstName' || error.details.field === 'lastName') return { key: 'nameMissing' };
  if (error.details.field === 'email') return { key: 'emailInvalid' };
  return { key: 'refused' };
}
