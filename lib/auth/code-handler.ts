/**
 * `POST /api/auth/code {phone}`: sends a sign-in code by text message, when
 * - the site can deliver one at all (else 503 `sign_in_unavailable`, with the booking site);
 * - the number is a mobile of a country the salon serves (`lib/phone/text-reach.ts`; else 422
 *   `phone_not_mobile`, with the salon's phone to call instead);
 * - the phone is not paused and the phone's and the address's allowances have room
 *   (`sign-in-limits.ts`; else 429 with `Retry-After`);
 * - the visitor's network (an IPv4 /24, an IPv6 /48) has not spent its tenth of the budget of
 *   texts (else 429 `too_many_requests`, as above), and the site-wide budget has room
 *   (`sms-budget.ts`; else 503 `text_budget_spent` with `Retry-After`, the salon's phone and
 *   the booking site). The text is reserved from the budget before the booking system is
 *   asked to send it.
 * The browser gets a cookie holding the sign-in's id (under the site's tag), never the
 * booking system's id of the code.
 */
import { checkOrigin, originRefused } from '@/lib/http/check-origin';
import { clientIp } from '@/lib/http/client-ip';
import { problem, readJsonObject } from '@/lib/http/json-problem';
import { isTextableMobile } from '@/lib/phone/text-reach';
import { codeBodySchema, phoneRefused } from './code-body';
import { failureResponse } from '@/lib/site-api/failure-response';
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { cookie, isSecureRequest, signInCookie, withCookies } from '@/lib/sessions/session-cookies';
import { createPhoneTries } from './phone-tries';
import { notTextable, refused, textBudgetSpent } from './sign-in-answers';
import { createSignInLimits, tooMany } from './sign-in-limits';
import { createSignInStore, signInSeconds } from './sign-in-store';
import { createSmsBudget } from './sms-budget';

export function createCodeHandler(deps: SiteDeps) {
  const limits = createSignInLimits(deps);
  const budget = createSmsBudget(deps, deps.textSignIn.budget);
  const elsewhere = { salonPhone: deps.textSignIn.salonPhone, bookingUrl: deps.textSignIn.bookingUrl };

  return async function requestCode(request: Request): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    // No way to deliver a code: say so (and where to book instead) rather than "sent".
    if (!deps.textSignIn.available) {
      return problem(503, 'sign_in_unavailable', { bookingUrl: deps.textSignIn.bookingUrl });
    }
    const input = codeBodySchema.safeParse(body);
    if (!input.success) return phoneRefused();
    const { phone } = input.data;
    if (!isTextableMobile(phone, deps.textSignIn.countries)) return notTextable(elsewhere);
    const ip = clientIp(request.headers);
    const refusal = await limits.sendCode(phone, ip);
    if (refusal) return refused(refusal);
    const spent = await budget.reserve(ip);
    if (spent?.reason === 'network') return refused(tooMany(spent.retryAfterSeconds));
    if (spent) return textBudgetSpent(spent.retryAfterSeconds, elsewhere);

    const client = await deps.client();
    const sent = await client.sendCode(phone);
    if (!sent.ok) return failureResponse(sent.failure);
    const db = await deps.db();
    const now = deps.now();
    const id = await createSignInStore(db).start(sent.value.authId, phone, now);
    await createPhoneTries(db).sweep(now);
    const response = Response.json({
      sent: true,
      expiresInSeconds: Math.min(sent.value.expiresInSeconds, signInSeconds),
    });
    const sealed = await client.session.tags.seal(signInCookie, { token: id, session: '' });
    return withCookies(response, [cookie(signInCookie, sealed, signInSeconds, isSecureRequest(request))]);
  };
}
