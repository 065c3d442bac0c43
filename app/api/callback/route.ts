import { NextResponse, type NextRequest } from 'next/server';
import { firstFieldError } from '@/lib/callback/callback-request';
import { callbackRequestSchema } from '@/lib/callback/callback-request-body';
import { saveCallbackRequest } from '@/lib/callback/save-callback-request';
import { getConfig } from '@/lib/config';
import { checkOrigin, originRefused } from '@/lib/http/check-origin';
import { clientIp } from '@/lib/http/client-ip';
import { bodyTooLarge, maxJsonBodyBytes } from '@/lib/http/json-problem';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { limit } from '@/lib/rate-limit';
import { limitAddress } from '@/lib/rate-limit/address-limit';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';

const perAddress = { max: 5, windowMs: 10 * 60 * 1000 };

/**
 * A visitor asks to be called back. The request is checked (same-origin, at most 4 KB, at
 * most five per address in ten minutes, the form's own schema, a honeypot only bots fill),
 * saved to the database, and only then answered 201; the outbox delivers it to the salon.
 */
export const POST = answeringDatabaseOutage(async (request: NextRequest) => {
  const { siteUrl } = getConfig();
  const origin = checkOrigin(request, siteUrl);
  if (!origin.ok) return originRefused(origin);

  // Read (at most 4 KB) before counting against the limit, so an oversized body costs no allowance.
  const body = await readLimitedBody(request, maxJsonBodyBytes);
  if (!body.ok) return bodyTooLarge(maxJsonBodyBytes);

  const allowance = await limitAddress(
    limit,
    'callback',
    clientIp(request.headers),
    perAddress.max,
    perAddress.windowMs,
  );
  if (!allowance.ok) {
    return NextResponse.json(
      { error: 'rate_limited', retryAfterSeconds: allowance.retryAfterSeconds },
      { status: 429, headers: { 'Retry-After': String(allowance.retryAfterSeconds) } },
    );
  }

  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return NextResponse.json({ error: 'invalid_json' }, { status: 400 });
  }
  const parsed = callbackRequestSchema.safeParse(json);
  if (!parsed.success)
    return NextResponse.json({ error: 'invalid_field', ...firstFieldError(parsed.error) }, { status: 400 });
  if (parsed.data.website) return NextResponse.json({ error: 'rejected' }, { status: 400 });

  const id = await saveCallbackRequest(parsed.data, request);
  return NextResponse.json({ id }, { status: 201 });
});
