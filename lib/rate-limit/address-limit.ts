/**
 * A limit per visitor address: one allowance for an IPv4 address or an IPv6 /64, and a few
 * allowances for the /48 around an IPv6 client (`addressKeys`), each counted in the limiter's
 * store. Refused as soon as one of them is used up. The /64 is counted first, so one /64
 * hammering on after its refusal does not use up what the other networks of its /48 share.
 */
import { addressKeys } from '@/lib/http/client-ip';
import type { Limiter, LimitResult } from './limit';

/** Counts a request from `address` against `max` per `windowMs` under `name`. */
export async function limitAddress(
  limiter: Limiter,
  name: string,
  address: string,
  max: number,
  windowMs: number,
): Promise<LimitResult> {
  for (const { key, allowanceFactor } of addressKeys(address)) {
    const counted = await limiter(`${name}:${key}`, max * allowanceFactor, windowMs);
    if (!counted.ok) return counted;
  }
  return { ok: true, retryAfterSeconds: 0 };
}
