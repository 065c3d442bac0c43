/**
 * How often a phone may be sent a code, and how often an address may ask for codes and try
 * them. Text messages cost money, and a code of six digits is only as strong as the number
 * of guesses allowed at it: per sign-in (five, `sign-in-store.ts`) and per phone across all
 * its codes (ten in any 24 hours, `phone-tries.ts`, whose tenth wrong code pauses the phone
 * for a day: no code is sent to it meanwhile). So nobody, however many addresses they use,
 * gets more than ten guesses at one phone's codes in any 24 hours.
 */
import { limitAddress } from '@/lib/rate-limit/address-limit';
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { createPhoneTries, pauseMs, triesPerPhonePerDay } from './phone-tries';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export const codesPerAddressPerHour = 10;
/**
 * Codes tried from one address in an hour, right or wrong, whatever the sign-in: each
 * sign-in ends after five wrong codes and each phone pauses after ten, but without this one
 * address could keep guessing at the codes of many phones.
 */
export const confirmsPerAddressPerHour = 30;
export const codesPerPhonePerHour = 3;
export const codesPerPhonePerDay = 6;
export const wrongCodesPerPhonePerDay = triesPerPhonePerDay;
export const pauseSeconds = pauseMs / 1000;

/** Why a sign-in request was refused: too many codes asked for, or the phone paused after too many wrong ones. */
export type SignInRefusal = { error: 'too_many_requests' | 'too_many_wrong_codes'; retryAfterSeconds: number };

type Rule = { key: string; max: number; windowMs: number };

const keys = {
  phoneHour: (phone: string) => `auth-code:phone:${phone}`,
  phoneDay: (phone: string) => `auth-code:phone-day:${phone}`,
};

export const tooMany = (retryAfterSeconds: number): SignInRefusal => ({
  error: 'too_many_requests',
  retryAfterSeconds,
});
export const paused = (retryAfterSeconds: number): SignInRefusal => ({
  error: 'too_many_wrong_codes',
  retryAfterSeconds,
});

export function createSignInLimits(deps: Pick<SiteDeps, 'limit' | 'checkLimit' | 'db' | 'now'>) {
  return {
    /**
     * Before a code is sent to `phone` for a visitor at `ip`: counts the request when every
     * allowance has room. The phone's allowances are looked at before either is counted, so
     * a request refused by the hour does not use up the day.
     */
    async sendCode(phone: string, ip: string): Promise<SignInRefusal | null> {
      const pause = await createPhoneTries(await deps.db()).pausedFor(phone, deps.now());
      if (pause !== null) return paused(pause);
      const byAddress = await limitAddress(deps.limit, 'auth-code:ip', ip, codesPerAddressPerHour, hourMs);
      if (!byAddress.ok) return tooMany(byAddress.retryAfterSeconds);
      const rules: Rule[] = [
        { key: keys.phoneDay(phone), max: codesPerPhonePerDay, windowMs: dayMs },
        { key: keys.phoneHour(phone), max: codesPerPhonePerHour, windowMs: hourMs },
      ];
      for (const rule of rules) {
        const room = await deps.checkLimit(rule.key, rule.max, rule.windowMs);
        if (!room.ok) return tooMany(room.retryAfterSeconds);
      }
      for (const rule of rules) {
        const counted = await deps.limit(rule.key, rule.max, rule.windowMs);
        if (!counted.ok) return tooMany(counted.retryAfterSeconds);
      }
      return null;
    },

    /** Counts a code tried from `ip`: refused once the address has tried too many this hour. */
    async confirmFrom(ip: string): Promise<SignInRefusal | null> {
      const byAddress = await limitAddress(deps.limit, 'auth-confirm:ip', ip, confirmsPerAddressPerHour, hourMs);
      return byAddress.ok ? null : tooMany(byAddress.retryAfterSeconds);
    },
  };
}
