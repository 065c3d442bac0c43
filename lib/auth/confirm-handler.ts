/**
 * `POST /api/auth/confirm {code, firstName?, lastName?, email?}`: checks the code of the
 * sign-in in the visitor's cookie and signs them in, registering a new client with the
 * details given. A wrong, an expired and a used code are answered alike whether or not the
 * phone has an account.
 *
 * Before the booking system is asked, the try is counted: from the address (30 an hour,
 * `sign-in-limits.ts`), on the sign-in (five, in one atomic statement, `sign-in-store.ts`)
 * and on the phone (ten in any 24 hours across its sign-ins, `phone-tries.ts`). So however
 * many confirmations arrive at once, and whatever the booking system counts itself, no more
 * than five tries at one code and ten at one phone's codes in a day reach it.
 *
 * Every refusal counts: a try is given back only when the booking system could not answer
 * (unreachable, too slow, 5xx, a malformed answer) or when the code was right. Any refusal
 * other than `code_expired` is answered as a wrong code, whatever the system called it.
 * `registration_required` means "the code is right, the client is new" only from a system
 * that checks the code first; a system that says it before checking would tell a stranger
 * whether a phone is a client. So before passing it on, the site asks once more with a code
 * that differs in its last digit (`registrationProof`): only when that one is refused as
 * something else is the visitor asked for their name; otherwise the answer is a wrong code.
 */
import { failureResponse } from '@/lib/site-api/failure-response';
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { checkOrigin, originRefused } from '@/lib/http/check-origin';
import { clientIp } from '@/lib/http/client-ip';
import { problem, readJsonObject } from '@/lib/http/json-problem';
import { parseInput } from '@/lib/http/parse-input';
import { confirmBodySchema } from './confirm-body';
import { newSessionId } from '@/lib/sessions/cookie-tags';
import { createPhoneTries } from './phone-tries';
import { publicClient } from './public-client';
import {
  expiredCookie,
  isSecureRequest,
  openCookie,
  sessionCookies,
  signInCookie,
  withCookies,
} from '@/lib/sessions/session-cookies';
import { otherCode, registrationProof } from './registration-proof';
import { codeExpired, refused } from './sign-in-answers';
import { createSignInLimits, paused } from './sign-in-limits';
import { createSignInStore } from './sign-in-store';

export function createConfirmHandler(deps: SiteDeps) {
  const limits = createSignInLimits(deps);

  return async function confirm(request: Request): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const byAddress = await limits.confirmFrom(clientIp(request.headers));
    if (byAddress) return refused(byAddress);
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const input = parseInput(confirmBodySchema(body), body);
    if (input instanceof Response) return input;
    const { code, registration } = input;
    const secure = isSecureRequest(request);
    const client = await deps.client();
    const signInId = (await openCookie(request, client.session.tags, signInCookie)).token;
    if (!signInId) return codeExpired(secure);
    const db = await deps.db();
    const store = createSignInStore(db);
    const phoneTries = createPhoneTries(db);
    const signIn = await store.reserveTry(signInId.token, deps.now());
    if (!signIn) return codeExpired(secure);
    /** Ends this sign-in with `answer`: the visitor starts again from the phone number. */
    const end = async (answer: Response) => {
      await store.finish(signIn.id);
      return withCookies(answer, [expiredCookie(signInCookie, secure)]);
    };
    const phoneTry = await phoneTries.reserve(signIn.phone, deps.now());
    if (!phoneTry.ok) return end(refused(paused(phoneTry.retryAfterSeconds)));
    const givePhoneTryBack = () => phoneTries.giveBack(signIn.phone, phoneTry.at, deps.now());
    /** The booking system did not judge the code: both tries are given back. */
    const notJudged = async (answer: Response) => {
      await store.giveBack(signIn.id);
      await givePhoneTryBack();
      return answer;
    };

    const location = await deps.location();
    if (!location) return notJudged(problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' }));
    const ask = (tried: string, details: typeof registration) =>
      client.confirmCode({
        authId: signIn.auth_id,
        code: tried,
        locationId: location.id,
        registration: details && { ...details, sex: 'Female' },
      });
    /** A judged refusal: the try stays counted, and the answer is the same whatever the system called it. */
    const wrongTry = async (systemAttemptsLeft: number | null) => {
      const wrong = await store.wrongCode(signIn);
      const pause = await phoneTries.wrongCode(signIn.phone, deps.now());
      if (pause !== null) return end(refused(paused(pause)));
      const attemptsLeft = Math.min(wrong.attemptsLeft, systemAttemptsLeft ?? wrong.attemptsLeft);
      const answer = problem(422, 'wrong_code', { field: 'code', attemptsLeft });
      return attemptsLeft === 0 ? withCookies(answer, [expiredCookie(signInCookie, secure)]) : answer;
    };
    const confirmed = await ask(code, registration);
    if (!confirmed.ok) {
      const failure = confirmed.failure;
      if (failure.kind === 'unavailable') return notJudged(failureResponse(failure));
      if (failure.kind === 'rejected' && failure.code === 'code_expired') return end(problem(410, 'code_expired'));
      if (failure.kind === 'rejected' && failure.code === 'registration_required') {
        const proof = await registrationProof(failure, () => ask(otherCode(code), undefined));
        if (proof === 'unavailable') return notJudged(problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' }));
        if (proof === 'code-right') {
          // The code was right: like a right code, it gives its tries back.
          return notJudged(problem(422, 'registration_required', { fields: ['firstName', 'lastName', 'email'] }));
        }
        return wrongTry(null);
      }
      return wrongTry(failure.kind === 'rejected' ? failure.attemptsLeft : null);
    }
    await store.finish(signIn.id);
    await givePhoneTryBack();
    const session = await sessionCookies(client.session.tags, confirmed.value, newSessionId(), secure);
    const me = await client.me(confirmed.value.accessToken);
    return withCookies(Response.json({ client: me.ok ? publicClient(me.value) : null }), [
      ...session,
      expiredCookie(signInCookie, secure),
    ]);
  };
}
